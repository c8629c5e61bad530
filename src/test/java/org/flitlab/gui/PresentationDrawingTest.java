package org.flitlab.gui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.geometry.Bounds;
import javafx.scene.input.KeyCode;
import org.flitlab.gui.editor.DrawnLayout;
import org.flitlab.gui.editor.NetworkCanvas;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The network drawn in presentation mode at a projector's 1280 x 720, as the room sees it: the heat map's legend
 * beside the network with the chart on the right (F6), never over a switch or a host; a 4 x 4 mesh's hosts named,
 * no name over another node or name.
 */
class PresentationDrawingTest extends ProjectorWindowTest {
    @Test
    void withTheChartBesideTheCanvasTheHeatLegendCoversNoSwitchOrHost(FxRobot robot) throws Exception {
        robot.interact(() -> {
            app.model().live().pause();
            app.model().experiment().loadsProperty().set("0.1 0.3");
            app.model().experiment().seriesBProperty().set(null);
            app.model().experiment().measuredPacketsProperty().set("100");
            app.model().experiment().run();
        });
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> !app.model().experiment().runningProperty().get());
        robot.clickOn("#network-canvas");
        robot.push(KeyCode.F5);
        robot.push(KeyCode.F6);
        // A run some way in, as in a lesson: the tick and the counters have their longest texts (four digits, a
        // three-digit delivered count), so the counters wrap and the tick stands above them.
        robot.interact(() -> app.model().live().step(1500));
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> TestWorkbench.liveTick(robot, app) >= 1500);
        // Until the clock stops (the run played from the start until paused, so the step ends past 1500), not a fixed
        // wait that assumes how fast the machine is: the readouts measured below change with every snapshot.
        TestWorkbench.settledTick(robot, app, 10);
        robot.interact(() -> app.window().root().layout());
        assertTrue(app.window().sweepTabs().node().getScene() != null, "F6: the chart is beside the canvas");
        assertNotNull(app.model().sceneProperty().get().heat(), "the heat map is shown");
        var canvas = app.window().canvas();
        assertTrue(canvas.getWidth() < 700, "a canvas as narrow as the issue's: " + canvas.getWidth());
        double[][] legend = new double[1][];
        List<?>[] under = new List<?>[1];
        robot.interact(() -> {
            DrawnLayout drawn = new DrawnLayout(canvas);
            legend[0] = drawn.legend();
            under[0] = drawn.underLegend();
        });
        double[] l = legend[0];
        assertTrue(l[0] >= 0 && l[1] >= 0 && l[0] + l[2] <= canvas.getWidth() && l[1] + l[3] <= canvas.getHeight(),
                "the legend lies inside the canvas: " + java.util.Arrays.toString(l));
        assertTrue(under[0].isEmpty(), "nodes under the legend " + java.util.Arrays.toString(l) + ": " + under[0]);
        assertEquals(List.of(), underReadouts(robot, canvas), "nodes under the tick or the counters");
    }

    /** The nodes whose drawn boxes meet the run's readouts laid over the canvas (the tick and the counters). */
    static List<String> underReadouts(FxRobot robot, NetworkCanvas canvas) {
        List<String> found = new java.util.ArrayList<>();
        robot.interact(() -> {
            for (String id : new String[] {"#tick", "#counters"}) {
                javafx.scene.Node label = robot.lookup(id).query();
                Bounds b = canvas.sceneToLocal(label.localToScene(label.getLayoutBounds()));
                for (Object[] node : new DrawnLayout(canvas).nodeBoxes()) {
                    double[] r = (double[]) node[1];
                    if (b.intersects(r[0], r[1], r[2], r[3])) {
                        found.add(node[0] + " under " + id);
                    }
                }
            }
        });
        return found;
    }

    @Test
    void aFourByFourMeshsHostsAreNamedAndNoNameOverlaps(FxRobot robot) {
        robot.interact(() -> app.model().openScenario(Path.of("samples", "lesson-virtual-channels.json")));
        robot.clickOn("#network-canvas");
        robot.push(KeyCode.F5);
        robot.interact(() -> app.window().root().layout());
        assertTrue(app.window().root().lookup("#timeline-bar").isVisible(), "the timeline bar is under the canvas");
        var canvas = app.window().canvas();
        boolean[] named = new boolean[1];
        List<?>[] clashes = new List<?>[1];
        String[] svg = new String[1];
        robot.interact(() -> {
            DrawnLayout drawn = new DrawnLayout(canvas);
            named[0] = drawn.hostNamesShown();
            clashes[0] = drawn.overlaps();
            svg[0] = canvas.svg();
        });
        assertTrue(named[0], "host names are drawn");
        assertTrue(svg[0].contains(">h0<") && svg[0].contains(">h15<"), "the picture names the first and last host");
        assertTrue(clashes[0].isEmpty(), "names over other nodes: " + clashes[0]);
        assertFalse(svg[0].isEmpty());
    }
}
