package org.flitlab.routing.valiant;

/**
 * Where universal routing on a folded multistage network takes the random header off (issue 18, C104 Table 7.9):
 * the study sends a packet "via a randomly chosen node on the right hand side" (7.5, Figure 7.1), and builds its
 * 1024-way network "by using a 64-way network for each of the center stage switches" (7.3.3, Figure 7.4). Below
 * 1024 terminals the right-hand node is a right-hand switch either way; at 1024 it is either one of the centre
 * networks' right-hand switches or one of the centre networks as a whole.
 */
public enum Intermediate {
    /** A uniformly random right-hand switch of the whole network (at 1024: of one of the centre networks). */
    RIGHT_SWITCH("right-switch"),
    /**
     * A uniformly random switch next to the source's left-hand switch: below 1024 terminals a right-hand switch
     * (the same draw as {@link #RIGHT_SWITCH}); at 1024 the source's middle switch in a uniformly random centre
     * network, where the random header comes off as the packet enters that "centre stage switch", and the rest of
     * the way is the second phase's routing through that network.
     */
    CENTRE_NETWORK("centre-network");

    private final String id;

    Intermediate(String id) {
        this.id = id;
    }

    /** The value written in scenario files. */
    public String id() {
        return id;
    }
}
