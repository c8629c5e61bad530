package org.flitlab.topology;

/**
 * A full-duplex link between port {@code portA} of node {@code nodeA} and port {@code portB} of node
 * {@code nodeB}. It carries two channels, one each way: channel {@code 2*id} runs A to B and channel
 * {@code 2*id+1} runs B to A.
 *
 * @param id         index of the link in its topology
 * @param delayTicks propagation delay in ticks, at least 1: a flit sent at tick t is in the receiver's buffer at
 *                   t + delayTicks (model.md, Network)
 * @param lengthMeters physical length, used only for display and unit conversion (0 if not given)
 */
public record Link(int id, int nodeA, int portA, int nodeB, int portB, int delayTicks, double lengthMeters) {
    public Link {
        if (delayTicks < 1) {
            throw new IllegalArgumentException("delayTicks of link " + id + " is " + delayTicks + "; it must be at least 1 tick");
        }
        if (lengthMeters < 0) {
            throw new IllegalArgumentException("lengthMeters of link " + id + " is " + lengthMeters + "; it must not be negative");
        }
    }

    /**
     * The record's own hash code, written out: the generated one is bootstrapped through
     * {@code java.lang.runtime.ObjectMethods} on the first call, which spins some 18 method-handle classes that no
     * class-data archive keeps, 10-20 ms of every run's start-up, where the topology's graph hashes its links
     * (docs/performance.md, "Session 11: the serial time around case 7"). The same value as the generated one
     * (components in order, {@code 31 * h + hash}), so hash orders and results are unchanged (held by {@code LinkTest}).
     */
    @Override
    public int hashCode() {
        int h = Integer.hashCode(id);
        h = 31 * h + Integer.hashCode(nodeA);
        h = 31 * h + Integer.hashCode(portA);
        h = 31 * h + Integer.hashCode(nodeB);
        h = 31 * h + Integer.hashCode(portB);
        h = 31 * h + Integer.hashCode(delayTicks);
        return 31 * h + Double.hashCode(lengthMeters);
    }

    /** The record's own equality, written out for the reason given at {@link #hashCode()}. */
    @Override
    public boolean equals(Object o) {
        return o == this || o instanceof Link l && id == l.id && nodeA == l.nodeA && portA == l.portA && nodeB == l.nodeB
                && portB == l.portB && delayTicks == l.delayTicks && Double.compare(lengthMeters, l.lengthMeters) == 0;
    }

    /** The node at the other end from {@code node}. */
    public int other(int node) {
        return node == nodeA ? nodeB : nodeA;
    }

    /** The channel that leaves {@code node} on this link. */
    public int channelFrom(int node) {
        return node == nodeA ? 2 * id : 2 * id + 1;
    }
}
