package org.flitlab.gui.editor;

import java.util.HashSet;
import java.util.Locale;
import java.util.Set;
import javafx.scene.paint.Color;

/**
 * Draws the static parts of a {@link CanvasScene} on a {@link DrawingSurface}: the base layer (background,
 * highlighted routes, every channel as idle, heat map, switches and hosts) and the overlay layer (the
 * up*&#47;down* tree with levels, root and arrows pointing up, the channel-load bottleneck, the heat legend). The moving middle layer is {@link TrafficPainter}'s. Stateless apart from the geometry it is
 * given; FX thread for the canvas, any thread for SVG.
 */
final class NetworkPainter {
    static final Color BACKGROUND = Color.web("#fbfbfc");
    static final Color IDLE = Color.web("#c3c8cf");
    /** An idle channel's band of virtual-channel lanes: paler than one idle line, as it is wider. */
    static final Color LANES = Color.web("#dde1e6");
    static final Color TRANSMITTING = Color.web("#2ca02c");
    static final Color STALLED = Color.web("#ff7f0e");
    static final Color DEADLOCK = Color.web("#d62728");
    static final Color ROUTE = Color.web("#1f77b4", 0.35);
    static final Color[] WORMS = {Color.web("#1f4e9c"), Color.web("#7b3fa0"), Color.web("#8c564b"),
        Color.web("#d0489b"), Color.web("#138a9c"), Color.web("#b8860b"), Color.web("#3b4cc0"), Color.web("#5a5a5a")};
    private static final Color SWITCH_FILL = Color.web("#e8edf3");
    private static final Color OUTLINE = Color.web("#4a5563");
    private static final Color SELECTED = Color.web("#1f77b4");
    private static final Color NAME = Color.web("#1d2530");
    private static final Color TREE = Color.web("#6a3d9a");
    private static final Color ROOT = Color.web("#f2b01e");
    private static final Color BOTTLENECK = Color.web("#e8590c");

    private final DrawingSurface g;
    private final ScreenGeometry geometry;
    private final CanvasScene scene;
    private final double k;

    NetworkPainter(DrawingSurface g, ScreenGeometry geometry, CanvasScene scene) {
        this.g = g;
        this.geometry = geometry;
        this.scene = scene;
        this.k = geometry.k();
    }

    /** Draws the whole scene at once (the three layers in order), e.g. for an export or a thumbnail. */
    void paint(double width, double height) {
        paintBase(width, height);
        new TrafficPainter(g, geometry, scene).paint(width, height, false);
        paintOverlay(width, height, 0, 0);
    }

    /**
     * The static layer: background, highlighted routes, every channel as idle, the heat map and the nodes. It depends
     * only on the view, layout, zoom/pan, heat, routes and selection, so the canvas redraws it only when those change.
     */
    void paintBase(double width, double height) {
        g.nameNext("background");
        g.setFill(BACKGROUND);
        g.fillRect(0, 0, width, height);
        if (scene.routes() != null) {
            paintRoutes();
        }
        g.beginGroup("channels");
        for (int c = 0; c < geometry.channels(); c++) {
            boolean lanes = geometry.lanes() > 1 && !geometry.hostChannel(c);
            // With virtual channels a channel is one pale band as wide as its lanes, each worm drawn on its own lane
            // within it: a line per lane would draw an idle link as four near-parallel lines.
            g.setStroke(lanes ? LANES : IDLE);
            g.setLineWidth(lanes ? (geometry.lanes() - 1) * geometry.laneGap() + 2.5 * k : (geometry.hostChannel(c) ? 1.5 : 2.5) * k);
            g.nameNext("channel-" + c);
            g.beginPath();
            geometry.curve(c).trace(g, 0, 1);
            g.strokePath();
        }
        g.endGroup();
        if (scene.heat() != null) {
            // Over the idle channels: a lane band drawn over the heat would hide its colour.
            new HeatScale(geometry).paintLinks(g, scene.heat());
        }
        paintNodes();
    }

    /** Whether {@link #paintOverlay} draws anything for {@code scene}. */
    static boolean hasOverlay(CanvasScene scene) {
        return scene.upDown() != null || (scene.bottleneck() != null && scene.bottleneck().channel() >= 0) || scene.heat() != null;
    }

    /**
     * The top layer, static like the base: the up*&#47;down* tree, the bottleneck, the heat legend, the latter clear
     * of a band of {@code readouts} pixels at the bottom (0: no readouts over the drawing, as in an export) or of
     * their column {@code column} pixels wide at the left.
     */
    void paintOverlay(double width, double height, double readouts, double column) {
        if (scene.upDown() != null) {
            paintUpDown(scene.upDown());
        }
        if (scene.bottleneck() != null && scene.bottleneck().channel() >= 0) {
            paintBottleneck(scene.bottleneck());
        }
        if (scene.heat() != null) {
            new HeatScale(geometry).paintLegend(g, scene.heat(), width, height, readouts, column);
        }
    }

    /**
     * Outlines link {@code linkId} (both its channels) in the selection colour, clear of its end nodes so their
     * boxes and names stay readable.
     */
    static void paintSelectedLink(DrawingSurface g, ScreenGeometry geometry, int linkId, double k) {
        g.setStroke(SELECTED);
        g.setLineWidth(6 * k);
        for (int c = 2 * linkId; c <= 2 * linkId + 1; c++) {
            g.beginPath();
            geometry.curve(c).trace(g, 0.2, 0.8);
            g.strokePath();
        }
    }

    private void paintRoutes() {
        g.beginGroup("routes");
        g.setStroke(ROUTE);
        g.setLineWidth(12 * k);
        boolean[] used = scene.routes().channels();
        for (int c = 0; c < used.length; c++) {
            if (used[c]) {
                g.beginPath();
                geometry.curve(c).trace(g, 0, 1);
                g.strokePath();
            }
        }
        g.endGroup();
    }

    private boolean selected(int n) {
        return n == scene.selected() || scene.marked().contains(n) || (scene.routes() != null
                && (n == scene.routes().sourceNode() || n == scene.routes().destinationNode()));
    }

    private void paintNodes() {
        var topology = geometry.topology();
        boolean labelHosts = geometry.hostNames();
        g.beginGroup("switches");
        for (int n = 0; n < topology.switchCount(); n++) {
            double x = geometry.x(n);
            double y = geometry.y(n);
            double r = 14 * k;
            g.setFill(SWITCH_FILL);
            g.nameNext("switch-" + topology.node(n).name());
            g.fillRoundRect(x - r, y - r, 2 * r, 2 * r, 8 * k);
            g.setStroke(selected(n) ? SELECTED : OUTLINE);
            g.setLineWidth((selected(n) ? 3.5 : 1.5) * k);
            g.strokeRoundRect(x - r, y - r, 2 * r, 2 * r, 8 * k);
            g.setFont(11 * k, true);
            g.setFill(NAME);
            g.fillText(topology.node(n).name(), x, y, true);
        }
        g.endGroup();
        g.beginGroup("hosts");
        for (int n = topology.switchCount(); n < topology.nodeCount(); n++) {
            double x = geometry.x(n);
            double y = geometry.y(n);
            double r = 6 * k;
            g.setFill(selected(n) ? SELECTED : Color.WHITE);
            g.nameNext("host-" + topology.node(n).name());
            g.fillCircle(x, y, r);
            g.setStroke(OUTLINE);
            g.setLineWidth(1.5 * k);
            g.strokeCircle(x, y, r);
            if (labelHosts || selected(n)) {
                g.setFill(OUTLINE);
                g.setFont(10 * k, false);
                g.fillText(topology.node(n).name(), x + r + 2, y, false);
            }
        }
        g.endGroup();
    }

    /** A filled arrowhead {@code size} (times the scale) long on curve {@code c} at {@code t}, pointing along it. */
    static void arrow(DrawingSurface g, ChannelCurve c, double t, Color color, double size, double k) {
        double x = c.x(t);
        double y = c.y(t);
        double dx = c.x(t + 0.02) - c.x(t - 0.02);
        double dy = c.y(t + 0.02) - c.y(t - 0.02);
        double len = Math.max(1e-9, Math.hypot(dx, dy));
        dx /= len;
        dy /= len;
        double s = size * k;
        g.setFill(color);
        g.fillPolygon(new double[] {x + dx * s, x - dx * s * 0.6 - dy * s * 0.7, x - dx * s * 0.6 + dy * s * 0.7},
                new double[] {y + dy * s, y - dy * s * 0.6 + dx * s * 0.7, y - dy * s * 0.6 - dx * s * 0.7});
    }

    private void paintUpDown(UpDownView v) {
        g.beginGroup("up-down");
        Set<Integer> drawn = new HashSet<>();
        for (int c = 0; c < v.channelUp().length; c++) {
            if (v.channelUp()[c] && drawn.add(c / 2)) {
                arrow(g, geometry.curve(c), 0.5, TREE, 8, k);
            }
        }
        for (int s = 0; s < v.level().length; s++) {
            double x = geometry.x(s);
            double y = geometry.y(s) - 24 * k;
            String label = s == v.root() ? "ROOT" : String.format(Locale.ROOT, "L%d", v.level()[s]);
            double w = (s == v.root() ? 40 : 24) * k;
            g.setFill(s == v.root() ? ROOT : Color.web("#efe6f7"));
            g.fillRoundRect(x - w / 2, y - 8 * k, w, 16 * k, 8 * k);
            g.setFont(10 * k, true);
            g.setFill(Color.web("#3a2350"));
            g.fillText(label, x, y, true);
        }
        double r = 19 * k;
        g.setStroke(ROOT);
        g.setLineWidth(4 * k);
        g.strokeRoundRect(geometry.x(v.root()) - r, geometry.y(v.root()) - r, 2 * r, 2 * r, 10 * k);
        g.endGroup();
    }

    /** The busiest channel of the channel-load bound: a thick orange stroke with its load beside it. */
    private void paintBottleneck(BottleneckView b) {
        g.beginGroup("bottleneck");
        ChannelCurve c = geometry.curve(b.channel());
        g.setStroke(Color.web("#e8590c", 0.85));
        g.setLineWidth(7 * k);
        g.beginPath();
        c.trace(g, 0, 1);
        g.strokePath();
        arrow(g, c, 0.5, BOTTLENECK, 10, k);
        // Beside the middle of the channel, clear of the level badges (above each switch) and of the hosts (below
        // right of each switch): above a level channel, to the right of an upright one.
        boolean level = Math.abs(c.x(1) - c.x(0)) >= Math.abs(c.y(1) - c.y(0));
        double x = c.x(0.5) + (level ? 0 : 36 * k);
        double y = c.y(0.5) - (level ? 12 * k : 0);
        g.setFill(Color.web("#fff4e6"));
        g.fillRoundRect(x - 30 * k, y - 8 * k, 60 * k, 16 * k, 8 * k);
        g.setFont(10 * k, true);
        g.setFill(Color.web("#7a2e00"));
        g.fillText(String.format(Locale.ROOT, "load %.2f", b.load()), x, y, true);
        g.endGroup();
    }
}
