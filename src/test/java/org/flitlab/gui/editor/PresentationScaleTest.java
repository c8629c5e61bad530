package org.flitlab.gui.editor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.flitlab.topology.Topology;
import org.flitlab.topology.mesh.MeshTopology;
import org.junit.jupiter.api.Test;

/**
 * Presentation mode draws nodes 2.4 times their size; where the network's switches stand closer than that allows,
 * the drawing scale comes down (never below the normal size) so that no switch is drawn over its neighbour.
 */
class PresentationScaleTest {
    /** The canvas in presentation mode at 1280 x 720, between the menu bar and the timeline and run bars. */
    private static final double W = 1280;
    private static final double H = 560;
    private static final double PRESENTING = 2.4;

    private static ScreenGeometry presented(Topology t) {
        NetworkLayout layout = new NetworkLayout(t);
        CanvasTransform view = new CanvasTransform();
        view.fit(layout, W, H, PRESENTING);
        return ScreenGeometry.of(layout, view, PRESENTING);
    }

    @Test
    void anEightByEightMeshIsDrawnSmallerThanAskedAndNoSwitchTouchesAnother() {
        ScreenGeometry g = presented(MeshTopology.build(MeshTopology.defaults()));
        assertTrue(g.k() > 1 && g.k() < PRESENTING, "enlarged, but less than asked: " + g.k());
        List<LabelBoxes.Box> boxes = LabelBoxes.of(g);
        int switches = g.topology().switchCount();
        for (int a = 0; a < switches; a++) {
            for (int b = a + 1; b < switches; b++) {
                assertTrue(!boxes.get(a).overlaps(boxes.get(b)), "s" + a + " over s" + b);
            }
            for (int h = switches; h < boxes.size(); h++) {
                LabelBoxes.Box s = boxes.get(a);
                boolean inside = g.x(h) > s.x() && g.x(h) < s.x() + s.w() && g.y(h) > s.y() && g.y(h) < s.y() + s.h();
                assertTrue(!inside, "host " + h + " drawn on s" + a);
            }
        }
        // Two neighbouring switches keep a quarter of their distance between their 28k-wide boxes.
        double pitch = Math.abs(g.x(1) - g.x(0));
        assertTrue(pitch - 28 * g.k() >= 0.25 * pitch - 1e-9, "gap " + (pitch - 28 * g.k()) + " of " + pitch);
    }

    @Test
    void aFourByFourMeshKeepsTheFullPresentationScale() {
        ScreenGeometry g = presented(MeshTopology.build(new MeshTopology.Params(4, 4, 1, 1, 0, 0)));
        assertEquals(PRESENTING, g.k(), 1e-12);
        assertEquals(List.of(), LabelBoxes.overlaps(g));
        assertTrue(g.hostNames(), "its host names fit and are drawn");
    }
}
