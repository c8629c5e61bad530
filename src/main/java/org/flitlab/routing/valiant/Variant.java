package org.flitlab.routing.valiant;

/**
 * The three realisations of universal routing in the C104 study (section 7.5), one per topology family: "the
 * realization of the random behavior depends on the underlying topology".
 */
public enum Variant {
    /**
     * Binary n-cube: to a uniformly random switch by e-cube on virtual network 0, then by e-cube to the
     * destination on virtual network 1 (the study's two parallel networks). Needs 2 virtual channels.
     */
    CUBE("a hypercube", 2),
    /**
     * 2-D grid (or any grid without wrap-around) routed y then x: first along x only to a random switch of the
     * source's row on virtual network 0 (the study's "extra set of links in the x direction"), then y then x to
     * the destination on virtual network 1. Needs 2 virtual channels.
     */
    GRID("a mesh", 2),
    /**
     * Folded indirect multistage network: up to a uniformly random right-hand (centre) switch, then down to the
     * destination, both over shortest paths on every virtual channel ("this does not increase the number of
     * links"). Needs 1 virtual channel.
     */
    MULTISTAGE("a multistage network", 1);

    private final String article;
    private final int virtualChannelsRequired;

    Variant(String article, int virtualChannelsRequired) {
        this.article = article;
        this.virtualChannelsRequired = virtualChannelsRequired;
    }

    /** "a hypercube", "a mesh", "a multistage network", for messages. */
    public String topologyName() {
        return article;
    }

    /** Virtual channels per link the variant needs: one per virtual network. */
    public int virtualChannelsRequired() {
        return virtualChannelsRequired;
    }
}
