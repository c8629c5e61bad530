package org.flitlab.gui.editor;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import org.flitlab.topology.LayoutHint;
import org.flitlab.topology.Link;
import org.flitlab.topology.Topology;
import org.jgrapht.alg.drawing.FRLayoutAlgorithm2D;
import org.jgrapht.alg.drawing.model.Box2D;
import org.jgrapht.alg.drawing.model.MapLayoutModel2D;

/**
 * The canvas's automatic layouts: the topology's own hints, a grid, a circle, tiers (breadth-first levels from
 * switch 0, the up*&#47;down* root, as AN1 draws its networks) and force-directed (Fruchterman and Reingold, via
 * JGraphT). Each places the switches; every host then sits just outside its switch, away from the centre.
 * Positions are in layout units, about one switch spacing apart. Stateless; the force layout is seeded, so a
 * topology always gets the same drawing.
 */
public enum AutoLayout {
    HINTS("Layout hints"), GRID("Grid"), CIRCLE("Circle"), TIERS("Tiers"), FORCE("Force-directed");

    private final String displayName;

    AutoLayout(String displayName) {
        this.displayName = displayName;
    }

    public String displayName() {
        return displayName;
    }

    /** The layout of {@code t} in this style. */
    public NetworkLayout apply(Topology t) {
        if (this == HINTS) {
            return new NetworkLayout(t);
        }
        int s = t.switchCount();
        double[][] p = switch (this) {
            case GRID -> grid(s);
            case CIRCLE -> circle(s);
            case TIERS -> tiers(t);
            default -> force(t);
        };
        return new NetworkLayout(t, withHosts(t, p));
    }

    private static double[][] grid(int s) {
        int cols = (int) Math.ceil(Math.sqrt(s));
        double[][] p = new double[s][];
        for (int i = 0; i < s; i++) {
            p[i] = new double[] {(i % cols) * 1.6, (i / cols) * 1.6};
        }
        return p;
    }

    private static double[][] circle(int s) {
        double r = Math.max(1, s * 1.6 / (2 * Math.PI));
        double[][] p = new double[s][];
        for (int i = 0; i < s; i++) {
            double a = 2 * Math.PI * i / s - Math.PI / 2;
            p[i] = new double[] {r * Math.cos(a), r * Math.sin(a)};
        }
        return p;
    }

    /** Breadth-first levels from switch 0, one row per level, switches spread evenly in their row. */
    private static double[][] tiers(Topology t) {
        int s = t.switchCount();
        int[] level = new int[s];
        Arrays.fill(level, -1);
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        for (int start = 0; start < s; start++) {
            if (level[start] >= 0) {
                continue;
            }
            level[start] = start == 0 ? 0 : Arrays.stream(level).max().getAsInt() + 1;
            queue.add(start);
            while (!queue.isEmpty()) {
                int n = queue.poll();
                for (int port = 0; port < t.portCount(n); port++) {
                    int m = t.neighbor(n, port);
                    if (m >= 0 && m < s && level[m] < 0) {
                        level[m] = level[n] + 1;
                        queue.add(m);
                    }
                }
            }
        }
        int levels = Arrays.stream(level).max().orElse(0) + 1;
        int[] width = new int[levels];
        for (int l : level) {
            width[l]++;
        }
        int widest = Arrays.stream(width).max().orElse(1);
        int[] placed = new int[levels];
        double[][] p = new double[s][];
        for (int i = 0; i < s; i++) {
            int l = level[i];
            double spacing = widest * 1.6 / (width[l] + 1);
            p[i] = new double[] {spacing * (++placed[l]), l * 2.0};
        }
        return p;
    }

    private static double[][] force(Topology t) {
        int s = t.switchCount();
        double side = Math.max(2, Math.sqrt(s) * 1.8);
        MapLayoutModel2D<Integer> model = new MapLayoutModel2D<>(new Box2D(side, side));
        new FRLayoutAlgorithm2D<Integer, Link>(300, 0.5, new Random(s)).layout(t.switchGraph(), model);
        double[][] p = new double[s][];
        for (int i = 0; i < s; i++) {
            var pt = model.get(i);
            p[i] = pt == null ? new double[] {0, 0} : new double[] {pt.getX(), pt.getY()};
        }
        return spaced(p);
    }

    /** Scaled so that the closest two switches are 1.6 units apart, like the grid's spacing. */
    private static double[][] spaced(double[][] p) {
        double closest = Double.MAX_VALUE;
        for (int i = 0; i < p.length; i++) {
            for (int j = i + 1; j < p.length; j++) {
                closest = Math.min(closest, Math.hypot(p[i][0] - p[j][0], p[i][1] - p[j][1]));
            }
        }
        if (p.length < 2 || !(closest > 1e-6)) {
            return p;
        }
        double k = Math.min(1.6 / closest, 50);
        for (double[] q : p) {
            q[0] *= k;
            q[1] *= k;
        }
        return p;
    }

    /** Switch positions plus each host just outside its switch, fanned out away from the drawing's centre. */
    private static Map<Integer, LayoutHint> withHosts(Topology t, double[][] p) {
        Map<Integer, LayoutHint> m = new HashMap<>();
        double cx = Arrays.stream(p).mapToDouble(a -> a[0]).average().orElse(0);
        double cy = Arrays.stream(p).mapToDouble(a -> a[1]).average().orElse(0);
        for (int i = 0; i < p.length; i++) {
            m.put(i, new LayoutHint(p[i][0], p[i][1]));
            int[] hosts = t.hostsOf(i);
            double out = Math.atan2(p[i][1] - cy, p[i][0] - cx);
            if (p.length == 1) {
                out = Math.PI / 2;
            }
            for (int k = 0; k < hosts.length; k++) {
                double spread = hosts.length == 1 ? 0 : (k - (hosts.length - 1) / 2.0) * Math.min(0.5, 2.4 / hosts.length);
                double a = out + spread;
                m.put(hosts[k], new LayoutHint(p[i][0] + 0.6 * Math.cos(a), p[i][1] + 0.6 * Math.sin(a)));
            }
        }
        return m;
    }
}
