package org.flitlab.network.atm;

import java.util.List;
import org.flitlab.topology.Topology;

/**
 * The "maximum achievable goodput" that Bianco et al. draw dot-dashed on Figures 4-7, 10 and 13: what persistent
 * flows on fixed routes could get at most, once the background cells and the AAL5 overhead are taken out. Each
 * switch-to-switch channel has capacity {@code 1 - backgroundLoad(c)} cells per slot, where the background load of
 * a channel is exact for uniform Poisson cells on {@link CellRoutes}: {@code lambda * (pairs routed through c) /
 * (N - 1)}. The flows' cell rates are the max-min fair allocation on those capacities (progressive filling), and a
 * flow's goodput is its cell rate times the payload efficiency ({@link Aal5#payloadEfficiency}, 0.898 for TCP).
 * ACK cells (one per 192 data cells, on the reverse routes) are left out. Stateless.
 */
public final class GoodputBound {
    private GoodputBound() {
    }

    /** Background cells per slot on every channel (index: channel id; host channels 0). */
    public static double[] backgroundLoads(Topology t, double lambda) {
        CellRoutes routes = new CellRoutes(t);
        int n = t.switchCount();
        double[] load = new double[t.channelCount()];
        for (int s = 0; s < n; s++) {
            for (int d = 0; d < n; d++) {
                for (int at = s, c = routes.next(at, d); c >= 0; at = t.channelTarget(c), c = routes.next(at, d)) {
                    load[c] += lambda / (n - 1);
                }
            }
        }
        return load;
    }

    /**
     * The max-min fair goodput of each flow, fractions of the link rate.
     *
     * @param switchPaths        each flow's route, switch ids
     * @param lambda             background cells per slot per switch
     * @param payloadEfficiency  goodput per cell rate
     */
    public static double[] perFlow(Topology t, List<List<Integer>> switchPaths, double lambda, double payloadEfficiency) {
        double[] capacity = residualCapacity(t, lambda);
        int f = switchPaths.size();
        int[][] uses = channelsUsed(t, switchPaths);
        double[] rate = new double[f];
        boolean[] frozen = new boolean[f];
        for (int round = 0; round < f; round++) {
            double step = Double.POSITIVE_INFINITY;
            int bottleneck = -1;
            for (int c = 0; c < capacity.length; c++) {
                int active = 0;
                double usedBy = 0;
                for (int i = 0; i < f; i++) {
                    if (contains(uses[i], c)) {
                        usedBy += rate[i];
                        active += frozen[i] ? 0 : 1;
                    }
                }
                if (active > 0 && (capacity[c] - usedBy) / active < step) {
                    step = (capacity[c] - usedBy) / active;
                    bottleneck = c;
                }
            }
            if (bottleneck < 0) {
                break;
            }
            for (int i = 0; i < f; i++) {
                if (!frozen[i]) {
                    rate[i] += step;
                    frozen[i] = contains(uses[i], bottleneck);
                }
            }
        }
        for (int i = 0; i < f; i++) {
            rate[i] = Math.min(1, rate[i]) * payloadEfficiency;
        }
        return rate;
    }

    /** What the background load leaves of each channel, fractions of the link rate. */
    private static double[] residualCapacity(Topology t, double lambda) {
        double[] capacity = backgroundLoads(t, lambda);
        for (int c = 0; c < capacity.length; c++) {
            capacity[c] = Math.max(0, 1 - capacity[c]);
        }
        return capacity;
    }

    /** The channels each flow's switch path crosses, in order. */
    private static int[][] channelsUsed(Topology t, List<List<Integer>> switchPaths) {
        int[][] uses = new int[switchPaths.size()][];
        for (int i = 0; i < uses.length; i++) {
            List<Integer> p = switchPaths.get(i);
            uses[i] = new int[p.size() - 1];
            for (int h = 0; h + 1 < p.size(); h++) {
                uses[i][h] = channel(t, p.get(h), p.get(h + 1));
            }
        }
        return uses;
    }

    /** The mean of {@link #perFlow}: the dot-dashed line. */
    public static double meanGoodput(Topology t, List<List<Integer>> switchPaths, double lambda, double payloadEfficiency) {
        double sum = 0;
        double[] r = perFlow(t, switchPaths, lambda, payloadEfficiency);
        for (double x : r) {
            sum += x;
        }
        return sum / r.length;
    }

    private static boolean contains(int[] a, int x) {
        for (int v : a) {
            if (v == x) {
                return true;
            }
        }
        return false;
    }

    private static int channel(Topology t, int a, int b) {
        for (int p = 0; p < t.portCount(a); p++) {
            if (t.neighbor(a, p) == b) {
                return t.channelOut(a, p);
            }
        }
        throw new IllegalArgumentException("switch path step " + a + " -> " + b + " is not a link of the topology");
    }
}
