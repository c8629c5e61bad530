package org.flitlab.network;

import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.function.ToIntFunction;
import org.flitlab.kernel.Event;
import org.flitlab.routing.OutputState;
import org.flitlab.routing.RouteCandidates;
import org.flitlab.routing.RoutingAlgorithm;
import org.flitlab.routing.SelectionPolicy;

/**
 * A crossbar switch with no internal speed-up (model.md, Network): its input buffers, its output channels,
 * and the heads waiting to be routed. Each tick, waiting heads are offered the free outputs in the order the
 * output arbitration gives (FCFS by waiting time by default); the selection policy picks one free permitted
 * output per head.
 *
 * <p>With FCFS arbitration the request list is exactly AN1's queue of blocked packets (Owicki &amp; Karlin,
 * section 3.5): heads are kept in the order they became ready to route, a head that finds every permitted
 * output busy stays in the list, and when an output frees, the first head in the list that may use it takes
 * it. Owned by the engine thread.
 */
final class Switch implements OutputState {
    final int node;
    final OutputChannel[] outputs;
    /** inputs[port][vc]; null for ports without a switch input. */
    final InputQueue[][] inputs;
    private Lane[] requests = new Lane[8];
    private int requestCount;
    private int[] order = new int[8];
    private int roundRobinPort;
    private long now;
    boolean active;
    /** Set when an output of this switch is released: waiting heads may now find one free. */
    boolean outputsChanged = true;
    /** Run when a GO signal reaches one of this switch's outputs (stop on packet boundary only). */
    Event goArrived;
    /** Earliest ready tick of a request not yet offered outputs; Long.MAX_VALUE if none. */
    private long nextReadyTick = Long.MAX_VALUE;

    Switch(int node, OutputChannel[] outputs, InputQueue[][] inputs) {
        this.node = node;
        this.outputs = outputs;
        this.inputs = inputs;
        for (InputQueue[] port : inputs) {
            CrossbarInput crossbar = new CrossbarInput();
            for (InputQueue q : port) {
                q.crossbar = crossbar;
            }
        }
    }

    @Override
    public boolean isFree(int port, int vc) {
        return outputs[port].isFree(vc, now);
    }

    @Override
    public long lastStoppedTick(int port) {
        return outputs[port].lastStoppedTick;
    }

    @Override
    public long now() {
        return now;
    }

    void setNow(long tick) {
        now = tick;
    }

    int requestCount() {
        return requestCount;
    }

    Lane request(int i) {
        return requests[i];
    }

    /** Takes a waiting head out of the request list (a timed-out or deflected worm). */
    void removeRequest(Lane lane) {
        int w = 0;
        for (int i = 0; i < requestCount; i++) {
            if (requests[i] != lane) {
                requests[w++] = requests[i];
            }
        }
        if (w < requestCount) {
            requests[w] = null;
            requestCount = w;
            lane.requesting = false;
        }
    }

    /** Adds a waiting head, keeping the list in FCFS order: ready tick, then input port, virtual channel, lane. */
    void addRequest(Lane lane) {
        if (requestCount == requests.length) {
            requests = Arrays.copyOf(requests, requestCount * 2);
            order = new int[requestCount * 2];
        }
        nextReadyTick = Math.min(nextReadyTick, lane.readyTick);
        int i = requestCount++;
        while (i > 0 && fcfsBefore(lane, requests[i - 1])) {
            requests[i] = requests[i - 1];
            i--;
        }
        requests[i] = lane;
    }

    private static boolean fcfsBefore(Lane a, Lane b) {
        if (a.readyTick != b.readyTick) {
            return a.readyTick < b.readyTick;
        }
        if (a.queue.port != b.queue.port) {
            return a.queue.port < b.queue.port;
        }
        if (a.queue.vc != b.queue.vc) {
            return a.queue.vc < b.queue.vc;
        }
        return a.outputPort < b.outputPort;
    }

    /** A GO arriving may free a stopped output: waiting heads must be offered it (AN1 blocked-packet queue). */
    void routeAgainOnGo(ActiveSet<Switch> routingSwitches) {
        goArrived = t -> {
            outputsChanged = true;
            if (requestCount() > 0 && !active) {
                active = true;
                routingSwitches.add(this);
            }
        };
    }

    /**
     * Offers free outputs to the heads ready at {@code tick}; returns the number granted. Granted lanes leave
     * the request list; {@code grants} receives each granted virtual channel.
     */
    int allocate(long tick, OutputArbitration arbitration, RoutingAlgorithm routing, SelectionPolicy selection,
                 RouteCandidates candidates, SplittableRandom routingRandom, SplittableRandom arbitrationRandom,
                 Network.GrantSink grants) {
        now = tick;
        if (!outputsChanged && tick < nextReadyTick) {
            // Every waiting head already found all its outputs busy, and none has been released since.
            return 0;
        }
        outputsChanged = false;
        nextReadyTick = Long.MAX_VALUE;
        int eligible = collectEligible(tick);
        if (eligible == 0) {
            return 0;
        }
        arrange(eligible, arbitration, arbitrationRandom);
        int granted = 0;
        for (int k = 0; k < eligible; k++) {
            Lane lane = requests[order[k]];
            if (lane.outputPort >= 0 && lane.queue.grantedLanes > 0) {
                continue;
            }
            Packet p = lane.frontPacket();
            candidates.clear();
            routing.route(node, lane.queue.port, lane.queue.vc, p, candidates);
            if (lane.outputPort >= 0) {
                keepOnlyPort(candidates, lane.outputPort);
            }
            int choice = selection.select(node, p, candidates, this, routingRandom);
            if (choice >= 0) {
                VirtualChannel vc = outputs[candidates.port(choice)].vcs[candidates.vc(choice)];
                grants.grant(lane, vc, tick);
                requests[order[k]] = null;
                granted++;
                roundRobinPort = lane.queue.port + 1;
            }
        }
        if (granted > 0) {
            compactRequests();
        }
        return granted;
    }

    /** Puts the indices of the requests ready at {@code tick} in {@code order}; notes when the next one is ready. */
    private int collectEligible(long tick) {
        int eligible = 0;
        for (int i = 0; i < requestCount; i++) {
            if (requests[i].readyTick <= tick) {
                order[eligible++] = i;
            } else {
                nextReadyTick = Math.min(nextReadyTick, requests[i].readyTick);
            }
        }
        return eligible;
    }

    /** Closes the gaps granted lanes left in the request list, keeping the others in their order. */
    private void compactRequests() {
        int w = 0;
        for (int i = 0; i < requestCount; i++) {
            if (requests[i] != null) {
                requests[w++] = requests[i];
            }
        }
        Arrays.fill(requests, w, requestCount, null);
        requestCount = w;
    }

    private void arrange(int n, OutputArbitration arbitration, SplittableRandom random) {
        switch (arbitration) {
            case FCFS -> { }
            case RANDOM -> {
                for (int i = n - 1; i > 0; i--) {
                    int j = random.nextInt(i + 1);
                    int t = order[i];
                    order[i] = order[j];
                    order[j] = t;
                }
            }
            case ROUND_ROBIN -> sortBy(n, l -> Math.floorMod(l.queue.port - roundRobinPort, inputs.length));
            case TRANSIT_FIRST -> sortBy(n, l -> l.queue.fromHost ? 1 : 0);
        }
    }

    /** Stable insertion sort of order[0..n) by key; stable keeps FCFS within equal keys. */
    private void sortBy(int n, ToIntFunction<Lane> key) {
        for (int i = 1; i < n; i++) {
            int x = order[i];
            int kx = key.applyAsInt(requests[x]);
            int j = i - 1;
            while (j >= 0 && key.applyAsInt(requests[order[j]]) > kx) {
                order[j + 1] = order[j];
                j--;
            }
            order[j + 1] = x;
        }
    }

    private static void keepOnlyPort(RouteCandidates c, int port) {
        int[] ports = new int[c.size()];
        int[] vcs = new int[c.size()];
        int n = 0;
        for (int i = 0; i < c.size(); i++) {
            if (c.port(i) == port) {
                ports[n] = port;
                vcs[n++] = c.vc(i);
            }
        }
        c.clear();
        for (int i = 0; i < n; i++) {
            c.add(ports[i], vcs[i]);
        }
    }
}
