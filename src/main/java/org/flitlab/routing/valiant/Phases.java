package org.flitlab.routing.valiant;

/**
 * Where the two phases of universal routing on a cube or a grid travel (issue 18): the study ran them on two
 * physical networks (cube) and on an extra set of x links (grid); FlitLab can run them on separate planes of a
 * topology built with parallel fabrics ({@code planes} 2), or as two virtual networks sharing one set of links.
 */
public enum Phases {
    /** Phase 1 on virtual-channel class 0, phase 2 on class 1 of the same links (needs 2 virtual channels). */
    VIRTUAL_CHANNELS("virtual-channels"),
    /** Phase 1 on plane 1 of the parallel links, phase 2 on plane 0, every virtual channel for both (the C104's). */
    PLANES("planes");

    private final String id;

    Phases(String id) {
        this.id = id;
    }

    /** The value written in scenario files. */
    public String id() {
        return id;
    }
}
