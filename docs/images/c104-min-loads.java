import java.util.*;
import java.util.stream.IntStream;
import org.flitlab.routing.interval.IntervalLabellingRouting;
import org.flitlab.routing.selection.StaticPairSelection;
import org.flitlab.routing.shortest.SwitchDistances;
import org.flitlab.topology.Topology;
import org.flitlab.topology.multistage.C104MinTopology;

/**
 * C104 Table 7.9 (issue 18): exact channel loads of universal routing on the C104 multistage network, per unit of a
 * terminal's load, under the add-a-constant permutation, for the readings of docs/reproductions.md. Not part of
 * FlitLab: a script, run with
 * {@code java -cp target/flitlab.jar docs/images/c104-min-loads.java TERMINALS INTERMEDIATE PHASE1 PHASE2 CONSTANT}:
 * INTERMEDIATE {@code right} (a uniformly drawn right-hand switch) or {@code centre} (a uniformly drawn switch next to
 * the source's: at 1024 the middle switch of a centre network); PHASE1 and PHASE2 {@code uniform} (the load split
 * equally over the parallel links: a random header) or {@code static} (FlitLab's {@code static-pair} choice, the
 * hash of source, destination and switch) or {@code fixedK} (another fixed choice per pair, drawn from a random stream
 * seeded by K and the pair), PHASE2 also {@code il} (the C104's interval labels from the intermediate on). {@code random} as INTERMEDIATE: uniform random traffic by interval labelling (Table 7.7). Prints
 * the load of the busiest switch-to-switch link, its bound, and per stage the mean, max and unused links. A sixth
 * argument {@code fixed-blocks} replaces the labels of the 1024-way network's middle switches for destinations they
 * send up by fixed blocks (uplink u for terminals 64u to 64u + 63): a labelling FlitLab does not build.
 * ({@code flitlab bound} gives the same numbers for the equal splits; it cannot apply the static choice.)
 */
public class C104MinLoads {
    private static Topology t;
    private static IntervalLabellingRouting labels;
    private static SwitchDistances dist;
    private static double[] load;
    private static int srcNode;
    private static int dstNode;
    private static String phase1;
    private static String phase2;
    private static Set<Integer> middles = Set.of();

    public static void main(String[] a) {
        int n = Integer.parseInt(a[0]);
        String inter = a[1];
        phase1 = a.length > 2 ? a[2] : "uniform";
        phase2 = a.length > 3 ? a[3] : "il";
        int c = a.length > 4 ? Integer.parseInt(a[4]) : 16;
        C104MinTopology.Params p = new C104MinTopology.Params(n, 1, 32);
        t = C104MinTopology.build(p);
        labels = IntervalLabellingRouting.labelling(t, 1);
        dist = new SwitchDistances(t);
        load = new double[t.channelCount()];
        int[] rights = C104MinTopology.stages(p).rightSwitches();
        if (a.length > 5 && a[5].equals("fixed-blocks")) {
            middles = new HashSet<>();
            for (int m : C104MinTopology.stages(p).middleSwitches()) {
                middles.add(m);
            }
        }
        for (int s = 0; s < n; s++) {
            int ss = t.hostSwitch(t.hostNode(s));
            srcNode = t.hostNode(s);
            if (inter.equals("random")) {
                for (int d = 0; d < n; d++) {
                    if (d != s) {
                        labelled(ss, d, 1.0 / (n - 1));
                    }
                }
                continue;
            }
            int d = (s + c) % n;
            dstNode = t.hostNode(d);
            int[] cand = inter.equals("right") ? rights : IntStream.range(0, t.portCount(ss))
                    .map(q -> t.neighbor(ss, q)).filter(t::isSwitch).distinct().toArray();
            for (int m : cand) {
                leg(ss, m, d, 1.0 / cand.length, 1);
            }
        }
        report();
    }

    /** Phase 1 toward switch m, or (phase 2) toward host index d. */
    private static void leg(int s, int m, int d, double w, int phase) {
        if (phase == 1 && s == m) {
            leg(s, -1, d, w, 2);
            return;
        }
        if (phase == 2) {
            int ds = t.hostSwitch(t.hostNode(d));
            if (s == ds || phase2.equals("il")) {
                labelled(s, d, w);
                return;
            }
            m = ds;
        }
        List<Integer> ports = new ArrayList<>();
        for (int i = 0; i < dist.switchPortCount(s); i++) {
            if (dist.distance(dist.switchNeighbour(s, i), m) == dist.distance(s, m) - 1) {
                ports.add(dist.switchPort(s, i));
            }
        }
        String how = phase == 1 ? phase1 : phase2;
        if (how.equals("static") || how.startsWith("fixed")) {
            int q = ports.get(how.equals("static") ? StaticPairSelection.choice(srcNode, dstNode, s, ports.size())
                    : fixedChoice(Long.parseLong(how.substring(5)), s, ports.size()));
            load[t.channelOut(s, q)] += w;
            leg(t.neighbor(s, q), m, d, w, phase);
            return;
        }
        for (int q : ports) {
            load[t.channelOut(s, q)] += w / ports.size();
            leg(t.neighbor(s, q), m, d, w / ports.size(), phase);
        }
    }

    /** A fixed choice per pair and switch, from a stream seeded by {@code salt}, the pair and the switch. */
    private static int fixedChoice(long salt, int s, int size) {
        long seed = ((salt * 1_000_003L + srcNode) * 1_000_003L + dstNode) * 1_000_003L + s;
        return new SplittableRandom(seed).nextInt(size);
    }

    private static void labelled(int s, int d, double w) {
        while (t.isSwitch(s)) {
            int q = labels.output(s, d);
            if (middles.contains(s) && t.node(t.neighbor(s, q)).name().startsWith("right")) {
                q = C104MinTopology.TERMINALS_PER_LEFT + d / 64;
            }
            load[t.channelOut(s, q)] += w;
            s = t.neighbor(s, q);
        }
    }

    private static void report() {
        Map<String, double[]> stage = new TreeMap<>();
        double max = 0;
        for (int ch = 0; ch < load.length; ch++) {
            if (!t.isSwitch(t.channelSource(ch)) || !t.isSwitch(t.channelTarget(ch))) {
                continue;
            }
            String k = t.node(t.channelSource(ch)).name().replaceAll("\\d", "") + "->"
                    + t.node(t.channelTarget(ch)).name().replaceAll("\\d", "");
            double[] v = stage.computeIfAbsent(k, x -> new double[4]);
            v[0] += load[ch];
            v[1] = Math.max(v[1], load[ch]);
            v[2] += load[ch] < 1e-12 ? 1 : 0;
            v[3]++;
            max = Math.max(max, load[ch]);
        }
        System.out.printf("busiest switch link %.4f, bound %.4f%n", max, 1 / max);
        stage.forEach((k, v) -> System.out.printf("  %-14s %5d links: mean %.3f, max %.3f, unused %d%n",
                k, (int) v[3], v[0] / v[3], v[1], (int) v[2]));
    }
}
