package org.flitlab.network.flat;

import java.util.List;
import org.flitlab.network.DeadlockReport;
import org.flitlab.network.WaitForGraph;
import org.flitlab.routing.RouteCandidates;
import org.flitlab.stats.WaitStep;

/**
 * The wait-for graph of the flat kernel's blocked worms when no flit has moved for the deadlock timeout (model.md,
 * Deadlock), built in the reference engine's order (switches, their input ports and virtual channels, then hosts)
 * with the same three kinds of edge (a head wanting an output another worm holds, a worm whose next buffer holds
 * another's flits, a worm behind another in a FIFO), so both kernels report the same cycle in the same words.
 */
final class FlatDeadlock {
    private final FlatKernel k;
    private final FlatState s;
    private final WaitForGraph graph = new WaitForGraph();
    private final RouteCandidates candidates = new RouteCandidates();

    FlatDeadlock(FlatKernel k) {
        this.k = k;
        this.s = k.state;
    }

    DeadlockReport detect(long tick) {
        build();
        return graph.report(tick, s.config.deadlockTimeoutTicks(), k.flitsInNetwork(), s.topology);
    }

    /** Whether every wait of {@code cycle} is an edge of the wait-for graph now (Replay's deadlock onset). */
    boolean holds(List<WaitStep> cycle) {
        build();
        return cycle.stream().allMatch(w -> graph.contains(w.packetId(), w.holderPacketId()));
    }

    private void build() {
        for (int sw = 0; sw < s.switches; sw++) {
            for (int c : s.inputs[sw]) {
                for (int v = 0; v < s.vcs; v++) {
                    addLaneWaits(sw, c * s.vcs + v);
                }
            }
        }
        for (int h = 0; h < s.hosts; h++) {
            addLaneWaits(k.hosts.node[h], ~h);
        }
    }

    private void addLaneWaits(int node, int lane) {
        boolean empty = lane >= 0 ? s.bufRing[2 * lane + 1] == 0 : !k.hosts.laneFront(~lane, k.hosts.sending[~lane]);
        int granted = granted(lane);
        if (granted != FlatState.NONE) {
            int c = granted / s.vcs;
            int owner = s.vcOwner[granted];
            if (s.sinkHost[c] < 0 && !empty && s.bufRing[2 * granted + 1] > 0 && s.frontPacket(granted) != owner) {
                edge(owner, node, c, s.frontPacket(granted));
            }
        } else if (!empty && frontSeq(lane) == 0) {
            headWaits(node, lane);
        }
        if (lane >= 0 && !empty) {
            int front = s.frontPacket(lane);
            for (int i = 0; i < s.bufRing[2 * lane + 1]; i++) {
                int pk = s.bufFlit[2 * (lane * s.bufferSlots + ((s.bufRing[2 * lane] + i) & s.bufferMask))];
                if (pk != front) {
                    edge(pk, node, lane / s.vcs, front);
                }
            }
        }
    }

    /** The output virtual channel granted to the lane's front worm, or -1. */
    private int granted(int lane) {
        if (lane >= 0) {
            return s.laneGranted[lane];
        }
        int out = k.hosts.output[~lane];
        for (int v = 0; v < s.vcs; v++) {
            int g = out * s.vcs + v;
            if (s.vcOwner[g] != FlatState.NONE && s.vcSource[g] == lane) {
                return g;
            }
        }
        return FlatState.NONE;
    }

    private int frontSeq(int lane) {
        return lane >= 0 ? s.frontSeq(lane) : k.hosts.nextSeq[~lane];
    }

    /** A head at the front of its lane waits for every permitted output virtual channel that a worm holds. */
    private void headWaits(int node, int lane) {
        int pk = lane >= 0 ? s.frontPacket(lane) : k.hosts.sending[~lane];
        candidates.clear();
        if (lane >= 0) {
            k.routing.route(node, s.chanTargetPort[lane / s.vcs], lane % s.vcs, k.packets.at(pk), candidates);
        } else {
            k.routing.route(node, -1, -1, k.packets.at(pk), candidates);
        }
        for (int i = 0; i < candidates.size(); i++) {
            int oc = lane >= 0 ? s.outputs[node][candidates.port(i)] : k.hosts.output[~lane];
            for (int v = 0; v < s.vcs; v++) {
                int holder = s.vcOwner[oc * s.vcs + v];
                if (holder != FlatState.NONE && (s.oneWorm[oc] || v == candidates.vc(i))) {
                    edge(pk, node, oc, holder);
                }
            }
        }
    }

    private void edge(int waiter, int node, int channel, int holder) {
        if (waiter == FlatState.NONE || holder == FlatState.NONE || waiter == holder) {
            return;
        }
        graph.add(k.packets.id[waiter], node, channel, k.packets.id[holder]);
    }
}
