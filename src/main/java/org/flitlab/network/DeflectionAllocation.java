package org.flitlab.network;

import java.util.SplittableRandom;
import org.flitlab.routing.RouteCandidates;
import org.flitlab.routing.shortest.SwitchDistances;

/**
 * The switch side of {@link Deflection} (Bianco et al., section 2.3.2), used instead of {@link Switch#allocate}
 * when deflection is on. Every tick a switch has waiting heads, it scans them in random order, transit inputs
 * before host inputs; each head takes a free preferred output, or waits (delayed deflection), or is deflected.
 *
 * <p>The study decides from the flits that would overflow the buffer while the worm waits, with no link
 * backpressure. Here links keep their flow control, and the rule is made safe for any worm behind: a head
 * may wait while the flits its link can still deliver before the soonest busy preferred output frees (one per
 * tick, for as many ticks as that output's worm has flits left to send) fit in the free space of its buffer.
 * The test is repeated every tick it waits, so a head that lost a freed output to another may still be
 * deflected. Deflection ports are the free transit outputs, nearest the destination switch first, ties drawn
 * at random. Owned by the engine thread.
 */
final class DeflectionAllocation {
    private final Network net;
    private final SwitchDistances distances;
    private final RouteCandidates preferred = new RouteCandidates();
    private Lane[] order = new Lane[8];

    DeflectionAllocation(Network net) {
        this.net = net;
        this.distances = new SwitchDistances(net.topology());
        if (!net.config().deflection().backPressure()) {
            removeBackPressure(net);
        }
    }

    /**
     * The study's links without back-pressure ({@link Deflection#backPressure()} false): a switch sends to a
     * neighbour switch whenever it has a flit, never held back by that switch's buffer. Host links keep their
     * credits: the study's input control holds host worms back, and the rules above are meant to keep every transit
     * buffer from overflowing ("deflection routing is not affected by the problem of worm loss due to buffer
     * overflow"); should one overflow all the same, the engine stops the run naming the buffer.
     */
    private static void removeBackPressure(Network net) {
        for (OutputChannel oc : net.channels) {
            if (oc.node < net.switches.length) {
                for (VirtualChannel vc : oc.vcs) {
                    if (vc.downstream != null) {
                        vc.removeBackPressure();
                    }
                }
            }
        }
    }

    /** Offers this switch's free outputs to its heads ready at {@code t}. */
    void allocate(Switch sw, long t) {
        sw.setNow(t);
        int n = sw.requestCount();
        if (order.length < n) {
            order = new Lane[Math.max(n, order.length * 2)];
        }
        int transit = 0;
        int ready = 0;
        for (int i = 0; i < n; i++) {
            Lane lane = sw.request(i);
            if (lane.readyTick <= t && !lane.queue.fromHost) {
                order[ready++] = lane;
                transit++;
            }
        }
        for (int i = 0; i < n; i++) {
            Lane lane = sw.request(i);
            if (lane.readyTick <= t && lane.queue.fromHost) {
                order[ready++] = lane;
            }
        }
        SplittableRandom random = net.arbitrationRandom;
        shuffle(0, transit, random);
        shuffle(transit, ready, random);
        for (int k = 0; k < ready; k++) {
            decide(sw, order[k], t);
            order[k] = null;
        }
    }

    private void shuffle(int from, int to, SplittableRandom random) {
        for (int i = to - 1; i > from; i--) {
            int j = from + random.nextInt(i - from + 1);
            Lane x = order[i];
            order[i] = order[j];
            order[j] = x;
        }
    }

    private void decide(Switch sw, Lane lane, long t) {
        if (lane.queue.grantedLanes > 0) {
            return; // any-worm queues: the buffer already feeds an output, and it feeds one at a time
        }
        Packet p = lane.frontPacket();
        boolean fromHost = lane.queue.fromHost;
        if (fromHost && !transitBuffersHold(sw, p.lengthFlits)) {
            return;
        }
        preferred.clear();
        net.routing.route(sw.node, lane.queue.port, lane.queue.vc, p, preferred);
        int choice = net.selection.select(sw.node, p, preferred, sw, net.routingRandom);
        if (choice >= 0) {
            take(sw, lane, sw.outputs[preferred.port(choice)].vcs[preferred.vc(choice)], t);
            return;
        }
        if (fromHost || mayWait(sw, lane)) {
            return;
        }
        VirtualChannel out = deflectionChannel(sw, p);
        if (out != null) {
            if (net.measuring) {
                net.recorder().routingDeflections++;
            }
            p.deflections++;
            take(sw, lane, out, t);
        }
    }

    private void take(Switch sw, Lane lane, VirtualChannel vc, long t) {
        sw.removeRequest(lane);
        net.allocation.grant(lane, vc, t);
    }

    /** Input control: every transit buffer of the switch has room for a worm of {@code flits}. */
    private boolean transitBuffersHold(Switch sw, int flits) {
        for (InputQueue[] port : sw.inputs) {
            for (InputQueue q : port) {
                if (!q.fromHost && q.capacityFlits - q.occupancy < flits) {
                    return false;
                }
            }
        }
        return true;
    }

    /** Delayed deflection: what the link can deliver before a preferred output frees fits in the buffer. */
    private boolean mayWait(Switch sw, Lane lane) {
        long soonest = Long.MAX_VALUE;
        for (int i = 0; i < preferred.size(); i++) {
            for (VirtualChannel vc : sw.outputs[preferred.port(i)].vcs) {
                if (vc.owner != null) {
                    soonest = Math.min(soonest, vc.owner.lengthFlits - vc.ownerSent);
                }
            }
        }
        InputQueue q = lane.queue;
        return soonest <= q.capacityFlits - q.occupancy;
    }

    /** A free transit output nearest the destination's switch, ties at random; null if every one is busy. */
    private VirtualChannel deflectionChannel(Switch sw, Packet p) {
        int target = net.topology().hostSwitch(p.destinationNode);
        int best = Integer.MAX_VALUE;
        int ties = 0;
        VirtualChannel chosen = null;
        for (int i = 0; i < distances.switchPortCount(sw.node); i++) {
            int port = distances.switchPort(sw.node, i);
            if (!sw.isFree(port, 0)) {
                continue;
            }
            int d = distances.distance(distances.switchNeighbour(sw.node, i), target);
            if (d < best) {
                best = d;
                ties = 1;
                chosen = sw.outputs[port].vcs[0];
            } else if (d == best && net.routingRandom.nextInt(++ties) == 0) {
                chosen = sw.outputs[port].vcs[0];
            }
        }
        return chosen;
    }
}
