package org.flitlab.routing.valiant;

/**
 * How universal routing on a folded multistage network chooses among parallel links on its way to the intermediate
 * switch (issue 18, C104 Table 7.9). On the C104 "any of the links ... can be set to create a random header for each
 * inbound packet" (7.1), and every switch routes that header by its interval labels, whose intervals cover each of
 * the parallel links towards the right-hand switches: so each packet takes a link drawn at random, once, and waits
 * for it if it is busy (the study did not use "grouped adaptive routing").
 */
public enum FirstPhase {
    /** The selection policy chooses among the parallel links (the default). */
    SELECTION("selection"),
    /**
     * One link drawn per packet and switch from a random header drawn when the packet is prepared: uniform among the
     * parallel links towards the intermediate, kept while the head waits, whatever the other links' state.
     */
    RANDOM_HEADER("random-header"),
    /**
     * A random terminal address as the header, routed by the interval labels of real headers ({@link LabelledHeaders}):
     * drawn uniformly among the addresses whose labelled route reaches an intermediate switch, which is where it
     * comes off; the links on the way are the labels' links for that address. A switch none of whose addresses' routes
     * reaches one draws the intermediate as {@link #SELECTION} does.
     */
    LABELLED_HEADER("labelled-header");

    private final String id;

    FirstPhase(String id) {
        this.id = id;
    }

    /** The value written in scenario files. */
    public String id() {
        return id;
    }
}
