package org.flitlab.network;

import java.util.SplittableRandom;
import org.flitlab.kernel.Event;
import org.flitlab.routing.OutputState;
import org.flitlab.topology.Topology;
import org.flitlab.traffic.ArrivalProcess;
import org.flitlab.traffic.Workload;

/**
 * A host's network interface (model.md, Hosts): an unbounded FIFO source queue, one worm sent at a time on
 * its one link under the same flow control as switches, and arriving flits consumed at link rate. Each host
 * has its own random streams for arrivals, destinations and sizes, so the traffic a host offers does not
 * depend on routing or on the order in which hosts act. Owned by the engine thread.
 */
final class HostInterface implements OutputState {
    final int node;
    final int hostIndex;
    final OutputChannel output;
    final Lane injection = new Lane(null, -1);
    final SourceQueue sourceQueue = new SourceQueue();
    final ArrivalProcess arrivals;
    final SplittableRandom arrivalRandom;
    final SplittableRandom destinationRandom;
    final SplittableRandom sizeRandom;
    /** The packet being sent (its flits still in {@link #injection}), or null. */
    Packet sending;
    boolean requesting;
    Event arrivalEvent;
    long deliveredFlits;
    /** Flits of deflected worms arriving here, not yet complete (Hu &amp; Kleinrock host deflection). */
    int parkedFlits;
    /** Flits of deflected worms this host holds: arriving, queued or being re-sent. */
    long storedFlits;
    private long now;
    /** BookSim's source (pipelined router): a head takes only a virtual channel with a credit for it. */
    boolean headNeedsCredit;

    HostInterface(int node, int hostIndex, OutputChannel output, ArrivalProcess arrivals, SplittableRandom streams) {
        this.node = node;
        this.hostIndex = hostIndex;
        this.output = output;
        this.arrivals = arrivals;
        this.arrivalRandom = streams.split();
        this.destinationRandom = streams.split();
        this.sizeRandom = streams.split();
    }

    /** Packets waiting in the source queue, counting the one being sent. */
    int queuedPackets() {
        return sourceQueue.size() + (sending == null ? 0 : 1);
    }

    void setNow(long tick) {
        now = tick;
    }

    @Override
    public boolean isFree(int port, int vc) {
        return output.isFree(vc, now) && (!headNeedsCredit || output.vcs[vc].mayTransmit(now, LinkFlowControl.CREDIT, injection));
    }

    @Override
    public long lastStoppedTick(int port) {
        return output.lastStoppedTick;
    }

    @Override
    public long now() {
        return now;
    }

    /**
     * One interface per host, injecting on the host's channel and sink of its switch's channel to it, arrivals
     * scheduled; each draws its own stream from {@code traffic}, in host order.
     */
    static HostInterface[] attachAll(Topology topology, Workload workload, OutputChannel[] channels, boolean pipelined,
                                     SplittableRandom traffic, Injection injection) {
        HostInterface[] hosts = new HostInterface[topology.hostCount()];
        for (int h = 0; h < hosts.length; h++) {
            int node = topology.hostNode(h);
            ArrivalProcess arrivals = workload.destinations().sends(h) ? workload.arrivals().apply(h) : null;
            HostInterface host = new HostInterface(node, h, channels[topology.channelOut(node, 0)], arrivals, traffic.split());
            host.headNeedsCredit = pipelined;
            hosts[h] = host;
            int sw = topology.hostSwitch(node);
            channels[topology.channelOut(sw, topology.neighborPort(node, 0))].sinkHost = host;
            injection.scheduleArrivals(host);
        }
        return hosts;
    }
}
