package org.flitlab.network;

/**
 * Where every generated flit is (architecture.md: conservation is part of the engine): delivered, still at
 * its source host, in a switch buffer, or on a wire. Dropped flits (time-to-live, timeouts) will add a term.
 */
public record Conservation(long generatedFlits, long deliveredFlits, long atSources, long inBuffers, long onWires,
                           long droppedFlits) {

    /** Whether the flits add up. */
    public boolean holds() {
        return generatedFlits == deliveredFlits + atSources + inBuffers + onWires + droppedFlits;
    }

    static Conservation count(Network net) {
        long atSources = 0;
        for (HostInterface h : net.hosts) {
            atSources += h.injection.flits();
            for (Packet p : h.sourceQueue) {
                atSources += p.lengthFlits;
            }
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
        return new Conservation(net.generatedFlits(), net.recorder().deliveredFlits(), atSources, inBuffers, onWires, 0);
    }
}
