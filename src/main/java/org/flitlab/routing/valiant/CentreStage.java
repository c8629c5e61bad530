package org.flitlab.routing.valiant;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Optional;
import java.util.stream.IntStream;
import org.flitlab.routing.shortest.SwitchDistances;
import org.flitlab.topology.Topology;

/**
 * The right-hand ("centre") switches of an indirect multistage network, through which the C104 study's universal
 * routing sends every packet (section 7.5: "via a randomly chosen node on the right hand side", Figure 7.1). The
 * network is folded: terminals hang on the left-hand switches only, and a packet goes right to a centre switch and
 * turns back left.
 *
 * <p>Universal routing is deadlock-free on these switches exactly when the network is <em>levelled</em> around
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

    /** Hop distance of every switch from the nearest switch with hosts (multi-source breadth-first search). */
    static int[] hostLevels(Topology topology) {
        int[] level = new int[topology.switchCount()];
        Arrays.fill(level, -1);
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        for (int s = 0; s < level.length; s++) {
            if (topology.hostPorts(s).length > 0) {
                level[s] = 0;
                queue.add(s);
            }
        }
        while (!queue.isEmpty()) {
            int v = queue.poll();
            for (int p = 0; p < topology.portCount(v); p++) {
                int n = topology.neighbor(v, p);
                if (topology.isSwitch(n) && level[n] < 0) {
                    level[n] = level[v] + 1;
                    queue.add(n);
                }
            }
        }
        return level;
    }

    /**
     * Why universal routing through these switches would not be the study's deadlock-free turn-back routing on
     * {@code distances.topology()}, or empty if it is: a switch that does not exist, a centre switch with hosts,
     * or one not at the same distance from every switch with hosts.
     */
    public Optional<String> problem(SwitchDistances distances) {
        Topology topology = distances.topology();
        int[] hostSwitches = IntStream.range(0, topology.switchCount())
                .filter(s -> topology.hostPorts(s).length > 0).toArray();
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
        int level = distances.distance(hostSwitches[0], switches[0]);
        for (int c : switches) {
            for (int h : hostSwitches) {
                if (distances.distance(h, c) != level) {
                    return Optional.of("centre switch " + c + " is " + distances.distance(h, c) + " hops from switch " + h
                            + " with hosts but centre switch " + switches[0] + " is " + level + " hops from switch "
                            + hostSwitches[0] + "; every centre switch must be equally far from every switch with hosts");
                }
            }
        }
        return Optional.empty();
    }
}
