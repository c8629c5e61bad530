package org.flitlab.routing.valiant;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Optional;
import java.util.stream.IntStream;
import org.flitlab.topology.Topology;

/**
 * The right-hand ("centre") switches of an indirect multistage network, through which the C104 study's universal
 * routing sends every packet (section 7.5: "via a randomly chosen node on the right hand side", Figure 7.1). The
 * network is folded: terminals hang on the left-hand switches only, and a packet goes right to a centre switch and
 * turns back left.
 *
 * <p>Universal routing through these switches is deadlock-free when the network is <em>levelled</em> around
 * them, which {@link #problem} checks: call a switch's level its hop distance from the nearest switch with hosts;
 * every centre switch must be at the same level {@code L >= 1} and at distance exactly {@code L} from every switch
 * with hosts. Then every shortest path from a host's switch to a centre switch climbs one level per hop and every
 * shortest path back descends one level per hop, so phase 1 uses only upward channels, phase 2 only downward ones,
 * and the channels ordered (upward by rising level, then downward by falling level) are taken in increasing order
 * by every route: no cycle of channel dependencies, hence no deadlock, with a single virtual channel.
 *
 * <p>The C104 networks of 64 and 256 terminals (two columns) and of 1024 (centre networks of three stages) are
 * levelled around their right-hand switches, which are also the switches {@link #farthestFromHosts} finds, so the
 * factory needs no family-specific knowledge; a generator that knows its stages may pass them explicitly.
 *
 * @param switches the centre switch ids, distinct, at least one; a copy is kept and returned
 */
public record CentreStage(int[] switches) {
    public CentreStage {
        if (switches.length == 0) {
            throw new IllegalArgumentException("switches is empty; a centre stage needs at least one switch");
        }
        switches = switches.clone();
        if (Arrays.stream(switches).distinct().count() != switches.length) {
            throw new IllegalArgumentException("switches is " + Arrays.toString(switches) + "; each switch may appear once");
        }
    }

    @Override
    public int[] switches() {
        return switches.clone();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof CentreStage c && Arrays.equals(c.switches, switches);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(switches);
    }

    @Override
    public String toString() {
        return "CentreStage" + Arrays.toString(switches);
    }

    /**
     * The switches farthest (in switch hops) from every switch with hosts: the right-hand column of a folded
     * multistage network. On a topology where every switch has hosts, that is every switch (and {@link #problem}
     * then refuses it).
     */
    public static CentreStage farthestFromHosts(Topology topology) {
        int[] level = hostLevels(topology);
        int top = Arrays.stream(level).max().orElse(0);
        return new CentreStage(IntStream.range(0, level.length).filter(s -> level[s] == top).toArray());
    }

    /** Hop distance of every switch from the nearest switch with hosts. */
    static int[] hostLevels(Topology topology) {
        return distancesFrom(topology, hostSwitches(topology));
    }

    private static int[] hostSwitches(Topology topology) {
        return IntStream.range(0, topology.switchCount()).filter(s -> topology.hostPorts(s).length > 0).toArray();
    }

    /** Switch hops from the nearest of {@code sources} to every switch (breadth-first; -1 where unreachable). */
    private static int[] distancesFrom(Topology topology, int... sources) {
        int[] distance = new int[topology.switchCount()];
        Arrays.fill(distance, -1);
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        for (int s : sources) {
            distance[s] = 0;
            queue.add(s);
        }
        while (!queue.isEmpty()) {
            int v = queue.poll();
            for (int p = 0; p < topology.portCount(v); p++) {
                int n = topology.neighbor(v, p);
                if (topology.isSwitch(n) && distance[n] < 0) {
                    distance[n] = distance[v] + 1;
                    queue.add(n);
                }
            }
        }
        return distance;
    }

    /**
     * Why universal routing through these switches would not be the study's deadlock-free turn-back routing on
     * {@code topology}, or empty if it is: a switch that does not exist, a centre switch with hosts, or one not at
     * the same distance from every switch with hosts. Costs one breadth-first search per centre switch.
     */
    public Optional<String> problem(Topology topology) {
        int[] hostSwitches = hostSwitches(topology);
        if (hostSwitches.length == 0) {
            return Optional.of("the topology has no hosts");
        }
        for (int c : switches) {
            if (c < 0 || c >= topology.switchCount()) {
                return Optional.of("centre switch " + c + " does not exist; switches are 0.." + (topology.switchCount() - 1));
            }
            if (topology.hostPorts(c).length > 0) {
                return Optional.of(hostSwitches.length == topology.switchCount()
                        ? "every switch has hosts, so there is no centre stage to turn back at"
                        : "centre switch " + c + " has hosts; a centre switch must have none");
            }
        }
        int level = distancesFrom(topology, switches[0])[hostSwitches[0]];
        for (int c : switches) {
            int[] distance = distancesFrom(topology, c);
            for (int h : hostSwitches) {
                if (distance[h] != level) {
                    return Optional.of("centre switch " + c + " is " + hops(distance[h]) + " from switch " + h
                            + " but centre switch " + switches[0] + " is " + hops(level) + " from switch " + hostSwitches[0]
                            + "; every centre switch must be equally far from every switch with hosts");
                }
            }
        }
        return Optional.empty();
    }

    private static String hops(int n) {
        return n + (n == 1 ? " hop" : " hops");
    }
}
