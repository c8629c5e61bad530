import java.util.*;
import org.flitlab.routing.interval.IntervalLabellingRouting;
import org.flitlab.routing.shortest.SwitchDistances;
import org.flitlab.topology.Topology;
import org.flitlab.topology.multistage.C104MinTopology;
import org.jgrapht.alg.flow.PushRelabelMFImpl;
import org.jgrapht.graph.DefaultWeightedEdge;
import org.jgrapht.graph.SimpleDirectedWeightedGraph;

/**
 * C104 Table 7.9 (issue 18, session 10): FlitLab's C104 multistage networks (`c104-min`) dumped link for link, to set
 * beside the chapter's description (7.2, 7.3.3). Not part of FlitLab: a script, run with
 * {@code java -cp target/flitlab.jar docs/images/c104-min-fabric.java [TERMINALS[:CENTRE_NETWORKS]...]} (default 64
 * 256 1024 1024:8, the last the network with {@code centreNetworks} 8). Prints
 * per size: switches per stage (named by the generator: left, middle, right), their ports, how many terminals each
 * left switch carries, the parallel links of every switch pair by stage pair (a histogram), the links of each stage
 * pair, the links crossing the natural middle cut (terminals 0 .. n/2-1 against the rest), the bisection as a maximum
 * flow from the first half of the terminals to the second (one unit per channel), which switches every left switch
 * shares a middle switch with, and path lengths in links (terminal link included): universal routing's (up to each
 * right-hand switch, then down, for every pair and every right-hand switch) and interval labelling's under uniform
 * traffic (Table 7.7).
 */
public class C104MinFabric {
    public static void main(String[] args) {
        String[] sizes = args.length == 0 ? new String[] {"64", "256", "1024", "1024:8"} : args;
        for (String size : sizes) {
            String[] nc = (size + ":16").split(":");
            int n = Integer.parseInt(nc[0]);
            Topology t = C104MinTopology.build(new C104MinTopology.Params(n, 1, 32, Integer.parseInt(nc[1])));
            System.out.printf("== %s terminals: %d switches, %d links (terminal links included)%n",
                    size, t.switchCount(), t.links().size());
            stages(t);
            pairs(t);
            System.out.printf("  middle cut: %d links; bisection (max flow, half to half): %d channels%n",
                    middleCut(t), bisection(t));
            groups(t);
            paths(t);
        }
    }

    private static String stage(Topology t, int node) {
        return t.isSwitch(node) ? t.node(node).name().replaceAll("\\d", "") : "terminal";
    }

    private static void stages(Topology t) {
        Map<String, int[]> count = new TreeMap<>();
        for (int s = 0; s < t.switchCount(); s++) {
            int[] c = count.computeIfAbsent(stage(t, s), k -> new int[3]);
            c[0]++;
            c[1] = Math.max(c[1], t.portCount(s));
            c[2] = Math.max(c[2], t.hostPorts(s).length);
        }
        count.forEach((k, c) -> System.out.printf("  %-7s %3d switches, %d ports each, at most %d terminals%n",
                k, c[0], c[1], c[2]));
    }

    /** Per stage pair: total links and a histogram of parallel links per switch pair. */
    private static void pairs(Topology t) {
        Map<String, Map<Long, Integer>> perPair = new TreeMap<>();
        for (int s = 0; s < t.switchCount(); s++) {
            for (int p = 0; p < t.portCount(s); p++) {
                int o = t.neighbor(s, p);
                if (t.isSwitch(o) && s < o) {
                    perPair.computeIfAbsent(stage(t, s) + "-" + stage(t, o), k -> new TreeMap<>())
                            .merge((long) s * 100000 + o, 1, Integer::sum);
                }
            }
        }
        perPair.forEach((k, m) -> {
            Map<Integer, Integer> hist = new TreeMap<>();
            m.values().forEach(v -> hist.merge(v, 1, Integer::sum));
            int links = m.values().stream().mapToInt(Integer::intValue).sum();
            System.out.printf("  %-13s %5d links, %4d connected pairs; pairs by parallel links %s%n",
                    k, links, m.size(), hist);
        });
    }

    /** Links crossing the natural cut: a switch with terminals on the side of its terminals, one without on the side most of its switch neighbours are on (the second half on a tie: the right-hand switches). */
    private static int middleCut(Topology t) {
        int half = t.hostCount() / 2;
        int[] side = new int[t.nodeCount()];
        Arrays.fill(side, -1);
        for (int h = 0; h < t.hostCount(); h++) {
            side[t.hostNode(h)] = h < half ? 0 : 1;
            side[t.hostSwitch(t.hostNode(h))] = h < half ? 0 : 1;
        }
        for (int round = 0; round < 3; round++) {
            for (int s = 0; s < t.switchCount(); s++) {
                if (side[s] >= 0) {
                    continue;
                }
                int[] votes = new int[2];
                for (int p = 0; p < t.portCount(s); p++) {
                    int o = side[t.neighbor(s, p)];
                    if (o >= 0) {
                        votes[o]++;
                    }
                }
                side[s] = votes[0] + votes[1] == 0 ? -1 : votes[0] > votes[1] ? 0 : 1;
            }
        }
        int crossing = 0;
        for (int s = 0; s < t.switchCount(); s++) {
            for (int p = 0; p < t.portCount(s); p++) {
                int o = t.neighbor(s, p);
                if (o > s && side[s] != side[o]) {
                    crossing++;
                }
            }
        }
        return crossing;
    }

    private static int bisection(Topology t) {
        SimpleDirectedWeightedGraph<Integer, DefaultWeightedEdge> g =
                new SimpleDirectedWeightedGraph<>(DefaultWeightedEdge.class);
        int src = t.nodeCount();
        int snk = src + 1;
        for (int v = 0; v <= snk; v++) {
            g.addVertex(v);
        }
        for (int ch = 0; ch < t.channelCount(); ch++) {
            add(g, t.channelSource(ch), t.channelTarget(ch), 1);
        }
        for (int h = 0; h < t.hostCount(); h++) {
            if (h < t.hostCount() / 2) {
                add(g, src, t.hostNode(h), 1e9);
            } else {
                add(g, t.hostNode(h), snk, 1e9);
            }
        }
        return (int) Math.round(new PushRelabelMFImpl<>(g).getMaximumFlowValue(src, snk));
    }

    private static void add(SimpleDirectedWeightedGraph<Integer, DefaultWeightedEdge> g, int a, int b, double w) {
        DefaultWeightedEdge e = g.getEdge(a, b);
        if (e == null) {
            g.setEdgeWeight(g.addEdge(a, b), w);
        } else {
            g.setEdgeWeight(e, g.getEdgeWeight(e) + w);
        }
    }

    /** For the three-stage network: how many centre networks each pair of left switches shares a middle switch in. */
    private static void groups(Topology t) {
        Map<Integer, Integer> shared = new TreeMap<>();
        List<int[]> middlesOf = new ArrayList<>();
        for (int s = 0; s < t.switchCount(); s++) {
            if (t.hostPorts(s).length > 0) {
                middlesOf.add(Arrays.stream(uplinkTargets(t, s)).filter(o -> stage(t, o).equals("middle")).toArray());
            }
        }
        if (middlesOf.get(0).length == 0) {
            return;
        }
        for (int a = 0; a < middlesOf.size(); a++) {
            for (int b = a + 1; b < middlesOf.size(); b++) {
                Set<Integer> ma = new HashSet<>();
                Arrays.stream(middlesOf.get(a)).forEach(ma::add);
                int common = (int) Arrays.stream(middlesOf.get(b)).filter(ma::contains).count();
                shared.merge(common, 1, Integer::sum);
            }
        }
        System.out.printf("  left-switch pairs by centre networks in which they share a middle switch: %s%n", shared);
    }

    private static int[] uplinkTargets(Topology t, int s) {
        return java.util.stream.IntStream.range(0, t.portCount(s)).map(p -> t.neighbor(s, p))
                .filter(t::isSwitch).toArray();
    }

    private static void paths(Topology t) {
        SwitchDistances dist = new SwitchDistances(t);
        IntervalLabellingRouting labels = IntervalLabellingRouting.labelling(t, 1);
        List<Integer> rights = new ArrayList<>();
        for (int s = 0; s < t.switchCount(); s++) {
            if (stage(t, s).equals("right")) {
                rights.add(s);
            }
        }
        Map<Integer, Long> universal = new TreeMap<>();
        Map<Integer, Long> random = new TreeMap<>();
        for (int a = 0; a < t.hostCount(); a++) {
            int sa = t.hostSwitch(t.hostNode(a));
            for (int b = 0; b < t.hostCount(); b++) {
                if (a == b) {
                    continue;
                }
                int sb = t.hostSwitch(t.hostNode(b));
                for (int r : rights) {
                    universal.merge(2 + dist.distance(sa, r) + dist.distance(r, sb), 1L, Long::sum);
                }
                int links = 1;
                for (int s = sa; t.isSwitch(s); s = t.neighbor(s, labels.output(s, b))) {
                    links++;
                }
                random.merge(links, 1L, Long::sum);
            }
        }
        System.out.printf("  path links, universal (pair x right-hand switch): %s; interval labelling, uniform: %s,"
                + " mean %.3f%n", universal, random, mean(random));
    }

    private static double mean(Map<Integer, Long> hist) {
        double sum = 0;
        long n = 0;
        for (var e : hist.entrySet()) {
            sum += e.getKey() * (double) e.getValue();
            n += e.getValue();
        }
        return sum / n;
    }
}
