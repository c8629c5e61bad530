package org.flitlab.gui.editor;

import java.util.Set;
import javafx.scene.paint.Color;
import org.flitlab.gui.run.BlockedWorms;
import org.flitlab.network.NetworkSnapshot;
import org.flitlab.network.VcView;
import org.flitlab.network.WormView;
import org.flitlab.topology.Topology;

/**
 * Draws the moving middle layer of a {@link CanvasScene}, the only one repainted for each new snapshot: channels
 * that are busy, stalled or stopped (trimmed at the nodes so the node bodies below stay clean), buffer fill bars,
 * worms as coloured polylines with the head marked (a red ring when blocked), the deadlock cycle in red, and the
 * switch names again over it all, with a white halo. Heads and names are stamps, which the screen canvas
 * rasterises once and then copies: with about 130 worms on a 10x10 torus, the stroked rings, discs and halo'd
 * text were a third of the renderer's time per frame (AnimationFrameRateProbe). All
 * positions come precomputed from {@link ScreenGeometry}. Stateless; FX thread for the canvas, any thread for SVG.
 */
final class TrafficPainter {
    private static final Color BUFFER = Color.web("#34495e");
    private static final Color FOCUS = Color.web("#111111");
    private static final Color NAME = Color.web("#1d2530");
    private static final Color HALO = Color.color(1, 1, 1, 0.9);

    private final DrawingSurface g;
    private final ScreenGeometry geometry;
    private final CanvasScene scene;
    private final Topology topology;
    private final double k;

    TrafficPainter(DrawingSurface g, ScreenGeometry geometry, CanvasScene scene) {
        this.g = g;
        this.geometry = geometry;
        this.scene = scene;
        this.topology = geometry.topology();
        this.k = geometry.k();
    }

    /** Draws the layer, first making the canvas transparent when {@code clear}. */
    void paint(double width, double height, boolean clear) {
        if (clear) {
            g.clear(width, height);
        }
        NetworkSnapshot s = scene.snapshot();
        if (s == null) {
            return;
        }
        g.beginGroup("traffic");
        for (int c = 0; c < s.channelState().length && c < geometry.channels(); c++) {
            if (s.channelState()[c] != 0 || s.stopped()[c]) {
                paintActiveChannel(c, s);
            }
        }
        paintBuffers(s);
        Set<Long> blocked = BlockedWorms.of(s);
        g.beginGroup("worms");
        for (WormView w : s.worms()) {
            paintWorm(w, blocked.contains(w.packetId()));
        }
        g.endGroup();
        if (s.deadlock() != null) {
            paintCycle(s.deadlock().cycleChannels());
        }
        paintSwitchNames();
        g.endGroup();
    }

    /** Switch names again over the worms, with a white halo, so a projector audience can always read them. */
    private void paintSwitchNames() {
        g.beginGroup("names");
        g.setFont(11 * k, true);
        for (int n = 0; n < topology.switchCount(); n++) {
            String name = topology.node(n).name();
            // Room for the widest bold letters: measuring each name on every frame would cost more than it saves.
            double w = (name.length() * 9 + 4) * k;
            g.stamp("name " + name + " " + k, geometry.x(n), geometry.y(n), w, 19 * k, t -> {
                t.setFont(11 * k, true);
                t.setFill(NAME);
                t.haloText(name, 0, 0, HALO, 3 * k);
            });
        }
        g.endGroup();
    }

    /**
     * A busy, stalled or stopped channel over its idle stroke, cut short of the node bodies it joins: on each lane
     * whose virtual channel is held or holds flits (all lanes when none does, e.g. the last flits on the wire).
     */
    private void paintActiveChannel(int channel, NetworkSnapshot s) {
        if (geometry.lanes() == 1 || geometry.hostChannel(channel) || s.vcs() == null || s.vcs()[channel] == null) {
            paintActiveLane(channel, geometry.curve(channel), s, s.stopped()[channel]);
            return;
        }
        VcView[] vcs = s.vcs()[channel];
        boolean any = false;
        for (VcView v : vcs) {
            any |= v.ownerPacket() >= 0 || v.occupancy() > 0;
        }
        for (VcView v : vcs) {
            if (!any || v.ownerPacket() >= 0 || v.occupancy() > 0 || v.stopped()) {
                paintActiveLane(channel, geometry.laneCurve(channel, v.vc()), s, v.stopped());
            }
        }
    }

    private void paintActiveLane(int channel, ChannelCurve c, NetworkSnapshot s, boolean stopped) {
        double length = Math.max(1e-9, Math.hypot(c.x3() - c.x(0), c.y3() - c.y(0)));
        double from = Math.min(0.45, geometry.nodeRadius(topology.channelSource(channel)) / length);
        double to = 1 - Math.min(0.45, geometry.nodeRadius(topology.channelTarget(channel)) / length);
        double width = (geometry.hostChannel(channel) ? 1.5 : geometry.lanes() > 1 ? 2 : 2.5) * k;
        byte state = s.channelState()[channel];
        if (stopped) {
            // The dashes must show gaps, so the idle stroke below is covered with the background first.
            g.setStroke(NetworkPainter.BACKGROUND);
            g.setLineWidth(width + 1);
            stroke(c, from, to);
            g.setLineDashes(6 * k, 4 * k);
        }
        g.setStroke(state == 1 ? NetworkPainter.TRANSMITTING : state == 2 ? NetworkPainter.STALLED : NetworkPainter.IDLE);
        g.setLineWidth(width * (state == 0 ? 1 : 1.3));
        stroke(c, from, to);
        g.setLineDashes();
    }

    private void stroke(ChannelCurve c, double from, double to) {
        g.beginPath();
        c.trace(g, from, to);
        g.strokePath();
    }

    /**
     * Each virtual channel's input buffer as a bar along its lane at the receiving end, filled in proportion to
     * its occupancy over its capacity; bar length and thickness grow with zoom. Empty buffers are left out.
     */
    private void paintBuffers(NetworkSnapshot s) {
        g.beginGroup("buffers");
        double len = geometry.bufferLength();
        double thick = geometry.bufferThickness();
        for (int c = 0; c < geometry.channels() && s.vcs() != null && c < s.vcs().length; c++) {
            VcView[] vcs = s.vcs()[c];
            for (int v = 0; vcs != null && v < vcs.length; v++) {
                if (vcs[v].capacity() > 0 && vcs[v].occupancy() > 0) {
                    ChannelCurve curve = geometry.laneCurve(c, v);
                    double fill = Math.min(1, vcs[v].occupancy() / (double) vcs[v].capacity());
                    g.nameNext("buffer-" + c + "-vc" + v);
                    bar(curve, geometry.hostChannel(c) ? 0.6 : 0.72, len, thick, fill);
                }
            }
        }
        g.endGroup();
    }

    /**
     * A bar {@code len} x {@code thick} pixels centred at {@code t} on {@code curve}, along it: a dark outline, a
     * white inside and the first {@code fill} of its length dark (the end nearer the sender fills first).
     */
    private void bar(ChannelCurve curve, double t, double len, double thick, double fill) {
        double cx = curve.x(t);
        double cy = curve.y(t);
        double dx = curve.x(Math.min(1, t + 0.02)) - curve.x(Math.max(0, t - 0.02));
        double dy = curve.y(Math.min(1, t + 0.02)) - curve.y(Math.max(0, t - 0.02));
        double d = Math.max(1e-9, Math.hypot(dx, dy));
        double ux = dx / d;
        double uy = dy / d;
        double line = 0.8 * k;
        g.setFill(BUFFER);
        quad(cx, cy, ux, uy, -len / 2 - line, len / 2 + line, thick / 2 + line);
        g.setFill(Color.WHITE);
        quad(cx, cy, ux, uy, -len / 2, len / 2, thick / 2);
        g.setFill(BUFFER);
        quad(cx, cy, ux, uy, -len / 2, -len / 2 + len * fill, thick / 2);
    }

    /** The rectangle from {@code from} to {@code to} along direction (ux, uy) through (cx, cy), {@code half} either side. */
    private void quad(double cx, double cy, double ux, double uy, double from, double to, double half) {
        double nx = -uy * half;
        double ny = ux * half;
        g.fillPolygon(new double[] {cx + ux * from + nx, cx + ux * to + nx, cx + ux * to - nx, cx + ux * from - nx},
                new double[] {cy + uy * from + ny, cy + uy * to + ny, cy + uy * to - ny, cy + uy * from - ny});
    }

    private void paintWorm(WormView w, boolean blocked) {
        int[] path = WormPath.ordered(w, topology);
        if (path.length == 0) {
            return;
        }
        Color color = NetworkPainter.WORMS[colourOf(w)];
        if (w.packetId() == scene.focusWorm()) {
            g.setStroke(FOCUS);
            g.setLineWidth(11 * k);
            strokeBody(w, path);
        }
        g.setStroke(color);
        g.setLineWidth((geometry.lanes() > 1 ? Math.max(3, Math.min(6, geometry.laneGap() * 0.8)) : 6) * k);
        g.nameNext("worm-" + w.packetId());
        strokeBody(w, path);
        double[] head = geometry.wormPoints(path[path.length - 1], laneOn(w, path[path.length - 1]));
        int colour = colourOf(w);
        // A white disc under a coloured one (a 1.5-pixel white ring), inside a red ring when blocked.
        double size = (blocked ? 23 : 13) * k;
        g.stamp("head " + colour + (blocked ? " blocked " : " ") + k, head[head.length - 2], head[head.length - 1], size, size, h -> {
            if (blocked) {
                h.setStroke(NetworkPainter.DEADLOCK);
                h.setLineWidth(3 * k);
                h.strokeCircle(0, 0, 10 * k);
            }
            h.setFill(Color.WHITE);
            h.fillCircle(0, 0, 6.25 * k);
            h.setFill(NetworkPainter.WORMS[colour]);
            h.fillCircle(0, 0, 4.75 * k);
        });
    }

    private static int colourOf(WormView w) {
        return (int) Math.floorMod(w.packetId() * 7, NetworkPainter.WORMS.length);
    }

    /** The virtual channel worm {@code w} uses on {@code channel} (0 if the snapshot does not say). */
    static int laneOn(WormView w, int channel) {
        for (int i = 0; i < w.channels().length; i++) {
            if (w.channels()[i] == channel) {
                return w.lanes() == null || i >= w.lanes().length ? 0 : w.lanes()[i];
            }
        }
        return 0;
    }

    private void strokeBody(WormView w, int[] path) {
        g.beginPath();
        for (int i = 0; i < path.length; i++) {
            double[] p = geometry.wormPoints(path[i], laneOn(w, path[i]));
            if (i == 0) {
                g.moveTo(p[0], p[1]);
            } else {
                g.lineTo(p[0], p[1]);
            }
            for (int j = 2; j < p.length; j += 2) {
                g.lineTo(p[j], p[j + 1]);
            }
        }
        g.strokePath();
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
                ChannelCurve cc = geometry.laneCurve(c, laneOn(w, c));
                for (int j = 0; j <= 8; j++) {
                    double t = ScreenGeometry.WORM_INSET + (1 - 2 * ScreenGeometry.WORM_INSET) * j / 8;
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
        g.beginGroup("deadlock-cycle");
        for (int c : channels) {
            ChannelCurve curve = geometry.curve(c);
            g.setStroke(NetworkPainter.DEADLOCK);
            g.setLineWidth(5 * k);
            g.setLineDashes(10 * k, 6 * k);
            stroke(curve, 0, 1);
            g.setLineDashes();
            NetworkPainter.arrow(g, curve, 0.55, NetworkPainter.DEADLOCK, 9, k);
        }
        g.endGroup();
    }
}
