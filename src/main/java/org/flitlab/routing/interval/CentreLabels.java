package org.flitlab.routing.interval;

/**
 * How interval labelling cuts the labels of the switches inside the centre networks of the three-stage (1024-way)
 * C104 network (issue 18, Table 7.7 at 1024; docs/model.md, Routing). The chapter gives no labels. A middle switch is
 * not sent every destination equally: its left switches each send it one interval of 126 (8 centre networks) or 63
 * (16) destinations, and those intervals start 16 apart, so between them they send a window of a few hundred
 * destinations, the middle of it from up to 8 left switches at once. Cutting all destinations into equal intervals puts
 * that window on 3 of a middle switch's 16 uplinks. The smaller networks have no centre networks and ignore it.
 */
public enum CentreLabels {
    /** Every group of destinations cut into equal numbers per output, as at every other switch (the default). */
    DESTINATIONS,
    /**
     * The middle and right-hand switches cut the destinations they are sent, each counted by how many terminals send it
     * through the switch under uniform traffic, into equal shares per output, consecutive shares on different
     * neighbouring switches in turn: so uniform traffic loads the links inside the centre networks evenly.
     */
    TRAFFIC
}
