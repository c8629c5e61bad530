package org.flitlab.network.flat;

import org.flitlab.routing.ProbePacket;
import org.flitlab.routing.RouteCandidates;
import org.flitlab.routing.RoutingAlgorithm;

/**
 * The run's routing algorithm as a table (issue 19: "every routing as a precomputed table"), whose entries are the
 * algorithm's own answers. A routing says in {@link RoutingAlgorithm#inputClasses} whether its answer depends only on
 * where the head is, its destination and a class of its arrival. If so, each (switch, input class) has a row over
 * destination hosts, shared by the input lanes of that class, and each host a row for injection; an entry is the
 * number of a candidate set, a byte ({@link CandidateSets}: each distinct set kept once, at most 255 numbered; a
 * routing with more distinct answers is asked again for those that found no number). A deterministic routing has one
 * candidate port per entry; an adaptive one a set, from which the run's selection policy still picks at run time.
 *
 * <p>An entry is filled the first time a head asks it, by asking the algorithm once (0 = not yet asked): a table
 * built eagerly cost 80-200 ms on the 1024-terminal case 4 (two million questions, most never asked in a run) and
 * would be paid again by every rewind of the workbench. Since the answer is a function of the key, filling on demand
 * gives the same entries; after the first packets the rows hold what the run needs and nothing is allocated.
 *
 * <p>Routings whose answer reads the packet's source, hops, route word or source route (source routing, fixed
 * routes, Valiant, a tie drawn per packet on a torus) are not tabled: {@link #build} returns null and the kernel asks
 * the algorithm per head. So does a table of more than {@link #MAX_ENTRIES} entries.
 */
final class RouteTable {
    /**
     * Above this many entries (rows times destinations, a byte each) the kernel asks the algorithm instead: a table
     * larger than a core's cache misses on most lookups, where the algorithm's own arrays (a few ints per switch) stay
     * cached. On case 4 (1,024 switches and hosts, 2 M entries) the table made the run 10-20% slower and its heap 4 MB
     * larger (docs/performance.md, "Session 7"); an 8x8 mesh has 8 K entries, a 16x16 mesh 128 K.
     */
    static final long MAX_ENTRIES = 1L << 18;

    private final FlatState s;
    private final RoutingAlgorithm routing;
    /** laneRow[g]: the row of input lane g (a virtual channel of a channel ending at a switch), else null. */
    private final byte[][] laneRow;
    /** hostRow[h]: the row of host h's injection, made at its first packet. */
    private final byte[][] hostRow;
    private final CandidateSets sets = new CandidateSets();
    private final int hostBase;
    private final ProbePacket probe = new ProbePacket();
    private final RouteCandidates scratch = new RouteCandidates();

    private RouteTable(FlatState s, RoutingAlgorithm routing, int classes) {
        this.s = s;
        this.routing = routing;
        this.hostBase = s.topology.hostNode(0);
        this.laneRow = new byte[s.channels * s.vcs][];
        this.hostRow = new byte[s.hosts][];
        byte[][] bySwitchClass = new byte[s.switches * classes][];
        for (int c = 0; c < s.channels; c++) {
            if (s.sinkHost[c] >= 0) {
                continue;
            }
            int sw = s.chanTarget[c];
            for (int v = 0; v < s.vcs; v++) {
                int key = sw * classes + routing.inputClass(sw, s.chanTargetPort[c], v);
                if (bySwitchClass[key] == null) {
                    bySwitchClass[key] = new byte[s.hosts];
                }
                laneRow[c * s.vcs + v] = bySwitchClass[key];
            }
        }
    }

    /**
     * The table of {@code routing} for {@code s}'s network, or null when the routing is not tabled or the table would
     * be too large (then the kernel asks the algorithm per head).
     */
    static RouteTable build(FlatState s, RoutingAlgorithm routing) {
        int classes = routing.inputClasses();
        if (classes <= 0 || ((long) s.switches * classes + s.hosts) * s.hosts > MAX_ENTRIES) {
            return null;
        }
        return new RouteTable(s, routing, classes);
    }

    /** The candidates for a head at the front of input lane {@code g} bound for host node {@code destination}. */
    RouteCandidates atLane(int g, int destination) {
        byte[] row = laneRow[g];
        int d = destination - hostBase;
        int id = row[d] & 0xFF;
        if (id == 0) {
            int c = s.vcChannel[g];
            return ask(row, d, s.chanTarget[c], s.chanTargetPort[c], s.vcIndex[g], 1);
        }
        return sets.set[id];
    }

    /** The candidates for a packet injected by host {@code h} bound for host node {@code destination}. */
    RouteCandidates atHost(int h, int destination) {
        byte[] row = hostRow[h];
        if (row == null) {
            row = new byte[s.hosts];
            hostRow[h] = row;
        }
        int d = destination - hostBase;
        int id = row[d] & 0xFF;
        if (id == 0) {
            return ask(row, d, hostBase + h, -1, -1, 0);
        }
        return sets.set[id];
    }

    /**
     * Asks the algorithm for entry d of row, as a packet from the first host that has taken {@code hops}, and keeps the
     * answer's number there; an answer that finds no number (more than {@link CandidateSets#MAX} distinct sets) is
     * asked again each time.
     */
    private RouteCandidates ask(byte[] row, int d, int node, int inPort, int inVc, int hops) {
        probe.reset(hostBase, hostBase + d);
        probe.setHopsTaken(hops);
        scratch.clear();
        routing.route(node, inPort, inVc, probe, scratch);
        int id = sets.idOf(scratch);
        row[d] = (byte) id;
        return id == 0 ? scratch : sets.set[id];
    }
}
