package org.flitlab.gui.editor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.flitlab.network.NetworkSnapshot;
import org.flitlab.network.TwoLaneFixture;
import org.flitlab.network.WormView;
import org.flitlab.topology.Topology;
import org.junit.jupiter.api.Test;

/**
 * A 2-VC network run a few ticks, drawn onto a recording surface: the link s0 -&gt; s1 has two lanes, h0's worm is
 * drawn on lane 0 and h2's on lane 1, an input buffer is a bar whose size grows with zoom, and the hover text
 * names each virtual channel's worm, fill and credits.
 */
class LaneDrawingTest {
    private static final double W = 900;
    private static final double H = 500;
    private final Topology t = TwoLaneFixture.topology();
    private final NetworkSnapshot snap = TwoLaneFixture.run(t, 12).snapshot();
    private final NetworkLayout layout = new NetworkLayout(t);
    /** Channel s0 -> s1. */
    private final int link = t.channelOut(0, 1);

    private ScreenGeometry geometry(double zoom) {
        CanvasTransform view = new CanvasTransform();
        view.fit(layout, W, H);
        view.zoomAbout(zoom, W / 2, H / 2);
        return ScreenGeometry.of(layout, view, 1, snap.lanes());
    }

    private RecordingSurface paint(ScreenGeometry g) {
        RecordingSurface s = new RecordingSurface();
        CanvasScene scene = new CanvasScene(layout, snap, null, null, -1, 1);
        new NetworkPainter(s, g, scene).paint(W, H);
        return s;
    }

    private WormView wormFrom(String host) {
        int node = t.nodes().stream().filter(n -> n.name().equals(host)).findFirst().orElseThrow().id();
        return snap.worms().stream().filter(w -> w.sourceNode() == node).findFirst().orElseThrow();
    }

    /** Whether the stroke passes through every point of {@code points} (x0, y0, x1, y1, ...). */
    private static boolean passesThrough(RecordingSurface.Shape stroke, double[] points) {
        for (int j = 0; j < points.length; j += 2) {
            final int i = j;
            if (stroke.points().stream().noneMatch(p -> Math.hypot(p[0] - points[i], p[1] - points[i + 1]) < 1e-6)) {
                return false;
            }
        }
        return true;
    }

    @Test
    void theLinkIsDrawnAsTwoLanesWithEachWormOnItsOwn() {
        assertEquals(2, snap.lanes());
        ScreenGeometry g = geometry(1);
        RecordingSurface s = paint(g);
        // The idle channel is a band covering both lanes' centre lines.
        assertEquals(g.laneGap() + 2.5, s.named(s.strokes, "channel-" + link).get(0).lineWidth(), 1e-9, "a band two lanes wide");
        WormView a = wormFrom("h0");
        WormView b = wormFrom("h2");
        assertEquals(0, TrafficPainter.laneOn(a, link));
        assertEquals(1, TrafficPainter.laneOn(b, link));
        RecordingSurface.Shape wormA = s.named(s.strokes, "worm-" + a.packetId()).get(0);
        RecordingSurface.Shape wormB = s.named(s.strokes, "worm-" + b.packetId()).get(0);
        assertTrue(passesThrough(wormA, g.wormPoints(link, 0)) && !passesThrough(wormA, g.wormPoints(link, 1)), "h0's worm on lane 0");
        assertTrue(passesThrough(wormB, g.wormPoints(link, 1)) && !passesThrough(wormB, g.wormPoints(link, 0)), "h2's worm on lane 1");
        // The lanes are a lane gap apart, wider than either worm's stroke is half wide: two distinct bands.
        double[] p0 = g.wormPoints(link, 0);
        double[] p1 = g.wormPoints(link, 1);
        double apart = Math.hypot(p0[0] - p1[0], p0[1] - p1[1]);
        assertEquals(g.laneGap(), apart, 1e-6);
        assertTrue(apart > wormA.lineWidth() / 2 + wormB.lineWidth() / 2, apart + " px between lanes");
    }

    @Test
    void eachBufferIsABarFilledToItsOccupancyThatGrowsWithZoom() {
        // h0's flits arrive at s0 a flit a tick and leave at half that (the link is shared with h2's worm), so
        // s0's input buffer from h0 fills up.
        int fromH0 = t.channelOut(t.nodes().stream().filter(n -> n.name().equals("h0")).findFirst().orElseThrow().id(), 0);
        var vc = snap.vcs()[fromH0][0];
        assertTrue(vc.occupancy() > 1 && vc.occupancy() < vc.capacity(), "s0's buffer from h0 holds " + vc.occupancy());
        double[] at1 = barSize(paint(geometry(1)), fromH0);
        double[] at2 = barSize(paint(geometry(2)), fromH0);
        assertEquals(2 * at1[0], at2[0], 1e-6, "bar length doubles with the zoom");
        assertTrue(at2[1] > at1[1], "bar thickness grows with the zoom");
        // The filled part is occupancy / capacity of the bar's inside.
        RecordingSurface s = paint(geometry(1));
        int i = s.polygons.indexOf(s.named(s.polygons, "buffer-" + fromH0 + "-vc0").get(0));
        double inside = side(s.polygons.get(i + 1).points(), 0);
        double filled = side(s.polygons.get(i + 2).points(), 0);
        assertEquals((double) vc.occupancy() / vc.capacity(), filled / inside, 1e-9);
    }

    @Test
    void hoverTextNamesEachVirtualChannelsWormFillAndCredits() {
        String text = ChannelTooltip.text(snap, t, link);
        var vcs = snap.vcs()[link];
        assertTrue(text.startsWith("s0 \u2192 s1"), text);
        for (int v = 0; v < 2; v++) {
            String line = "VC " + v + ": packet " + vcs[v].ownerPacket() + ", buffer " + vcs[v].occupancy() + "/"
                    + vcs[v].capacity() + " flits, " + vcs[v].credits() + " credit";
            assertTrue(text.contains(line), text + " lacks " + line);
            // Credits are the free slots the sender knows of: never more than the buffer's free space.
            assertTrue(vcs[v].credits() <= vcs[v].capacity() - vcs[v].occupancy() + 1, text);
        }
        assertEquals(wormFrom("h0").packetId(), vcs[0].ownerPacket());
        assertEquals(wormFrom("h2").packetId(), vcs[1].ownerPacket());
    }

    /** Length and thickness of the inside of virtual channel 0's buffer bar at the end of {@code channel}. */
    private double[] barSize(RecordingSurface s, int channel) {
        int outline = s.polygons.indexOf(s.named(s.polygons, "buffer-" + channel + "-vc0").get(0));
        List<double[]> p = s.polygons.get(outline + 1).points();
        return new double[] {side(p, 0), side(p, 1)};
    }

    private static double side(List<double[]> p, int i) {
        return Math.hypot(p.get(i + 1)[0] - p.get(i)[0], p.get(i + 1)[1] - p.get(i)[1]);
    }
}
