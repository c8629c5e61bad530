package org.flitlab.topology.custom;

/**
 * One switch-to-switch link of a {@link CustomTopology}, full-duplex (model.md, Network). Hosts are not linked
 * here but by {@link HostSpec#switchName()}. Several links may join the same two switches. Immutable.
 *
 * @param from         name of a switch
 * @param to           name of another switch
 * @param delayTicks   propagation delay in ticks, at least 1
 * @param lengthMeters physical length in metres, for display only; finite and not negative (0 if unknown)
 */
public record LinkSpec(String from, String to, int delayTicks, double lengthMeters) {
    public LinkSpec {
        CustomTopology.requireName(from, "from of a link");
        CustomTopology.requireName(to, "to of link from '" + from + "'");
        if (from.equals(to)) {
            throw new IllegalArgumentException("link " + from + " -> " + to
                    + " joins '" + from + "' to itself; a link must join two different switches");
        }
        if (delayTicks < 1) {
            throw new IllegalArgumentException("delayTicks of link " + from + " -> " + to + " is " + delayTicks
                    + "; it must be at least 1 tick");
        }
        if (!(lengthMeters >= 0) || Double.isInfinite(lengthMeters)) {
            throw new IllegalArgumentException("lengthMeters of link " + from + " -> " + to + " is " + lengthMeters
                    + "; it must be a finite number of at least 0");
        }
    }

    /** A link of 1 tick and unknown length. */
    public LinkSpec(String from, String to) {
        this(from, to, 1, 0);
    }
}
