package org.flitlab.network;

import org.flitlab.traffic.Workload;

/**
 * The hosts' side of the engine (model.md, Hosts): packet generation from each host's arrival process,
 * the unbounded FIFO source queues, starting the next worm when the last one's tail has left, and packets
 * that an {@link EndToEnd} scheme creates at a host. A fresh packet leaves its source queue only once the
 * end-to-end scheme admits it; a re-sent one (backward reset, host deflection) was admitted already.
 * Owned by the engine thread.
 */
final class Injection {
    private final Network net;
    private final Workload workload;

    Injection(Network net, Workload workload) {
        this.net = net;
        this.workload = workload;
    }

    /** Schedules the host's first packet generation; each generation schedules the next. */
    void scheduleArrivals(HostInterface host) {
        if (host.arrivals == null) {
            return;
        }
        host.arrivalEvent = t -> {
            generate(host, t);
            long next = host.arrivals.nextArrival(t, host.arrivalRandom);
            if (next >= 0) {
                net.scheduler.schedule(next, host.arrivalEvent);
            }
        };
        long first = host.arrivals.firstArrival(host.arrivalRandom);
        if (first >= 0) {
            net.scheduler.schedule(first, host.arrivalEvent);
        }
    }

    private void generate(HostInterface host, long t) {
        int dst = workload.destinations().destination(host.hostIndex, host.destinationRandom);
        if (dst < 0) {
            return;
        }
        int size = workload.sizes().sampleFlits(host.sizeRandom);
        enqueue(host, dst, size, t, false);
    }

    /**
     * Creates a packet at {@code host} for host index {@code dst} and queues it at the tail of the source
     * queue, counted as generated; {@code admitted} packets skip {@link EndToEnd#mayInject}.
     */
    Packet enqueue(HostInterface host, int dst, int size, long t, boolean admitted) {
        Packet p = new Packet(net.nextPacketId++, host.node, net.topology().hostNode(dst), size, t, net.measuring);
        p.admitted = admitted;
        net.routing.prepare(p, net.routingRandom);
        if (net.events != null) {
            net.events.generated(p, host, net.endToEnd.responsesFirst(), t);
        }
        host.sourceQueue.add(p);
        net.generatedPackets++;
        net.generatedFlits += size;
        if (net.measuring) {
            net.recorder().measuredGenerated++;
        }
        if (host.sending == null) {
            startNextPacket(host, t);
        }
        return p;
    }

    /** Starts sending the packet at the front of the source queue, if any and if the end-to-end scheme admits it. */
    void startNextPacket(HostInterface host, long readyTick) {
        Packet p = host.sourceQueue.peek();
        if (p == null) {
            return;
        }
        if (!p.admitted && net.endToEnd.responsesFirst() && host.sourceQueue.firstAdmitted() != null) {
            // A separate response path (EndToEnd#responsesFirst): the response goes before every request queued here.
            net.endToEnd.headWaiting(p, readyTick);
            p = host.sourceQueue.firstAdmitted();
        }
        if (!p.admitted) {
            if (!net.endToEnd.mayInject(p, readyTick)) {
                // The first packet needing no admission (an acknowledgement or response the end-to-end scheme
                // created) overtakes a refused head, or two hosts each waiting for the other's response would
                // hold those responses behind their own refused requests for ever.
                p = host.sourceQueue.firstAdmitted();
                if (p == null) {
                    return;
                }
            }
            p.admitted = true;
        }
        host.sourceQueue.remove(p);
        host.sending = p;
        p.senderHost = host.hostIndex;
        host.injection.append(p, 0, p.lengthFlits);
        host.injection.readyTick = readyTick;
        host.requesting = true;
        net.routingHosts.add(host);
    }

    /** The tail of the worm {@code host} was sending has left: the next one may start a tick later. */
    void hostTailSent(HostInterface host, long t) {
        if (host.sending.sourceNode != host.node) {
            net.recovery.deflectedWormSent(host, host.sending, t);
        }
        host.sending = null;
        if (!host.sourceQueue.isEmpty()) {
            startNextPacket(host, t + 1);
        } else if (host.arrivals != null && host.arrivals.refillWhenIdle()) {
            net.scheduler.schedule(t + 1, host.arrivalEvent);
        }
    }
}
