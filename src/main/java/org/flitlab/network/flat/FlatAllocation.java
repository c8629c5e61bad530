package org.flitlab.network.flat;

import java.util.Arrays;
import org.flitlab.network.OutputArbitration;
import org.flitlab.routing.OutputState;
import org.flitlab.routing.RouteCandidates;
import org.flitlab.routing.RoutingAlgorithm;
import org.flitlab.routing.SelectionPolicy;

/**
 * Second phase of a tick in the flat kernel, as the reference engine's {@code Allocation} and {@code Switch}: each
 * switch with waiting heads (in the order the switches became active) offers its free outputs to the heads ready
 * now, in the order the output arbitration gives (FCFS by ready tick, input port, virtual channel; random; round
 * robin over input ports; transit first); then each host with a worm waiting asks for its link. Routing and
 * selection are the run's own algorithm and policy (the routing's answers read from its {@link RouteTable} when it is
 * tabled), called in the same order with the same random streams, so both kernels draw the same numbers. A switch whose heads all found their outputs busy is not asked again until an
 * output is released or a new head is ready (the reference engine's rule, kept because it decides which routing
 * calls, and so which random draws, happen).
 */
final class FlatAllocation {
    private final FlatKernel k;
    private final FlatState s;
    private final RoutingAlgorithm routing;
    private final SelectionPolicy selection;
    private final OutputArbitration arbitration;
    private final RouteCandidates candidates = new RouteCandidates();
    private final RouteTable table;
    /** Per lane, the routing's last lone answer, when the routing is tabled by its claim but has no table. */
    private final LaneRouteMemo memo;
    private final LaneRouteMemo hostMemo;
    /** The policy takes a lone candidate when free, with no draw or state: answered here, without the call. */
    private final boolean loneFree;
    /** requests[sw]: the lanes (buffer indices) with a head waiting, FCFS order. */
    private final int[][] requests;
    private final int[] requestCount;
    /** requestPacket[sw][i]: the packet slot at the front of lane requests[sw][i] (fixed while its head waits). */
    private final int[][] requestPacket;
    /**
     * requestOut[sw][i]: the head's one output virtual channel once asked, where the routing's answer is fixed by the
     * lane and the destination (tabled or memoised, {@link #fixedAnswers}), or NONE: a head asked again (case 4: 2.4
     * times per grant) then checks only whether that output is free, without reading its buffer's ring or the memo.
     */
    private final int[][] requestOut;
    /** The routing's answer is a function of lane and destination and a lone free candidate is taken without a call. */
    private final boolean fixedAnswers;
    private final int[] roundRobinPort;
    private final boolean[] outputsChanged;
    private final long[] nextReadyTick;
    private final boolean[] active;
    private int[] order = new int[8];
    /** Switches with heads waiting, in the order they became active. */
    private final IntList switches = new IntList();
    private final SwitchOutputs switchOutputs = new SwitchOutputs();
    private final HostOutput hostOutput = new HostOutput();
    private final boolean headNeedsCredit;

    FlatAllocation(FlatKernel k, RoutingAlgorithm routing, SelectionPolicy selection) {
        this.k = k;
        this.s = k.state;
        this.routing = routing;
        this.selection = selection;
        this.table = k.routeTable;
        this.memo = LaneRouteMemo.of(s.channels * s.vcs, routing, table);
        this.hostMemo = LaneRouteMemo.of(s.hosts, routing, table);
        this.loneFree = selection.takesALoneFreeCandidate();
        this.arbitration = s.config.arbitration();
        this.headNeedsCredit = s.config.router().pipelined();
        int n = s.switches;
        requests = new int[n][8];
        requestPacket = new int[n][8];
        requestOut = new int[n][8];
        this.fixedAnswers = loneFree && (table != null || memo != null);
        requestCount = new int[n];
        roundRobinPort = new int[n];
        outputsChanged = new boolean[n];
        Arrays.fill(outputsChanged, true);
        nextReadyTick = new long[n];
        Arrays.fill(nextReadyTick, Long.MAX_VALUE);
        active = new boolean[n];
    }

    boolean hasWork() {
        return !switches.isEmpty();
    }

    /** An output of switch {@code sw} was released: its waiting heads may find it free. */
    void outputReleased(int sw) {
        outputsChanged[sw] = true;
    }

    /** Adds lane g's head to switch sw's list, keeping FCFS order: ready tick, input port, virtual channel. */
    void addRequest(int sw, int g) {
        int n = requestCount[sw];
        if (n == requests[sw].length) {
            requests[sw] = Arrays.copyOf(requests[sw], n * 2);
            requestPacket[sw] = Arrays.copyOf(requestPacket[sw], n * 2);
            requestOut[sw] = Arrays.copyOf(requestOut[sw], n * 2);
        }
        if (order.length < requests[sw].length) {
            order = new int[requests[sw].length];
        }
        int[] list = requests[sw];
        int[] packet = requestPacket[sw];
        int[] out = requestOut[sw];
        nextReadyTick[sw] = Math.min(nextReadyTick[sw], s.laneReady[g]);
        int i = n;
        while (i > 0 && fcfsBefore(g, list[i - 1])) {
            list[i] = list[i - 1];
            packet[i] = packet[i - 1];
            out[i] = out[i - 1];
            i--;
        }
        list[i] = g;
        packet[i] = s.frontPacket(g);
        out[i] = FlatState.NONE;
        requestCount[sw] = n + 1;
        if (!active[sw]) {
            active[sw] = true;
            switches.add(sw);
        }
    }

    private boolean fcfsBefore(int a, int b) {
        if (s.laneReady[a] != s.laneReady[b]) {
            return s.laneReady[a] < s.laneReady[b];
        }
        int pa = s.chanTargetPort[s.vcChannel[a]];
        int pb = s.chanTargetPort[s.vcChannel[b]];
        if (pa != pb) {
            return pa < pb;
        }
        return s.vcIndex[a] < s.vcIndex[b];
    }

    void routeHeads(long t) {
        int n = switches.size;
        for (int i = 0; i < n; i++) {
            allocate(switches.items[i], t);
        }
        int w = 0;
        for (int i = 0; i < switches.size; i++) {
            int sw = switches.items[i];
            if (requestCount[sw] > 0) {
                switches.items[w++] = sw;
            } else {
                active[sw] = false;
            }
        }
        switches.size = w;
        routeHosts(t);
    }

    private void routeHosts(long t) {
        FlatHosts hosts = k.hosts;
        IntList list = hosts.routing;
        for (int i = 0, n = list.size; i < n; i++) {
            int h = list.items[i];
            if (hosts.ready[h] > t) {
                continue;
            }
            hostOutput.host = h;
            hostOutput.now = t;
            int pk = hosts.sending[h];
            RouteCandidates c;
            if (table != null) {
                c = table.atHost(h, k.packets.destination[pk]);
            } else {
                c = hostCandidates(h, pk);
            }
            int choice = loneFree && c.size() == 1 ? (hostOutput.isFree(0, c.vc(0)) ? 0 : -1)
                    : selection.select(hosts.node[h], k.packets.at(pk), c, hostOutput, k.routingRandom);
            if (choice >= 0) {
                hosts.requesting[h] = false;
                grant(~h, pk, hosts.output[h] * s.vcs + c.vc(choice), t);
            }
        }
        int w = 0;
        for (int i = 0; i < list.size; i++) {
            if (hosts.requesting[list.items[i]]) {
                list.items[w++] = list.items[i];
            }
        }
        list.size = w;
    }

    /** The routing's candidates for host h's worm in slot pk, untabled: asked, or recalled from the memo. */
    private RouteCandidates hostCandidates(int h, int pk) {
        int dest = k.packets.destination[pk];
        if (hostMemo != null && hostMemo.recall(h, dest, candidates)) {
            return candidates;
        }
        candidates.clear();
        routing.route(k.hosts.node[h], -1, -1, k.packets.at(pk), candidates);
        if (hostMemo != null) {
            hostMemo.remember(h, dest, candidates);
        }
        return candidates;
    }

    /** Offers switch sw's free outputs to its heads ready at {@code t}. */
    private void allocate(int sw, long t) {
        if (!outputsChanged[sw] && t < nextReadyTick[sw]) {
            return;
        }
        outputsChanged[sw] = false;
        nextReadyTick[sw] = Long.MAX_VALUE;
        int eligible = collectEligible(sw, t);
        if (eligible == 0) {
            return;
        }
        arrange(sw, eligible);
        int[] list = requests[sw];
        switchOutputs.sw = sw;
        switchOutputs.now = t;
        int granted = 0;
        for (int i = 0; i < eligible; i++) {
            int g = list[order[i]];
            int out = answer(sw, order[i], t);
            if (out >= 0) {
                grant(g, requestPacket[sw][order[i]], out, t);
                list[order[i]] = FlatState.NONE;
                granted++;
                roundRobinPort[sw] = s.chanTargetPort[s.vcChannel[g]] + 1;
            }
        }
        if (granted > 0) {
            compact(sw);
        }
    }

    /** The output virtual channel request {@code r} of switch sw is granted at t, or -1 (asking the routing if need be). */
    private int answer(int sw, int r, long t) {
        int known = requestOut[sw][r];
        if (known >= 0) {
            return s.isFree(s.vcChannel[known], s.vcIndex[known], t) ? known : -1;
        }
        int g = requests[sw][r];
        int pk = requestPacket[sw][r];
        RouteCandidates c = candidatesAt(sw, g, pk);
        if (fixedAnswers && c.size() == 1) {
            requestOut[sw][r] = s.outputs[sw][c.port(0)] * s.vcs + c.vc(0);
        }
        int choice = loneFree && c.size() == 1 ? (switchOutputs.isFree(c.port(0), c.vc(0)) ? 0 : -1)
                : selection.select(sw, k.packets.at(pk), c, switchOutputs, k.routingRandom);
        return choice < 0 ? -1 : s.outputs[sw][c.port(choice)] * s.vcs + c.vc(choice);
    }

    /** The routing's candidates for the head of lane g (packet slot pk) at switch sw: from the table when tabled. */
    private RouteCandidates candidatesAt(int sw, int g, int pk) {
        if (table != null) {
            return table.atLane(g, k.packets.destination[pk]);
        }
        if (memo != null && memo.recall(g, k.packets.destination[pk], candidates)) {
            return candidates;
        }
        candidates.clear();
        routing.route(sw, s.chanTargetPort[s.vcChannel[g]], s.vcIndex[g], k.packets.at(pk), candidates);
        if (memo != null) {
            memo.remember(g, k.packets.destination[pk], candidates);
        }
        return candidates;
    }

    private int collectEligible(int sw, long t) {
        int[] list = requests[sw];
        int eligible = 0;
        for (int i = 0, n = requestCount[sw]; i < n; i++) {
            long ready = s.laneReady[list[i]];
            if (ready <= t) {
                order[eligible++] = i;
            } else {
                nextReadyTick[sw] = Math.min(nextReadyTick[sw], ready);
            }
        }
        return eligible;
    }

    private void compact(int sw) {
        int[] list = requests[sw];
        int[] packet = requestPacket[sw];
        int[] out = requestOut[sw];
        int w = 0;
        for (int i = 0, n = requestCount[sw]; i < n; i++) {
            if (list[i] != FlatState.NONE) {
                packet[w] = packet[i];
                out[w] = out[i];
                list[w++] = list[i];
            }
        }
        requestCount[sw] = w;
    }

    private void arrange(int sw, int n) {
        switch (arbitration) {
            case FCFS -> { }
            case RANDOM -> {
                for (int i = n - 1; i > 0; i--) {
                    int j = k.arbitrationRandom.nextInt(i + 1);
                    int x = order[i];
                    order[i] = order[j];
                    order[j] = x;
                }
            }
            case ROUND_ROBIN -> sortBy(sw, n, true);
            case TRANSIT_FIRST -> sortBy(sw, n, false);
        }
    }

    /** Stable insertion sort of order[0..n) by the round-robin distance of the input port, or transit before host. */
    private void sortBy(int sw, int n, boolean roundRobin) {
        for (int i = 1; i < n; i++) {
            int x = order[i];
            int kx = key(sw, x, roundRobin);
            int j = i - 1;
            while (j >= 0 && key(sw, order[j], roundRobin) > kx) {
                order[j + 1] = order[j];
                j--;
            }
            order[j + 1] = x;
        }
    }

    private int key(int sw, int request, boolean roundRobin) {
        int c = s.vcChannel[requests[sw][request]];
        if (roundRobin) {
            return Math.floorMod(s.chanTargetPort[c] - roundRobinPort[sw], s.outputs[sw].length);
        }
        return s.fromHost[c] ? 1 : 0;
    }

    /** Gives output virtual channel {@code out} to packet {@code pk} at the front of {@code lane}. */
    void grant(int lane, int pk, int out, long t) {
        if (k.blocks.isActive()) {
            k.blocks.granting(lane, out, t);
        }
        if (k.events != null) k.events.granted(pk, out, k.events.readyOf(lane), t);
        if (lane >= 0) {
            k.recorder.recordSwitchVisits(k.measuringOne);
            s.laneGranted[lane] = out;
            s.laneRequesting[lane] = false;
        }
        s.vcOwner[out] = pk;
        s.vcSource[out] = lane;
        int c = s.vcChannel[out];
        if (s.grantedVcs[c]++ == 0) {
            s.sending.add(c);
        }
    }

    /** A switch's outputs as a selection policy sees them. */
    private final class SwitchOutputs implements OutputState {
        int sw;
        long now;

        @Override
        public boolean isFree(int port, int vc) {
            return s.isFree(s.outputs[sw][port], vc, now);
        }

        @Override
        public long lastStoppedTick(int port) {
            return k.stopGo == null ? Long.MIN_VALUE : k.stopGo.lastStoppedTick[s.outputs[sw][port]];
        }

        @Override
        public long now() {
            return now;
        }
    }

    /** A host's one link as a selection policy sees it. */
    private final class HostOutput implements OutputState {
        int host;
        long now;

        @Override
        public boolean isFree(int port, int vc) {
            int c = k.hosts.output[host];
            // BookSim's source (pipelined router): a head takes only a virtual channel with a credit for it.
            return s.isFree(c, vc, now) && (!headNeedsCredit || s.credits[c * s.vcs + vc] > 0);
        }

        @Override
        public long lastStoppedTick(int port) {
            return k.stopGo == null ? Long.MIN_VALUE : k.stopGo.lastStoppedTick[k.hosts.output[host]];
        }

        @Override
        public long now() {
            return now;
        }
    }
}
