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

    /** The node at the other end from {@code node}. */
    public int other(int node) {
        return node == nodeA ? nodeB : nodeA;
    }

    /** The channel that leaves {@code node} on this link. */
    public int channelFrom(int node) {
        return node == nodeA ? 2 * id : 2 * id + 1;
    }
}
