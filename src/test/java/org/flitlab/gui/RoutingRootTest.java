package org.flitlab.gui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import java.util.stream.IntStream;
import javafx.geometry.Point2D;
import org.flitlab.experiment.Bounds;
import org.flitlab.routing.updown.UpDownRouting;
import org.flitlab.scenario.ScenarioJson;
import org.flitlab.traffic.UniformPattern;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;

/**
 * The routing view moves the up*&#47;down* root (right-click > Make root, or dragging the root onto another switch)
 * as an undoable scenario edit, and highlights the channel-load bound's bottleneck.
 */
class RoutingRootTest extends WorkbenchTest {
    private Point2D at(int node) {
        var canvas = app.window().canvas();
        return canvas.localToScreen(canvas.screenX(node), canvas.screenY(node));
    }

    private String root() {
        return ScenarioJson.valueAt(app.model().setup().scenario(), "routing.params.root").orElse("none");
    }

    @Test
    void makeRootThenDraggingTheRootMovesTheTreeAndUndoPutsItBack(FxRobot robot) {
        robot.interact(() -> {
            app.model().live().pause();
            app.model().routingViewProperty().set(true);
        });
        assertEquals(-1, app.model().upDownRoot(), "the torus opens with dimension-order routing: no tree");
        robot.rightClickOn(at(0));
        robot.clickOn("Make root");
        assertEquals(0, app.model().upDownRoot());
        assertEquals("0", root());

        // 4 x 4 torus, s5 at (1, 1): s0 is two hops from it, s6 one, s3 at (3, 0)
        // three (2 + 1 round the wrap) and s15 at (3, 3) four.
        robot.drag(at(0)).dropTo(at(5));
        assertEquals(5, app.model().upDownRoot(), app.model().log().entries().toString());
        assertEquals("5", root(), "the scenario's routing root changes");
        var ud = (UpDownRouting) app.model().setup().routingAlgorithm();
        assertEquals(0, ud.level(5));
        assertEquals(1, ud.level(6));
        assertEquals(2, ud.level(0));
        assertEquals(3, ud.level(3));
        assertEquals(4, ud.level(15));
        var t = app.model().setup().topology();
        int portTo1 = IntStream.range(0, t.portCount(0)).filter(p -> t.neighbor(0, p) == 1).findFirst().orElseThrow();
        assertTrue(ud.isUp(0, portTo1), "s0 -> s1 climbs towards the new root");
        assertTrue(app.model().explanationProperty().get().contains("Root: s5"));

        robot.interact(() -> app.model().undo().undo());
        assertEquals(0, app.model().upDownRoot());
        assertEquals("0", root());
    }

    @Test
    void theBottleneckIsTheChannelLoadBoundsBusiestChannel(FxRobot robot) {
        robot.interact(() -> {
            app.model().live().pause();
            app.model().routingViewProperty().set(true);
            app.model().makeRoot(0);
        });
        var s = app.model().setup();
        var b = app.model().bottleneck();
        var expected = Bounds.compute(s.topology(), s.routingAlgorithm(), new UniformPattern().create(s.topology()),
                s.packetFlits(), s.config().switchDelayTicks(), new SplittableRandom(s.seed()));
        assertEquals(expected.bottleneckChannel(), b.channel());
        assertEquals(expected.bottleneckLoad(), b.load(), 0.02 * expected.bottleneckLoad());
        assertEquals(1, b.load() * b.throughputBound(), 1e-9);
        var t = s.topology();
        // Up*/down* from s0 funnels traffic through the root: the busiest channel touches it.
        assertTrue(t.channelSource(b.channel()) == 0 || t.channelTarget(b.channel()) == 0, b.describe(t));
        assertTrue(app.model().explanationProperty().get().contains(b.describe(t)));
        assertEquals(b, app.model().sceneProperty().get().bottleneck(), "the canvas highlights it");

        robot.interact(() -> app.model().makeRoot(10));
        var moved = app.model().bottleneck();
        assertNotEquals(b.channel(), moved.channel(), "moving the root moves the bottleneck");
        var t2 = app.model().setup().topology();
        assertTrue(t2.channelSource(moved.channel()) == 10 || t2.channelTarget(moved.channel()) == 10, moved.describe(t2));
    }
}
