package org.flitlab.gui.editor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import javafx.scene.paint.Color;
import org.flitlab.topology.Topology;
import org.junit.jupiter.api.Test;

/**
 * Window-free checks that every generator's drawing is readable at its default size on a workbench-sized canvas:
 * no two node boxes (switch with its name, host dot with its name) overlap, a torus's wrap arcs run clear of its
 * rows' straight links, and the heat map's colours stay far from the key's.
 */
class DrawingGeometryTest {
    private static final double W = 960;
    private static final double H = 600;

    @Test
    void noTwoNodeLabelsOverlapForAnyGeneratorAtItsDefaultSize() {
        for (String name : GeneratorDrawings.NAMES) {
            ScreenGeometry g = GeneratorDrawings.fitted(GeneratorDrawings.topology(name), W, H);
            List<String> clashes = LabelBoxes.overlaps(g);
            assertEquals(List.of(), clashes, name + ": these nodes' labels overlap");
        }
    }

    @Test
    void theFiveCubeIsFourNestedSquarePairsNotAGrid() {
        Topology t = GeneratorDrawings.topology("hypercube-5");
        NetworkLayout l = new NetworkLayout(t);
        // Switch 4 (bit 2 set) sits on the inner square, inside the outer square of switches 0..3.
        for (int s = 4; s < 8; s++) {
            assertTrue(Math.abs(l.x(s)) < Math.abs(l.x(s - 4)) && Math.abs(l.y(s)) < Math.abs(l.y(s - 4)), "s" + s);
        }
        // No link of the cube passes through a switch other than its two ends.
        for (var link : t.links()) {
            if (t.isSwitch(link.nodeA()) && t.isSwitch(link.nodeB())) {
                for (int n = 0; n < t.switchCount(); n++) {
                    if (n != link.nodeA() && n != link.nodeB()) {
                        double d = NetworkLayout.distanceToSegment(l.x(n), l.y(n), l.x(link.nodeA()), l.y(link.nodeA()),
                                l.x(link.nodeB()), l.y(link.nodeB()));
                        assertTrue(d > 0.3, "link " + link.id() + " passes " + d + " from s" + n);
                    }
                }
            }
        }
    }

    @Test
    void torusWrapArcsRunClearOfTheirRowsStraightLinks() {
        Topology t = GeneratorDrawings.topology("torus");
        ScreenGeometry g = GeneratorDrawings.fitted(t, W, H);
        int arcs = 0;
        int checked = 0;
        for (int c = 0; c < g.channels(); c++) {
            if (!g.layout().isArc(c / 2)) {
                continue;
            }
            arcs++;
            ChannelCurve arc = g.curve(c);
            int a = t.channelSource(c);
            int b = t.channelTarget(c);
            for (int s = 0; s < g.channels(); s++) {
                ChannelCurve line = g.curve(s);
                // The straight links of the arc's own row (or column); it crosses the links between rows.
                boolean sameLine = Math.abs(g.y(a) - g.y(b)) < 1e-6
                        ? Math.abs(line.y0() - line.y3()) < 8 && Math.abs(line.y0() - g.y(a)) < 8
                        : Math.abs(line.x0() - line.x3()) < 8 && Math.abs(line.x0() - g.x(a)) < 8;
                if (g.layout().isArc(s / 2) || g.hostChannel(s) || !sameLine) {
                    continue;
                }
                for (int i = 0; i <= 200; i++) {
                    double x = arc.x(i / 200.0);
                    double y = arc.y(i / 200.0);
                    // Away from the arc's own end switches and their host dots, where every link of the switch meets.
                    if (Math.hypot(x - g.x(a), y - g.y(a)) < 3 * g.nodeRadius(a)
                            || Math.hypot(x - g.x(b), y - g.y(b)) < 3 * g.nodeRadius(b)) {
                        continue;
                    }
                    // Four stroke widths between centre lines: two clearly separate lines.
                    double d = NetworkLayout.distanceToSegment(x, y, line.x0(), line.y0(), line.x3(), line.y3());
                    checked++;
                    assertTrue(d > 10, "wrap channel " + c + " runs " + d + " px from straight channel " + s);
                }
            }
        }
        // 4 rows and 5 columns, one wrap link (two channels) each.
        assertEquals(2 * (4 + 5), arcs);
        assertTrue(checked > 0, "some arc points were compared with their row's links");
    }

    @Test
    void heatColoursStayFarFromEveryKeyColour() {
        Color[] key = {NetworkPainter.TRANSMITTING, NetworkPainter.STALLED, NetworkPainter.DEADLOCK, NetworkPainter.IDLE,
            NetworkPainter.WORMS[0], NetworkPainter.ROUTE};
        for (int i = 0; i <= 100; i++) {
            Color h = HeatScale.heatColor(i / 100.0);
            for (Color k : key) {
                Color opaque = k.getOpacity() < 1 ? blend(k, NetworkPainter.BACKGROUND) : k;
                assertTrue(deltaE(h, opaque) >= 30, "heat " + i + "% is " + h + ", close to key colour " + opaque);
            }
        }
    }

    /** {@code c} painted over {@code under} at its opacity. */
    private static Color blend(Color c, Color under) {
        double a = c.getOpacity();
        return Color.color(c.getRed() * a + under.getRed() * (1 - a), c.getGreen() * a + under.getGreen() * (1 - a),
                c.getBlue() * a + under.getBlue() * (1 - a));
    }

    /** CIE76 colour difference (Euclidean distance in CIELAB, D65): about 2.3 is just noticeable. */
    static double deltaE(Color a, Color b) {
        double[] p = lab(a);
        double[] q = lab(b);
        return Math.sqrt((p[0] - q[0]) * (p[0] - q[0]) + (p[1] - q[1]) * (p[1] - q[1]) + (p[2] - q[2]) * (p[2] - q[2]));
    }

    private static double[] lab(Color c) {
        double r = linear(c.getRed());
        double g = linear(c.getGreen());
        double b = linear(c.getBlue());
        double x = f((0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047);
        double y = f(0.2126 * r + 0.7152 * g + 0.0722 * b);
        double z = f((0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883);
        return new double[] {116 * y - 16, 500 * (x - y), 200 * (y - z)};
    }

    private static double linear(double v) {
        return v <= 0.04045 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4);
    }

    private static double f(double t) {
        return t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16.0 / 116;
    }
}
