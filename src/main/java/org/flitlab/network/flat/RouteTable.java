package org.flitlab.network.flat;

import java.nio.CharBuffer;
import java.nio.IntBuffer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.flitlab.routing.ProbePacket;
import org.flitlab.routing.RouteCandidates;
import org.flitlab.routing.RoutingAlgorithm;
import org.flitlab.topology.Topology;

/**
 * The run's routing algorithm as a table (issue 19: "every routing as a precomputed table"), built once when the
 * kernel is compiled by asking the algorithm itself, so the answers are the algorithm's. A routing says in
 * {@link RoutingAlgorithm#inputClasses} whether its answer depends only on where the head is, its destination and a
 * class of its arrival; then every input lane of a switch (its switch and input class) and every host gets a row over
 * destination hosts of candidate-set ids, and the distinct candidate sets are kept once each. A deterministic routing
 * has one candidate port per entry; an adaptive one a set, from which the run's selection policy still picks at run
 * time. Identical rows are shared (every host's row is the same for a switch-hop routing).
 *
 * <p>Routings whose answer reads the packet's source, hops, route word or source route (source routing, fixed
 * routes, Valiant, a tie drawn per packet on a torus) are not tabled: {@link #build} returns null and the kernel asks
 * the algorithm per head, as before. So does a table that would exceed {@link #MAX_ENTRIES} entries.
 */
final class RouteTable {
    /** Above this many entries (rows before sharing, times destinations) the kernel asks the algorithm instead. */
    static final long MAX_ENTRIES = 1L << 23;

    /** laneRow[g]: the row of input lane g (a virtual channel of a channel ending at a switch), else null. */
    private final char[][] laneRow;
    /** hostRow[h]: the row of host h's injection. */
    private final char[][] hostRow;
    private final RouteCandidates[] sets;
    private final int hostBase;

    private RouteTable(char[][] laneRow, char[][] hostRow, RouteCandidates[] sets, int hostBase) {
        this.laneRow = laneRow;
        this.hostRow = hostRow;
        this.sets = sets;
        this.hostBase = hostBase;
    }

    /** The candidates for a head at the front of input lane {@code g} bound for host node {@code destination}. */
    RouteCandidates atLane(int g, int destination) {
        return sets[laneRow[g][destination - hostBase]];
    }

    /** The candidates for a packet injected by host {@code h} bound for host node {@code destination}. */
    RouteCandidates atHost(int h, int destination) {
        return sets[hostRow[h][destination - hostBase]];
    }

    /** Distinct candidate sets (for tests and the docs). */
    int setCount() {
        return sets.length;
    }

    /**
     * The table of {@code routing} for {@code s}'s network, or null when the routing is not tabled, the table would be
     * too large, or the algorithm refuses a question it is never asked in a run (it then keeps being asked per head).
     */
    static RouteTable build(FlatState s, RoutingAlgorithm routing) {
        int classes = routing.inputClasses();
        if (classes <= 0 || (long) (s.switches * classes + s.hosts) * s.hosts > MAX_ENTRIES) {
            return null;
        }
        try {
            return new Builder(s, routing, classes).build();
        } catch (RuntimeException refused) {
            return null;
        }
    }

    /** Asks the algorithm every question once, sharing equal candidate sets and equal rows. */
    private static final class Builder {
        private final FlatState s;
        private final Topology topology;
        private final RoutingAlgorithm routing;
        private final int classes;
        private final RouteCandidates scratch = new RouteCandidates();
        private final ProbePacket probe = new ProbePacket();
        /** Keys compare by content: IntBuffer and CharBuffer wrapping the arrays. */
        private final Map<IntBuffer, Integer> setIds = new HashMap<>();
        private final Map<CharBuffer, char[]> rows = new HashMap<>();
        private final List<RouteCandidates> setList = new ArrayList<>();

        Builder(FlatState s, RoutingAlgorithm routing, int classes) {
            this.s = s;
            this.topology = s.topology;
            this.routing = routing;
            this.classes = classes;
        }

        RouteTable build() {
            char[][] laneRow = new char[s.channels * s.vcs][];
            char[][] bySwitchClass = new char[s.switches * classes][];
            for (int c = 0; c < s.channels; c++) {
                if (s.sinkHost[c] >= 0) {
                    continue;
                }
                int sw = s.chanTarget[c];
                for (int v = 0; v < s.vcs; v++) {
                    int cls = routing.inputClass(sw, s.chanTargetPort[c], v);
                    int key = sw * classes + cls;
                    if (bySwitchClass[key] == null) {
                        bySwitchClass[key] = row(sw, s.chanTargetPort[c], v, topology.hostNode(0));
                    }
                    laneRow[c * s.vcs + v] = bySwitchClass[key];
                }
            }
            char[][] hostRow = new char[s.hosts][];
            for (int h = 0; h < s.hosts; h++) {
                hostRow[h] = row(topology.hostNode(h), -1, -1, topology.hostNode(h));
            }
            return new RouteTable(laneRow, hostRow, setList.toArray(new RouteCandidates[0]), topology.hostNode(0));
        }

        /** The row of a head at {@code node} that arrived on inPort / inVc, for every destination host. */
        private char[] row(int node, int inPort, int inVc, int source) {
            char[] row = new char[s.hosts];
            for (int d = 0; d < s.hosts; d++) {
                probe.reset(source, topology.hostNode(d));
                probe.setHopsTaken(topology.isSwitch(node) ? 1 : 0);
                scratch.clear();
                routing.route(node, inPort, inVc, probe, scratch);
                row[d] = (char) setId();
            }
            char[] shared = rows.putIfAbsent(CharBuffer.wrap(row), row);
            return shared == null ? row : shared;
        }

        private int setId() {
            int[] pairs = new int[2 * scratch.size()];
            for (int i = 0; i < scratch.size(); i++) {
                pairs[2 * i] = scratch.port(i);
                pairs[2 * i + 1] = scratch.vc(i);
            }
            IntBuffer key = IntBuffer.wrap(pairs);
            Integer id = setIds.get(key);
            if (id != null) {
                return id;
            }
            if (setList.size() > Character.MAX_VALUE) {
                throw new IllegalStateException("more distinct candidate sets than a char numbers");
            }
            RouteCandidates set = new RouteCandidates();
            for (int i = 0; i < pairs.length; i += 2) {
                set.add(pairs[i], pairs[i + 1]);
            }
            setIds.put(key, setList.size());
            setList.add(set);
            return setList.size() - 1;
        }
    }
}
