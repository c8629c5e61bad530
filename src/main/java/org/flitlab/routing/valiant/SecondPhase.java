package org.flitlab.routing.valiant;

/**
 * How universal routing on a folded multistage network goes on from its intermediate switch (issue 18): "at the
 * randomly chosen intermediate node, this random header is deleted, leaving the original header to route the
 * message to its real destination" (C104 study, 7.1), which on the C104 is its interval labelling.
 */
public enum SecondPhase {
    /** Every shortest path offered, the selection policy choosing among parallel links (the default). */
    SHORTEST_PATHS("shortest-paths"),
    /** The C104's interval labelling on the real header: one fixed link per destination at every switch. */
    INTERVAL_LABELLING("interval-labelling");

    private final String id;

    SecondPhase(String id) {
        this.id = id;
    }

    /** The value written in scenario files. */
    public String id() {
        return id;
    }
}
