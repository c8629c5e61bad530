package org.flitlab.gui.editor;

import java.util.HashSet;
import java.util.Locale;
import java.util.Set;
import javafx.geometry.VPos;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Color;
import javafx.scene.shape.StrokeLineCap;
import javafx.scene.shape.StrokeLineJoin;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.TextAlignment;
import org.flitlab.network.NetworkSnapshot;
import org.flitlab.network.WormView;
import org.flitlab.topology.Link;
import org.flitlab.topology.Topology;

/**
 * Draws a {@link CanvasScene} on a canvas: links coloured by channel state (grey idle, green transmitting, orange
 * stalled), buffer fill bars, switches and hosts, worms as coloured polylines with the head marked (a red ring
 * when blocked), the deadlock cycle in red, and the up*&#47;down* tree (levels, root, arrows pointing up).
 * Stateless apart from the view transform it is given; FX thread only.
 */
final class NetworkPainter {
    static final Color IDLE = Color.web("#c3c8cf");
    static final Color TRANSMITTING = Color.web("#2ca02c");
    static final Color STALLED = Color.web("#ff7f0e");
    static final Color DEADLOCK = Color.web("#d62728");
    static final Color ROUTE = Color.web("#1f77b4", 0.35);
    static final Color[] WORMS = {Color.web("#1f4e9c"), Color.web("#7b3fa0"), Color.web("#8c564b"),
        Color.web("#d0489b"), Color.web("#138a9c"), Color.web("#b8860b"), Color.web("#3b4cc0"), Color.web("#5a5a5a")};

    private final GraphicsContext g;
    private final CanvasTransform view;
    private final CanvasScene scene;
    private final Topology topology;
    private final double k;

    NetworkPainter(GraphicsContext g, CanvasTransform view, CanvasScene scene) {
        this.g = g;
        this.view = view;
        this.scene = scene;
        this.topology = scene.layout().topology();
        this.k = scene.scale();
    }

    /** Draws the whole scene at once (the three layers in order), e.g. for an export. */
    void paint(double width, double height) {
        paintBase(width, height);
        paintFrame(width, height, false);
        paintOverlay(width, height);
    }

    /**
     * The static layer: background, highlighted routes, heat map, every channel as idle and the nodes. It depends
     * only on the view, layout, zoom/pan, heat, routes and selection, so the canvas redraws it only when those change.
     */
    void paintBase(double width, double height) {
        g.setFill(Color.web("#fbfbfc"));
        g.fillRect(0, 0, width, height);
        g.setLineCap(StrokeLineCap.ROUND);
        g.setLineJoin(StrokeLineJoin.ROUND);
        if (scene.routes() != null) {
            paintRoutes();
        }
        if (scene.heat() != null) {
            paintHeat(scene.heat());
        }
        for (Link l : topology.links()) {
            paintChannel(2 * l.id(), null);
            paintChannel(2 * l.id() + 1, null);
        }
        paintNodes();
    }

    /**
     * The per-snapshot layer over the base: channels that are not idle (trimmed at the nodes so the node bodies
     * below stay clean), buffer bars, worms and the deadlock cycle. Transparent elsewhere.
     */
    void paintFrame(double width, double height, boolean clear) {
        if (clear) {
            g.clearRect(0, 0, width, height);
        }
        g.setLineCap(StrokeLineCap.ROUND);
        g.setLineJoin(StrokeLineJoin.ROUND);
        NetworkSnapshot s = scene.snapshot();
        if (s == null) {
            return;
        }
        for (int c = 0; c < s.channelState().length && c < 2 * topology.links().size(); c++) {
            if (s.channelState()[c] != 0 || s.stopped()[c]) {
                paintActiveChannel(c, s);
            }
        }
        paintBuffers(s);
        java.util.Set<Long> blocked = org.flitlab.gui.run.BlockedWorms.of(s);
        for (WormView w : s.worms()) {
            paintWorm(w, blocked.contains(w.packetId()));
        }
        if (s.deadlock() != null) {
            paintCycle(s.deadlock().cycleChannels());
        }
    }

    /** The top layer, static like the base: switch names over the worms, the up*&#47;down* tree, bottleneck, legend. */
    void paintOverlay(double width, double height) {
        g.setLineCap(StrokeLineCap.ROUND);
        g.setLineJoin(StrokeLineJoin.ROUND);
        if (scene.snapshot() != null) {
            paintSwitchNames();
        }
        if (scene.upDown() != null) {
            paintUpDown(scene.upDown());
        }
        if (scene.bottleneck() != null && scene.bottleneck().channel() >= 0) {
            paintBottleneck(scene.bottleneck());
        }
        if (scene.heat() != null) {
            paintHeatLegend(width, height);
        }
    }

    /** A busy, stalled or stopped channel over its idle stroke, cut short of the node bodies it joins. */
    private void paintActiveChannel(int channel, NetworkSnapshot s) {
        ChannelCurve c = curve(channel);
        double length = Math.max(1e-9, Math.hypot(c.x3() - c.x(0), c.y3() - c.y(0)));
        double from = Math.min(0.45, nodeRadius(topology.channelSource(channel)) / length);
        double to = 1 - Math.min(0.45, nodeRadius(topology.channelTarget(channel)) / length);
        boolean hostLink = !topology.isSwitch(topology.channelSource(channel)) || !topology.isSwitch(topology.channelTarget(channel));
        byte state = s.channelState()[channel];
        if (s.stopped()[channel]) {
            // The dashes must show gaps, so the idle stroke below is covered with the background first.
            g.setStroke(Color.web("#fbfbfc"));
            g.setLineWidth((hostLink ? 1.5 : 2.5) * k + 1);
            strokeCurve(c, from, to);
            g.setLineDashes(6 * k, 4 * k);
        }
        g.setStroke(state == 1 ? TRANSMITTING : state == 2 ? STALLED : IDLE);
        g.setLineWidth((hostLink ? 1.5 : 2.5) * k * (state == 0 ? 1 : 1.3));
        strokeCurve(c, from, to);
        g.setLineDashes((double[]) null);
    }

    private double nodeRadius(int node) {
        return (topology.isSwitch(node) ? 15 : 7) * k;
    }

    /** Utilisation 0..1 as a colour from pale yellow through orange to dark red. */
    static Color heatColor(double u) {
        double v = Math.max(0, Math.min(1, u));
        return Color.web("#ffe680").interpolate(Color.web("#f28c28"), Math.min(1, v * 2))
                .interpolate(Color.web("#a50f15"), Math.max(0, v * 2 - 1));
    }

    /** The busiest link's utilisation, the top of the colour scale (at least 1% so an idle net is not divided by 0). */
    static double heatTop(double[] heat) {
        double top = 0.01;
        for (double u : heat) {
            top = Math.max(top, u);
        }
        return top;
    }

    private void paintHeat(double[] heat) {
        double top = heatTop(heat);
        for (Link l : topology.links()) {
            if (l.id() < heat.length) {
                // The scale stretches to the busiest link, so a lightly loaded network still shows its hot spots.
                double u = heat[l.id()] / top;
                g.setStroke(heatColor(u));
                g.setLineWidth((3 + 11 * u) * k);
                ChannelCurve c = curve(2 * l.id());
                g.beginPath();
                g.moveTo(c.x(0), c.y(0));
                g.bezierCurveTo(c.x1(), c.y1(), c.x2(), c.y2(), c.x3(), c.y3());
                g.stroke();
            }
        }
    }

    private void paintHeatLegend(double width, double height) {
        double top = heatTop(scene.heat());
        double w = 200 * k;
        double boxW = w + 16;
        double boxH = 48 * k;
        double[] corner = freeCorner(width, height, boxW, boxH);
        double x = corner[0] + 8;
        double y = corner[1] + 22 * k;
        g.setFill(Color.color(1, 1, 1, 0.85));
        g.fillRect(corner[0], corner[1], boxW, boxH);
        double h = 12 * k;
        for (int i = 0; i < 50; i++) {
            g.setFill(heatColor(i / 49.0));
            g.fillRect(x + w * i / 50, y, w / 50 + 1, h);
        }
        g.setFill(Color.web("#333333"));
        g.setFont(javafx.scene.text.Font.font(11 * k));
        g.fillText("Link utilisation (scale to the busiest link)", x, y - 6 * k);
        g.fillText("0%", x, y + h + 12 * k);
        String mid = String.format(java.util.Locale.ROOT, "%.0f%%", 50 * top);
        String max = String.format(java.util.Locale.ROOT, "%.0f%%", 100 * top);
        g.fillText(mid, x + w / 2 - 10 * k, y + h + 12 * k);
        g.fillText(max, x + w - 28 * k, y + h + 12 * k);
    }

    /**
     * The top-left point of a box of {@code boxW} x {@code boxH} pixels in the corner of the canvas that covers
     * the fewest nodes and worm heads (bottom right, top right, top left, bottom left), so the legend never hides
     * what is moving when there is a free corner.
     */
    double[] freeCorner(double width, double height, double boxW, double boxH) {
        double[][] corners = {{width - boxW - 8, height - boxH - 8}, {width - boxW - 8, 36 * k}, {8, 48 * k}, {8, height - boxH - 40 * k}};
        double[] best = corners[0];
        int bestCount = Integer.MAX_VALUE;
        for (double[] c : corners) {
            int count = covered(c[0] - 12, c[1] - 12, boxW + 24, boxH + 24);
            if (count < bestCount) {
                best = c;
                bestCount = count;
            }
        }
        return best;
    }

    private int covered(double x, double y, double w, double h) {
        NetworkLayout layout = scene.layout();
        int count = 0;
        for (int n = 0; n < topology.nodeCount(); n++) {
            double nx = view.screenX(layout.x(n));
            double ny = view.screenY(layout.y(n));
            count += nx >= x && nx <= x + w && ny >= y && ny <= y + h ? 1 : 0;
        }
        for (Link l : topology.links()) {
            ChannelCurve c = curve(2 * l.id());
            double mx = c.x(0.5);
            double my = c.y(0.5);
            count += mx >= x && mx <= x + w && my >= y && my <= y + h ? 1 : 0;
        }
        return count;
    }

    /** The curve of {@code channel} on screen. */
    ChannelCurve curve(int channel) {
        NetworkLayout layout = scene.layout();
        int a = topology.channelSource(channel);
        int b = topology.channelTarget(channel);
        double ax = view.screenX(layout.x(a));
        double ay = view.screenY(layout.y(a));
        double bx = view.screenX(layout.x(b));
        double by = view.screenY(layout.y(b));
        double side = (topology.isSwitch(a) && topology.isSwitch(b) ? 3.5 : 0) * k;
        if (!layout.isArc(channel / 2)) {
            return ChannelCurve.of(ax, ay, bx, by, 0, 0, side);
        }
        double span = view.scale() * 0.45;
        boolean row = Math.abs(bx - ax) >= Math.abs(by - ay);
        return ChannelCurve.of(ax, ay, bx, by, row ? 0 : -span, row ? -span : 0, side);
    }

    private void strokeCurve(ChannelCurve c, double from, double to) {
        g.beginPath();
        g.moveTo(c.x(from), c.y(from));
        if (from == 0 && to == 1) {
            g.bezierCurveTo(c.x1(), c.y1(), c.x2(), c.y2(), c.x3(), c.y3());
        } else {
            for (int i = 1; i <= 12; i++) {
                double t = from + (to - from) * i / 12;
                g.lineTo(c.x(t), c.y(t));
            }
        }
        g.stroke();
    }

    private void paintRoutes() {
        g.setStroke(ROUTE);
        g.setLineWidth(12 * k);
        boolean[] used = scene.routes().channels();
        for (int c = 0; c < used.length; c++) {
            if (used[c]) {
                strokeCurve(curve(c), 0, 1);
            }
        }
    }

    private void paintChannel(int channel, NetworkSnapshot s) {
        boolean hostLink = !topology.isSwitch(topology.channelSource(channel)) || !topology.isSwitch(topology.channelTarget(channel));
        byte state = s == null ? 0 : s.channelState()[channel];
        g.setStroke(state == 1 ? TRANSMITTING : state == 2 ? STALLED : IDLE);
        g.setLineWidth((hostLink ? 1.5 : 2.5) * k * (state == 0 ? 1 : 1.3));
        if (s != null && s.stopped()[channel]) {
            g.setLineDashes(6 * k, 4 * k);
        }
        strokeCurve(curve(channel), 0, 1);
        g.setLineDashes((double[]) null);
    }

    private void paintBuffers(NetworkSnapshot s) {
        for (int c = 0; c < s.occupancy().length; c++) {
            int cap = s.capacity()[c];
            if (cap <= 0 || s.occupancy()[c] == 0) {
                continue;
            }
            ChannelCurve curve = curve(c);
            double t = topology.isSwitch(topology.channelTarget(c)) && topology.isSwitch(topology.channelSource(c)) ? 0.72 : 0.6;
            double x = curve.x(t);
            double y = curve.y(t);
            double w = 14 * k;
            double h = 4 * k;
            double fill = Math.min(1, s.occupancy()[c] / (double) cap);
            g.setFill(Color.WHITE);
            g.fillRect(x - w / 2, y - h / 2, w, h);
            g.setFill(Color.web("#34495e"));
            g.fillRect(x - w / 2, y - h / 2, w * fill, h);
            g.setStroke(Color.web("#34495e"));
            g.setLineWidth(0.8);
            g.strokeRect(x - w / 2, y - h / 2, w, h);
        }
    }

    private void paintNodes() {
        NetworkLayout layout = scene.layout();
        boolean labelHosts = view.scale() * 0.6 > 28;
        for (int n = 0; n < topology.nodeCount(); n++) {
            double x = view.screenX(layout.x(n));
            double y = view.screenY(layout.y(n));
            boolean selected = n == scene.selected() || scene.marked().contains(n) || (scene.routes() != null
                    && (n == scene.routes().sourceNode() || n == scene.routes().destinationNode()));
            if (topology.isSwitch(n)) {
                double r = 14 * k;
                g.setFill(Color.web("#e8edf3"));
                g.fillRoundRect(x - r, y - r, 2 * r, 2 * r, 8 * k, 8 * k);
                g.setStroke(selected ? Color.web("#1f77b4") : Color.web("#4a5563"));
                g.setLineWidth((selected ? 3.5 : 1.5) * k);
                g.strokeRoundRect(x - r, y - r, 2 * r, 2 * r, 8 * k, 8 * k);
                text(topology.node(n).name(), x, y, 11, Color.web("#1d2530"), FontWeight.BOLD);
            } else {
                double r = 6 * k;
                g.setFill(selected ? Color.web("#1f77b4") : Color.web("#ffffff"));
                g.fillOval(x - r, y - r, 2 * r, 2 * r);
                g.setStroke(Color.web("#4a5563"));
                g.setLineWidth(1.5 * k);
                g.strokeOval(x - r, y - r, 2 * r, 2 * r);
                if (labelHosts || selected) {
                    g.setTextAlign(TextAlignment.LEFT);
                    g.setFill(Color.web("#4a5563"));
                    g.setFont(Font.font("System", 10 * k));
                    g.setTextBaseline(VPos.CENTER);
                    g.fillText(topology.node(n).name(), x + r + 2, y);
                }
            }
        }
    }

    /** Switch names again over the worms, with a white halo, so a projector audience can always read them. */
    private void paintSwitchNames() {
        NetworkLayout layout = scene.layout();
        g.setFont(Font.font("System", FontWeight.BOLD, 11 * k));
        g.setTextAlign(TextAlignment.CENTER);
        g.setTextBaseline(VPos.CENTER);
        g.setLineWidth(3 * k);
        g.setStroke(Color.color(1, 1, 1, 0.9));
        g.setFill(Color.web("#1d2530"));
        for (int n = 0; n < topology.switchCount(); n++) {
            double x = view.screenX(layout.x(n));
            double y = view.screenY(layout.y(n));
            g.strokeText(topology.node(n).name(), x, y);
            g.fillText(topology.node(n).name(), x, y);
        }
    }

    private void text(String s, double x, double y, double size, Color color, FontWeight weight) {
        g.setFont(Font.font("System", weight, size * k));
        g.setFill(color);
        g.setTextAlign(TextAlignment.CENTER);
        g.setTextBaseline(VPos.CENTER);
        g.fillText(s, x, y);
    }

    private void paintWorm(WormView w, boolean blocked) {
        int[] path = WormPath.ordered(w, topology);
        if (path.length == 0) {
            return;
        }
        Color color = WORMS[(int) Math.floorMod(w.packetId() * 7, WORMS.length)];
        boolean focused = w.packetId() == scene.focusWorm();
        if (focused) {
            g.setStroke(Color.web("#111111"));
            g.setLineWidth(11 * k);
            strokeWorm(path);
        }
        g.setStroke(color);
        g.setLineWidth(6 * k);
        g.beginPath();
        for (int i = 0; i < path.length; i++) {
            ChannelCurve c = curve(path[i]);
            for (int j = 0; j <= 8; j++) {
                double t = 0.12 + 0.76 * j / 8;
                if (i == 0 && j == 0) {
                    g.moveTo(c.x(t), c.y(t));
                } else {
                    g.lineTo(c.x(t), c.y(t));
                }
            }
        }
        g.stroke();
        ChannelCurve head = curve(path[path.length - 1]);
        double hx = head.x(0.88);
        double hy = head.y(0.88);
        if (blocked) {
            double r = 10 * k;
            g.setStroke(DEADLOCK);
            g.setLineWidth(3 * k);
            g.strokeOval(hx - r, hy - r, 2 * r, 2 * r);
        }
        double r = 5.5 * k;
        g.setFill(color);
        g.fillOval(hx - r, hy - r, 2 * r, 2 * r);
        g.setStroke(Color.WHITE);
        g.setLineWidth(1.5 * k);
        g.strokeOval(hx - r, hy - r, 2 * r, 2 * r);
    }

    private void strokeWorm(int[] path) {
        g.beginPath();
        for (int i = 0; i < path.length; i++) {
            ChannelCurve c = curve(path[i]);
            for (int j = 0; j <= 8; j++) {
                double t = 0.12 + 0.76 * j / 8;
                if (i == 0 && j == 0) {
                    g.moveTo(c.x(t), c.y(t));
                } else {
                    g.lineTo(c.x(t), c.y(t));
                }
            }
        }
        g.stroke();
    }

    /** The packet id of the worm drawn nearest canvas point (x, y) within {@code reach} pixels, or -1. */
    long wormAt(double x, double y, double reach) {
        NetworkSnapshot s = scene.snapshot();
        long best = -1;
        double bestD = reach;
        if (s == null) {
            return -1;
        }
        for (WormView w : s.worms()) {
            for (int c : WormPath.ordered(w, topology)) {
                ChannelCurve cc = curve(c);
                for (int j = 0; j <= 8; j++) {
                    double t = 0.12 + 0.76 * j / 8;
                    double d = Math.hypot(cc.x(t) - x, cc.y(t) - y);
                    if (d < bestD) {
                        bestD = d;
                        best = w.packetId();
                    }
                }
            }
        }
        return best;
    }

    private void paintCycle(int[] channels) {
        g.setStroke(DEADLOCK);
        g.setLineWidth(5 * k);
        g.setLineDashes(10 * k, 6 * k);
        for (int c : channels) {
            ChannelCurve curve = curve(c);
            strokeCurve(curve, 0, 1);
            arrow(curve, 0.55, DEADLOCK, 9);
        }
        g.setLineDashes((double[]) null);
    }

    private void arrow(ChannelCurve c, double t, Color color, double size) {
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
                new double[] {y + dy * s, y - dy * s * 0.6 + dx * s * 0.7, y - dy * s * 0.6 - dx * s * 0.7}, 3);
    }

    private void paintUpDown(UpDownView v) {
        Set<Integer> drawn = new HashSet<>();
        for (int c = 0; c < v.channelUp().length; c++) {
            if (v.channelUp()[c] && drawn.add(c / 2)) {
                arrow(curve(c), 0.5, Color.web("#6a3d9a"), 8);
            }
        }
        NetworkLayout layout = scene.layout();
        for (int s = 0; s < v.level().length; s++) {
            double x = view.screenX(layout.x(s));
            double y = view.screenY(layout.y(s)) - 24 * k;
            String label = s == v.root() ? "ROOT" : String.format(Locale.ROOT, "L%d", v.level()[s]);
            double w = (s == v.root() ? 40 : 24) * k;
            g.setFill(s == v.root() ? Color.web("#f2b01e") : Color.web("#efe6f7"));
            g.fillRoundRect(x - w / 2, y - 8 * k, w, 16 * k, 8 * k, 8 * k);
            text(label, x, y, 10, Color.web("#3a2350"), FontWeight.BOLD);
        }
        double rx = view.screenX(layout.x(v.root()));
        double ry = view.screenY(layout.y(v.root()));
        double r = 19 * k;
        g.setStroke(Color.web("#f2b01e"));
        g.setLineWidth(4 * k);
        g.strokeRoundRect(rx - r, ry - r, 2 * r, 2 * r, 10 * k, 10 * k);
    }

    /** The busiest channel of the channel-load bound: a thick orange stroke with its load beside it. */
    private void paintBottleneck(BottleneckView b) {
        ChannelCurve c = curve(b.channel());
        g.setStroke(Color.web("#e8590c", 0.85));
        g.setLineWidth(7 * k);
        strokeCurve(c, 0, 1);
        arrow(c, 0.5, Color.web("#e8590c"), 10);
        String label = String.format(Locale.ROOT, "load %.2f", b.load());
        double x = c.x(0.5) + 12 * k;
        double y = c.y(0.5) - 12 * k;
        g.setFill(Color.web("#fff4e6"));
        g.fillRoundRect(x - 30 * k, y - 8 * k, 60 * k, 16 * k, 8 * k, 8 * k);
        text(label, x, y, 10, Color.web("#7a2e00"), FontWeight.BOLD);
    }
}
