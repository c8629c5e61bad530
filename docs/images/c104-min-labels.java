import java.util.*;
import org.flitlab.routing.interval.CentreLabels;
import org.flitlab.routing.interval.IntervalLabellingRouting;
import org.flitlab.topology.Topology;
import org.flitlab.topology.multistage.C104MinTopology;

/**
 * C104 Tables 7.7 and 7.8 at 1024 (issue 18, session 11): exact channel loads of interval labelling on the 1024-way
 * network, per unit of a terminal's load. Not part of FlitLab: a script, run with
 * {@code java -cp "target/flitlab.jar:target/lib/*" docs/images/c104-min-labels.java CENTRE_NETWORKS LABELS PATTERN}:
 * CENTRE_NETWORKS 16 or 8, LABELS {@code destinations} or {@code traffic} (the routing's {@code centreNetworkLabels}),
 * PATTERN {@code uniform} (Table 7.7) or a constant C (Table 7.8's add-C permutation). Prints per stage the links, their
 * mean and largest load and how many carry nothing; for uniform traffic the destinations and load of each output of
 * left switch 0 and of middle switch 0 (network 0's, under left switches 0-15); for a permutation how many sources have
 * each bottleneck (the largest load on their route) and the mean of 1/bottleneck, a throughput estimate when every
 * source gets its bottleneck's fair share.
 */
public class C104MinLabels {
    private static Topology t;
    private static IntervalLabellingRouting il;

    public static void main(String[] a) {
        int nets = Integer.parseInt(a[0]);
        t = C104MinTopology.build(new C104MinTopology.Params(1024, 1, 32, nets));
        il = IntervalLabellingRouting.labelling(t, 1, CentreLabels.valueOf(a[1].toUpperCase(Locale.ROOT)));
        boolean uniform = a[2].equals("uniform");
        int c = uniform ? 0 : Integer.parseInt(a[2]);
        int n = t.hostCount();
        double[] load = new double[t.channelCount()];
        List<List<Integer>> routes = new ArrayList<>();
        for (int s = 0; s < n; s++) {
            for (int d = 0; d < n; d++) {
                if (d != s && (uniform || d == (s + c) % n)) {
                    routes.add(route(s, d, uniform ? 1.0 / (n - 1) : 1, load));
                }
            }
        }
        stages(load);
        if (uniform) {
            outputs("left0", load);
            outputs("middle0", load);
        } else {
            bottlenecks(routes, load, n);
        }
    }

    private static List<Integer> route(int s, int d, double w, double[] load) {
        List<Integer> r = new ArrayList<>();
        int x = t.hostSwitch(t.hostNode(s));
        while (t.isSwitch(x)) {
            int ch = t.channelOut(x, il.output(x, d));
            load[ch] += w;
            r.add(ch);
            x = t.channelTarget(ch);
        }
        return r;
    }

    private static String stage(int node) {
        return t.isSwitch(node) ? t.node(node).name().replaceAll("\\d", "") : "terminal";
    }

    private static void stages(double[] load) {
        Map<String, double[]> stage = new TreeMap<>();
        for (int ch = 0; ch < load.length; ch++) {
            if (t.isSwitch(t.channelSource(ch)) && t.isSwitch(t.channelTarget(ch))) {
                double[] v = stage.computeIfAbsent(stage(t.channelSource(ch)) + "->" + stage(t.channelTarget(ch)),
                        k -> new double[4]);
                v[0] += load[ch];
                v[1] = Math.max(v[1], load[ch]);
                v[2] += load[ch] < 1e-12 ? 1 : 0;
                v[3]++;
            }
        }
        stage.forEach((k, v) -> System.out.printf("  %-14s %4d links: mean %.3f, max %.3f, carrying nothing %d%n",
                k, (int) v[3], v[0] / v[3], v[1], (int) v[2]));
    }

    private static void outputs(String name, double[] load) {
        int s = 0;
        while (!t.node(s).name().equals(name)) {
            s++;
        }
        int[] count = new int[t.portCount(s)];
        for (int d = 0; d < t.hostCount(); d++) {
            count[il.output(s, d)]++;
        }
        StringBuilder b = new StringBuilder("  " + name + " port: destinations / load");
        for (int q = 0; q < count.length; q++) {
            if (t.isSwitch(t.neighbor(s, q))) {
                b.append(String.format(" %d: %d / %.2f;", q, count[q], load[t.channelOut(s, q)]));
            }
        }
        System.out.println(b);
    }

    private static void bottlenecks(List<List<Integer>> routes, double[] load, int n) {
        TreeMap<Integer, Integer> sources = new TreeMap<>();
        double share = 0;
        for (List<Integer> r : routes) {
            int b = (int) Math.round(r.stream().mapToDouble(ch -> load[ch]).max().orElse(1));
            sources.merge(b, 1, Integer::sum);
            share += 1.0 / b;
        }
        System.out.printf("  sources by bottleneck load %s; mean 1/bottleneck %.2f%%%n", sources, 100 * share / n);
    }
}
