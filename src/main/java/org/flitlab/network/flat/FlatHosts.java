package org.flitlab.network.flat;

import java.util.SplittableRandom;
import org.flitlab.kernel.Event;
import org.flitlab.traffic.ArrivalProcess;
import org.flitlab.traffic.Workload;

/**
 * The hosts' side of the flat kernel (model.md, Hosts), as in the reference engine's {@code Injection} and
 * {@code HostInterface}: per host an unbounded FIFO source queue of packet slots, the packet being sent (its
 * injection lane: the slot and the sequence number of its next flit), arrivals from the host's own random streams
 * split in host order from the traffic stream, so both kernels offer the same traffic from one seed.
 */
final class FlatHosts {
    private final FlatKernel k;
    private final Workload workload;
    final int[] node;
    /** The host's one output channel. */
    final int[] output;
    final IntQueue[] queue;
    /** The packet slot being sent, or -1. */
    final int[] sending;
    /** Sequence number of the next flit the injection lane sends. */
    final int[] nextSeq;
    /** Tick from which the waiting head may ask for the host's link. */
    final long[] ready;
    final boolean[] requesting;
    final long[] delivered;
    private final ArrivalProcess[] arrivals;
    private final SplittableRandom[] arrivalRandom;
    private final SplittableRandom[] destinationRandom;
    private final SplittableRandom[] sizeRandom;
    private final Event[] arrivalEvent;
    /** Hosts with a worm waiting for their link, in the order they started waiting. */
    final IntList routing = new IntList();

    FlatHosts(FlatKernel k, Workload workload, SplittableRandom traffic) {
        this.k = k;
        this.workload = workload;
        int n = k.state.hosts;
        node = new int[n];
        output = new int[n];
        queue = new IntQueue[n];
        sending = new int[n];
        nextSeq = new int[n];
        ready = new long[n];
        requesting = new boolean[n];
        delivered = new long[n];
        arrivals = new ArrivalProcess[n];
        arrivalRandom = new SplittableRandom[n];
        destinationRandom = new SplittableRandom[n];
        sizeRandom = new SplittableRandom[n];
        arrivalEvent = new Event[n];
        for (int h = 0; h < n; h++) {
            attach(h, traffic.split());
        }
    }

    /** Host h's streams and first arrival, in the reference engine's order of draws. */
    private void attach(int h, SplittableRandom streams) {
        node[h] = k.state.topology.hostNode(h);
        output[h] = k.state.topology.channelOut(node[h], 0);
        queue[h] = new IntQueue();
        sending[h] = FlatState.NONE;
        arrivals[h] = workload.destinations().sends(h) ? workload.arrivals().apply(h) : null;
        arrivalRandom[h] = streams.split();
        destinationRandom[h] = streams.split();
        sizeRandom[h] = streams.split();
        if (arrivals[h] == null) {
            return;
        }
        arrivalEvent[h] = t -> {
            generate(h, t);
            long next = arrivals[h].nextArrival(t, arrivalRandom[h]);
            if (next >= 0) {
                k.scheduler.schedule(next, arrivalEvent[h]);
            }
        };
        long first = arrivals[h].firstArrival(arrivalRandom[h]);
        if (first >= 0) {
            k.scheduler.schedule(first, arrivalEvent[h]);
        }
    }

    private void generate(int h, long t) {
        int dst = workload.destinations().destination(h, destinationRandom[h]);
        if (dst < 0) {
            return;
        }
        int size = workload.sizes().sampleFlits(sizeRandom[h]);
        FlatPackets p = k.packets;
        int s = p.allocate(k.nextPacketId++, node[h], k.state.topology.hostNode(dst), size, t, k.measuring);
        k.routing.prepare(p.at(s), k.routingRandom);
        if (k.events != null) k.events.generated(h, s, t);
        queue[h].add(s);
        k.generatedPackets++;
        k.generatedFlits += size;
        k.recorder.recordGenerated(k.measuringOne);
        if (sending[h] == FlatState.NONE) {
            startNext(h, t);
        }
    }

    /** Starts sending the packet at the front of the source queue, if any. */
    void startNext(int h, long readyTick) {
        if (queue[h].isEmpty()) {
            return;
        }
        sending[h] = queue[h].poll();
        nextSeq[h] = 0;
        ready[h] = readyTick;
        requesting[h] = true;
        routing.add(h);
    }

    /** The tail of host h's worm has left: the next one may start a tick later. */
    void tailSent(int h, long t) {
        sending[h] = FlatState.NONE;
        if (!queue[h].isEmpty()) {
            startNext(h, t + 1);
        } else if (arrivals[h] != null && arrivals[h].refillWhenIdle()) {
            k.scheduler.schedule(t + 1, arrivalEvent[h]);
        }
    }

    /** Flits still at host h: its queued packets and what its injection lane has not sent. */
    long flitsAtSource(int h) {
        long n = 0;
        for (int i = 0; i < queue[h].size(); i++) {
            n += k.packets.length[queue[h].get(i)];
        }
        int s = sending[h];
        return s == FlatState.NONE ? n : n + k.packets.length[s] - nextSeq[h];
    }

    /** Whether host h's injection lane holds a flit of packet slot {@code p} at its front. */
    boolean laneFront(int h, int p) {
        return p != FlatState.NONE && sending[h] == p && nextSeq[h] < k.packets.length[p];
    }
}
