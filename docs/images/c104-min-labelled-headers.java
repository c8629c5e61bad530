import java.util.*;
import org.flitlab.routing.interval.IntervalLabellingRouting;
import org.flitlab.topology.Topology;
import org.flitlab.topology.multistage.C104MinTopology;

/**
 * C104 Table 7.9 at 1024 (issue 18, session 12): exact channel loads of universal routing whose random header is a
 * terminal address routed by FlitLab's interval labels. Not part of FlitLab: a script, run with
 * {@code java -cp "target/flitlab.jar:target/lib/*" docs/images/c104-min-labelled-headers.java TERMINALS MODE CONSTANT}:
 * MODE {@code right} (a source's switch draws among the addresses whose labelled route reaches a right-hand switch,
 * where the header comes off: `firstPhase` `labelled-header`, whose bound `flitlab bound` gives too) or {@code turn}
 * (it draws among every terminal not on its switch, the header coming off where its route turns down, a middle switch
 * for the source's own quarter at 1024) or {@code all} (session 13: as {@code turn}, but among every terminal, the
 * source's own switch and the source included, whose header comes off at the source's switch); phase 2 by the labels
 * to the source + CONSTANT (a negative CONSTANT: uniform
 * destinations). Prints the busiest switch-to-switch link, its bound, the per-stage loads and the busiest links.
 */
public class L {
    static Topology t; static IntervalLabellingRouting lab; static double[] load;
    public static void main(String[] a) {
        int n = Integer.parseInt(a[0]); String mode = a[1]; int c = Integer.parseInt(a[2]);
        int nets = a.length > 3 ? Integer.parseInt(a[3]) : 16;
        C104MinTopology.Params p = new C104MinTopology.Params(n, 1, 32, nets);
        t = C104MinTopology.build(p);
        lab = IntervalLabellingRouting.labelling(t, 1);
        load = new double[t.channelCount()];
        Set<Integer> rights = new HashSet<>(); for (int r : C104MinTopology.stages(p).rightSwitches()) rights.add(r); rts.addAll(rights); for (int m : C104MinTopology.stages(p).middleSwitches()) mids.add(m);
        for (int s = 0; s < n; s++) {
            int ss = t.hostSwitch(t.hostNode(s));
            List<int[]> inter = new ArrayList<>(); // {turn switch}
            for (int r = 0; r < n; r++) {
                if (t.hostSwitch(t.hostNode(r)) == ss && !mode.equals("all")) continue;
                List<Integer> path = route(ss, r);
                int top = path.get(path.size() - 1);
                if (mode.equals("right") && !rights.contains(top)) continue;
                inter.add(new int[]{r, top});
            }
            int d = c < 0 ? -1 : (s + c) % n;
            for (int[] x : inter) {
                double w = 1.0 / inter.size();
                // phase 1: labelled route of r up to x[1]
                int cur = ss;
                while (cur != x[1]) { int q = lab.output(cur, x[0]); load[t.channelOut(cur, q)] += w; cur = t.neighbor(cur, q); }
                if (c < 0) { // random destination traffic for phase 2
                    for (int dd = 0; dd < n; dd++) if (dd != s) walk(cur, dd, w / (n - 1));
                } else walk(cur, d, w);
            }
        }
        report();
    }
    static List<Integer> route(int s, int r) { // switches visited going up until it turns
        List<Integer> path = new ArrayList<>(); path.add(s); int cur = s; int prevLevel = level(s);
        while (true) { int q = lab.output(cur, r); int nx = t.neighbor(cur, q); if (!t.isSwitch(nx)) break;
            if (level(nx) < level(cur)) break; path.add(nx); cur = nx; }
        return path;
    }
    static Set<Integer> mids = new HashSet<>(), rts = new HashSet<>();
    static int level(int sw) { return rts.contains(sw) ? 2 : mids.contains(sw) ? 1 : 0; }
    static void walk(int s, int d, double w) { while (t.isSwitch(s)) { int q = lab.output(s, d); load[t.channelOut(s, q)] += w; s = t.neighbor(s, q); } }
    static void report() {
        Map<String, double[]> stage = new TreeMap<>(); double max = 0;
        for (int ch = 0; ch < load.length; ch++) {
            if (!t.isSwitch(t.channelSource(ch)) || !t.isSwitch(t.channelTarget(ch))) continue;
            String k = t.node(t.channelSource(ch)).name().replaceAll("\\d", "") + "->" + t.node(t.channelTarget(ch)).name().replaceAll("\\d", "");
            double[] v = stage.computeIfAbsent(k, x -> new double[4]);
            v[0] += load[ch]; v[1] = Math.max(v[1], load[ch]); v[2] += load[ch] < 1e-12 ? 1 : 0; v[3]++; max = Math.max(max, load[ch]);
        }
        System.out.printf("busiest switch link %.4f, bound %.4f%n", max, 1 / max); StringBuilder sb = new StringBuilder(); for (int ch = 0; ch < load.length; ch++) if (load[ch] > max - 1e-9) sb.append(ch).append(","); System.out.println("busiest links: " + sb);
        stage.forEach((k, v) -> System.out.printf("  %-14s %5d links: mean %.3f, max %.3f, unused %d%n", k, (int) v[3], v[0] / v[3], v[1], (int) v[2]));
    }
}
