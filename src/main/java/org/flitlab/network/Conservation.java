package org.flitlab.network;

/**
 * Where every generated flit is (architecture.md: conservation is part of the engine): delivered, still at
 * a host (its source, or a host it was deflected to), in a switch buffer, on a wire, or dropped for good
 * (time-to-live). A worm torn down by a backward reset (Hu &amp; Kleinrock) is re-created whole at its host:
 * the copies of its flits that had left are {@code retransmittedFlits}, and as they are removed from buffers
 * and wires they become {@code purgedFlits}.
 *
 * @param atSources       flits in source queues and injection lanes, deflection hosts included
 * @param droppedFlits    flits discarded for good (time-to-live drops)
 * @param retransmittedFlits flits re-created at hosts for torn-down worms
 * @param purgedFlits     copies of torn-down worms' flits removed from buffers and wires
 */
public record Conservation(long generatedFlits, long deliveredFlits, long atSources, long inBuffers, long onWires,
                           long droppedFlits, long retransmittedFlits, long purgedFlits) {

    /** Whether the flits add up. */
    public boolean holds() {
        return generatedFlits + retransmittedFlits == deliveredFlits + atSources + inBuffers + onWires + droppedFlits + purgedFlits;
    }

    static Conservation count(Network net) {
        long atSources = 0;
        for (HostInterface h : net.hosts) {
            atSources += h.injection.flits();
            atSources += h.parkedFlits;
            atSources += h.sourceQueue.flits();
        }
        long inBuffers = 0;
        for (Switch sw : net.switches) {
            for (InputQueue[] port : sw.inputs) {
                for (InputQueue q : port) {
                    long laneFlits = 0;
                    for (Lane lane : q.lanes) {
                        laneFlits += lane.flits();
                    }
                    if (laneFlits != q.occupancy) {
                        throw new IllegalStateException("buffer at switch " + q.node + " port " + q.port + " vc " + q.vc
                                + " counts " + q.occupancy + " flits but holds " + laneFlits);
                    }
                    inBuffers += laneFlits;
                }
            }
        }
        long onWires = 0;
        for (OutputChannel oc : net.channels) {
            onWires += oc.inFlight();
        }
        return new Conservation(net.generatedFlits(), net.recorder().deliveredFlits(), atSources, inBuffers, onWires,
                net.droppedFlits, net.retransmittedFlits, net.purgedFlits);
    }
}
