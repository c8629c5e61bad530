package org.flitlab.gui;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.TimeUnit;
import org.flitlab.gui.editor.NetworkCanvas;
import org.flitlab.gui.editor.WormPath;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/** Clicking a worm tells its story; after a sweep the canvas shows link utilisation as a heat map. */
class WormAndHeatTest extends WorkbenchTest {
    @Test
    void clickingAWormShowsItsSourceDestinationPathAgeAndState(FxRobot robot) throws Exception {
        // Stop on a frame with a worm stretched over two channels: pause, wait for the clock to stop, then step a
        // few ticks at a time (each step waited for) until one has grown that long.
        robot.interact(() -> app.model().live().pause());
        long[] tick = {TestWorkbench.settledTick(robot, app, 5)};
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> {
            var s = app.model().live().snapshot();
            if (s != null && s.worms().stream().anyMatch(w -> w.channels().length >= 2)) {
                return true;
            }
            long target = tick[0] + 5;
            robot.interact(() -> app.model().live().step(5));
            WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> TestWorkbench.liveTick(robot, app) >= target);
            tick[0] = target;
            return false;
        });
        WaitForAsyncUtils.waitForFxEvents();
        var snap = app.model().live().snapshot();
        var worm = snap.worms().stream().filter(w -> w.channels().length >= 2).findFirst().orElseThrow();
        var canvas = app.window().canvas();
        var scene = app.model().sceneProperty().get();
        // The middle of the worm's first channel on screen, from the painter's own curve.
        var t = app.model().setup().topology();
        int c = WormPath.ordered(worm, t)[0];
        double[][] found = new double[1][];
        robot.interact(() -> found[0] = findPoint(canvas, worm.packetId()));
        double[] p = found[0];
        assertNotNull(p, "worm " + worm.packetId() + " on channel " + c + " is drawn somewhere");
        robot.clickOn(canvas.localToScreen(p[0], p[1]));
        String text = app.model().explanationProperty().get();
        assertTrue(text.startsWith("Packet #" + worm.packetId() + ": " + t.node(worm.sourceNode()).name() + " \u2192 "
                + t.node(worm.destinationNode()).name()), text);
        assertTrue(text.contains("16 flits") && text.contains("age ") && text.contains("Path so far: "), text);
        assertTrue(app.model().sceneProperty().get().focusWorm() == worm.packetId());
        assertNotNull(scene);
    }

    private static double[] findPoint(NetworkCanvas canvas, long id) {
        for (double x = 0; x < canvas.getWidth(); x += 2) {
            for (double y = 0; y < canvas.getHeight(); y += 2) {
                // Well inside the worm's reach (3 px round the point hit it too), not on its edge, where the
                // pointer's rounding to a screen pixel could miss it.
                if (canvas.wormAt(x, y) == id && canvas.nodeAt(x, y) < 0 && canvas.wormAt(x - 3, y) == id
                        && canvas.wormAt(x + 3, y) == id && canvas.wormAt(x, y - 3) == id && canvas.wormAt(x, y + 3) == id
                        && nodeFree(canvas, x, y)) {
                    return new double[] {x, y};
                }
            }
        }
        return null;
    }

    /** No node within 3 px either: a click the pointer rounds onto a node's edge picks the node, not the worm. */
    private static boolean nodeFree(NetworkCanvas canvas, double x, double y) {
        return canvas.nodeAt(x - 3, y) < 0 && canvas.nodeAt(x + 3, y) < 0 && canvas.nodeAt(x, y - 3) < 0 && canvas.nodeAt(x, y + 3) < 0;
    }

    @Test
    void afterASweepTheHeatMapShowsLinkUtilisationOnTheCanvas(FxRobot robot) throws Exception {
        robot.interact(() -> {
            app.model().experiment().loadsProperty().set("0.1 0.3");
            app.model().experiment().seriesBProperty().set(null);
            app.model().experiment().measuredPacketsProperty().set("100");
            app.model().experiment().run();
        });
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> !app.model().experiment().runningProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
        double[] heat = app.model().sceneProperty().get().heat();
        assertNotNull(heat, "the heat map appears after the run");
        assertTrue(app.model().experiment().heatProperty().get().load() == 0.3, "from the highest load");
        // Uniform traffic at 0.3 flits/tick per host: every host link carries about 0.3 in each direction.
        var t = app.model().setup().topology();
        for (var l : t.links()) {
            if (!t.isSwitch(l.nodeA()) || !t.isSwitch(l.nodeB())) {
                assertTrue(heat[l.id()] > 0.15 && heat[l.id()] < 0.5, "host link " + l.id() + ": " + heat[l.id()]);
            }
        }
        assertTrue(app.model().log().last().startsWith("Heat map") || app.model().log().entries().stream()
                .anyMatch(e -> e.contains("Heat map: link utilisation")));
        robot.interact(() -> app.model().clearHeat());
        assertTrue(app.model().sceneProperty().get().heat() == null);
    }
}
