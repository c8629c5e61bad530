package org.flitlab.gui.editor;

import org.flitlab.topology.Topology;

/**
 * Where one layout lies on screen for one view: every node's centre and every channel's {@link ChannelCurve},
 * with the points a worm's body passes through on each channel. Computed once per view (zoom, pan, size, layout,
 * presentation scale) and reused by every animation frame until the view changes, so a frame computes no curves.
 * Immutable apart from a lazily worked-out answer; built on the FX thread.
 */
final class ScreenGeometry {
    /** A worm's body runs along each channel from this fraction of it to one minus it, clear of the nodes. */
    static final double WORM_INSET = 0.12;
    /** Points per channel of a worm's body on a bowed channel (a straight one needs only its two ends). */
    private static final int ARC_POINTS = 9;
    /** The smallest drawn scale a crowded fit lowers nodes to: 11-pixel names become 7 pixels, still legible. */
    private static final double SMALLEST = 0.6;

    private final NetworkLayout layout;
    private final Topology topology;
    private final double k;
    /** The scale asked for (presentation mode's 2.4); {@link #k} is lower where switches would touch. */
    private final double asked;
    private final double viewScale;
    private final double originX;
    private final double originY;
    /** Pixels per layout unit across and down (they differ where a crowded drawing spreads, {@link CanvasTransform}). */
    private final double unitX;
    private final double unitY;
    private final double[] nodeX;
    private final double[] nodeY;
    private final ChannelCurve[] curves;
    /** Virtual channels drawn per channel, as lanes side by side. */
    private final int lanes;
    private final double laneGap;
    /** Lane curves and worm points by channel * lanes + virtual channel. */
    private final ChannelCurve[] laneCurves;
    private final double[][] wormPoints;
    /** Whether host names are drawn in this view; worked out on first use. */
    private Boolean hostNames;

    private ScreenGeometry(NetworkLayout layout, CanvasTransform view, double k, int lanes, double drawn) {
        this.layout = layout;
        this.topology = layout.topology();
        this.asked = k;
        this.k = drawn;
        this.lanes = Math.max(1, lanes);
        this.viewScale = view.scale();
        // Lanes part further as the user zooms in, so each virtual channel's worm stays apart from the next.
        this.laneGap = Math.max(3.5 * k, 0.09 * viewScale);
        this.originX = view.screenX(0);
        this.originY = view.screenY(0);
        this.unitX = view.screenX(1) - originX;
        this.unitY = view.screenY(1) - originY;
        nodeX = new double[topology.nodeCount()];
        nodeY = new double[topology.nodeCount()];
        for (int n = 0; n < nodeX.length; n++) {
            nodeX[n] = view.screenX(layout.x(n));
            nodeY[n] = view.screenY(layout.y(n));
        }
        for (int n = topology.switchCount(); n < nodeX.length; n++) {
            clearOfSwitch(n);
        }
        curves = new ChannelCurve[2 * topology.links().size()];
        laneCurves = new ChannelCurve[curves.length * this.lanes];
        wormPoints = new double[laneCurves.length][];
        for (int c = 0; c < curves.length; c++) {
            curves[c] = curveOf(c, (this.lanes - 1) / 2.0);
            for (int v = 0; v < this.lanes; v++) {
                laneCurves[c * this.lanes + v] = hostChannel(c) ? curves[c] : curveOf(c, v);
                wormPoints[c * this.lanes + v] = sample(laneCurves[c * this.lanes + v]);
            }
        }
    }

    /**
     * The scale nodes, names and strokes are drawn at: the one asked for, lowered (never below {@link #SMALLEST},
     * where names are still legible) until two switches joined by a link keep a quarter of their distance clear
     * between their boxes: an 8 x 8 mesh in presentation mode drew its switches over each other at 2.4, and the
     * 4 x 4 torus at the normal size in the short canvas beside a projector's sweep panel.
     */
    private static double drawnScale(NetworkLayout layout, CanvasTransform view, double k) {
        Topology t = layout.topology();
        if (k <= SMALLEST) {
            return k;
        }
        double closest = Double.MAX_VALUE;
        for (org.flitlab.topology.Link l : t.links()) {
            if (t.isSwitch(l.nodeA()) && t.isSwitch(l.nodeB()) && l.nodeA() != l.nodeB()) {
                closest = Math.min(closest, Math.hypot(layout.x(l.nodeA()) - layout.x(l.nodeB()),
                        layout.y(l.nodeA()) - layout.y(l.nodeB())));
            }
        }
        if (closest == Double.MAX_VALUE || closest <= 0) {
            return k;
        }
        // Two switch boxes, 28k across, keep a quarter of their distance between them: the 4 x 4 torus keeps its 2.4.
        return Math.max(SMALLEST, Math.min(k, 0.75 * closest * view.scale() / 28));
    }

    /**
     * Moves host {@code n} straight away from its switch until its dot is clear of the switch's body and name: at
     * a small zoom a host fanned 0.6 layout units out would sit on its switch's label.
     */
    private void clearOfSwitch(int n) {
        int sw = topology.hostSwitch(n);
        double dx = nodeX[n] - nodeX[sw];
        double dy = nodeY[n] - nodeY[sw];
        if (Math.abs(dx) < 1e-9 && Math.abs(dy) < 1e-9) {
            dy = 1;
        }
        String name = topology.node(sw).name();
        double gap = 6 * k + 2;
        double halfW = Math.max(14 * k, (name.length() * LabelBoxes.BOLD_CHAR * 11 * k + 4 * k) / 2) + gap;
        double halfH = 14 * k + gap;
        double stretch = Math.min(Math.abs(dx) < 1e-9 ? Double.MAX_VALUE : halfW / Math.abs(dx),
                Math.abs(dy) < 1e-9 ? Double.MAX_VALUE : halfH / Math.abs(dy));
        if (stretch > 1) {
            nodeX[n] = nodeX[sw] + dx * stretch;
            nodeY[n] = nodeY[sw] + dy * stretch;
        }
    }

    /** The geometry of {@code layout} in {@code view} with strokes scaled by {@code k}, one lane per channel. */
    static ScreenGeometry of(NetworkLayout layout, CanvasTransform view, double k) {
        return of(layout, view, k, 1);
    }

    /** The geometry with {@code lanes} virtual channels drawn side by side on every switch-to-switch channel. */
    static ScreenGeometry of(NetworkLayout layout, CanvasTransform view, double k, int lanes) {
        ScreenGeometry first = new ScreenGeometry(layout, view, k, lanes, drawnScale(layout, view, k));
        if (first.k <= SMALLEST || first.k > 1 || !LabelBoxes.bodiesClash(first)) {
            return first;
        }
        // At the normal size a host fanned out between its switch and the next one can still touch that one (the
        // 4 x 4 torus in a short canvas): smaller nodes until nothing touches, else the first drawing (shrinking
        // would not clear it). Presentation mode keeps its enlarged nodes (drawnScale's rule only).
        double d = first.k;
        while (d > SMALLEST) {
            d = Math.max(SMALLEST, d * 0.9);
            ScreenGeometry g = new ScreenGeometry(layout, view, k, lanes, d);
            if (!LabelBoxes.bodiesClash(g)) {
                return g;
            }
        }
        return first;
    }

    /** Whether this geometry is still right for {@code layout} in {@code view} at scale {@code k} with {@code lanes}. */
    boolean fits(NetworkLayout layout, CanvasTransform view, double k, int lanes) {
        return this.layout == layout && asked == k && this.lanes == Math.max(1, lanes) && viewScale == view.scale()
                && originX == view.screenX(0) && originY == view.screenY(0) && unitX == view.screenX(1) - originX
                && unitY == view.screenY(1) - originY;
    }

    /** The curve of {@code channel}'s lane {@code lane} (fractional for the channel's middle). */
    private ChannelCurve curveOf(int channel, double lane) {
        int a = topology.channelSource(channel);
        int b = topology.channelTarget(channel);
        double ax = nodeX[a];
        double ay = nodeY[a];
        double bx = nodeX[b];
        double by = nodeY[b];
        double side = topology.isSwitch(a) && topology.isSwitch(b) ? 3.5 * k + lane * laneGap : 0;
        if (!layout.isArc(channel / 2)) {
            return ChannelCurve.of(ax, ay, bx, by, 0, 0, side);
        }
        // The arc peaks a third of the way to the next row (or column): clear of the row's own links and its hosts.
        double span = viewScale * NetworkLayout.ARC_PEAK;
        boolean row = Math.abs(bx - ax) >= Math.abs(by - ay);
        return ChannelCurve.of(ax, ay, bx, by, row ? 0 : -span, row ? -span : 0, side);
    }

    private static double[] sample(ChannelCurve c) {
        int n = c.straight() ? 2 : ARC_POINTS;
        double[] xy = new double[2 * n];
        for (int j = 0; j < n; j++) {
            double t = WORM_INSET + (1 - 2 * WORM_INSET) * j / (n - 1);
            xy[2 * j] = c.x(t);
            xy[2 * j + 1] = c.y(t);
        }
        return xy;
    }

    NetworkLayout layout() {
        return layout;
    }

    Topology topology() {
        return topology;
    }

    /** Stroke and font scale (1, or more in presentation mode). */
    double k() {
        return k;
    }

    /** Pixels per layout unit. */
    double viewScale() {
        return viewScale;
    }

    double x(int node) {
        return nodeX[node];
    }

    double y(int node) {
        return nodeY[node];
    }

    /** The curve of {@code channel} on screen. */
    ChannelCurve curve(int channel) {
        return curves[channel];
    }

    /** Number of channels (two per link). */
    int channels() {
        return curves.length;
    }

    /** The points (x0, y0, x1, y1, ...) a worm's body passes through on {@code channel}, from its source end. */
    double[] wormPoints(int channel) {
        return wormPoints[channel * lanes];
    }

    /** The points a worm's body passes through on virtual channel {@code lane} of {@code channel}. */
    double[] wormPoints(int channel, int lane) {
        return wormPoints[channel * lanes + Math.min(Math.max(0, lane), lanes - 1)];
    }

    /** The curve of virtual channel {@code lane} of {@code channel} (the channel's own curve at a host). */
    ChannelCurve laneCurve(int channel, int lane) {
        return laneCurves[channel * lanes + Math.min(Math.max(0, lane), lanes - 1)];
    }

    /** The channel one of whose lanes passes within {@code reach} pixels of (x, y), nearest first; -1 for none. */
    int channelAt(double x, double y, double reach) {
        int best = -1;
        double bestD = reach;
        for (int c = 0; c < curves.length; c++) {
            for (int v = 0; v < lanes; v++) {
                ChannelCurve cc = laneCurve(c, v);
                for (int i = 2; i <= 38; i++) {
                    double d = Math.hypot(cc.x(i / 40.0) - x, cc.y(i / 40.0) - y);
                    if (d < bestD) {
                        bestD = d;
                        best = c;
                    }
                }
            }
        }
        return best;
    }

    /** Virtual channels drawn per channel. */
    int lanes() {
        return lanes;
    }

    /** Pixels between neighbouring lanes' centre lines (grows with zoom). */
    double laneGap() {
        return laneGap;
    }

    /** Length in pixels of an input buffer's bar along its lane: about a third of a node spacing, so it grows with zoom. */
    double bufferLength() {
        return Math.max(14 * k, 0.3 * viewScale);
    }

    /** Thickness in pixels of an input buffer's bar, growing with zoom but narrower than the gap between lanes. */
    double bufferThickness() {
        double t = Math.max(4 * k, 0.07 * viewScale);
        return lanes > 1 ? Math.min(t, Math.max(3 * k, laneGap * 0.85)) : t;
    }

    /** Whether {@code channel} joins a host (drawn thinner than a switch-to-switch channel). */
    boolean hostChannel(int channel) {
        return !topology.isSwitch(topology.channelSource(channel)) || !topology.isSwitch(topology.channelTarget(channel));
    }

    /** Whether host names are drawn in this view ({@link LabelBoxes#labelHosts}), worked out once. */
    boolean hostNames() {
        if (hostNames == null) {
            hostNames = LabelBoxes.labelHosts(this);
        }
        return hostNames;
    }

    /** The drawn radius of {@code node}'s body, where a channel's busy stroke stops. */
    double nodeRadius(int node) {
        return (topology.isSwitch(node) ? 15 : 7) * k;
    }
}
