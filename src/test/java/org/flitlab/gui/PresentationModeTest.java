package org.flitlab.gui;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Labeled;
import javafx.scene.control.SplitPane;
import javafx.scene.input.KeyCode;
import javafx.scene.text.Text;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Presentation mode at a projector's 1280 x 720: the canvas takes the window, every visible label shows its whole
 * text inside the window, and the keys an instructor presses (F5, F6 for the chart, F11) give that layout and
 * give the old one back.
 */
class PresentationModeTest extends ProjectorWindowTest {
    @Test
    void atAProjectorsSizeTheCanvasTakesThreeQuartersOfTheWindowAndNoLabelIsCut(FxRobot robot) throws Exception {
        robot.clickOn("#network-canvas");
        robot.push(KeyCode.F5);
        WaitForAsyncUtils.waitForFxEvents();
        stepAndSettle(robot, 200);
        var canvas = app.window().canvas();
        double windowArea = stage.getScene().getWidth() * stage.getScene().getHeight();
        assertEquals(1280, stage.getScene().getWidth(), 1);
        assertTrue(canvas.getWidth() * canvas.getHeight() >= 0.75 * windowArea,
                "canvas " + canvas.getWidth() + " x " + canvas.getHeight() + " in a " + windowArea + " px window");
        List<String> cut = UserSteps.onFx(() -> cutLabels(app.window().root()));
        assertTrue(cut.isEmpty(), "labels cut in presentation mode: " + cut);
        assertTrue(UserSteps.onFx(() -> countVisibleLabels(app.window().root())) >= 10, "the run controls and the menu bar stay");
        robot.push(KeyCode.F6);
        robot.interact(() -> app.window().root().layout());
        assertTrue(app.window().sweepTabs().node().getScene() != null, "F6: the chart is shown");
        List<String> cutBeside = UserSteps.onFx(() -> cutLabels(app.window().root()));
        assertTrue(cutBeside.isEmpty(), "labels cut with the chart beside the canvas: " + cutBeside);
    }

    @Test
    void theKeysGiveThePresentationLayoutsAndLeavingGivesTheOldLayoutBack(FxRobot robot) {
        SplitPane centre = app.window().centreSplit();
        SplitPane bottom = app.window().bottomSplit();
        placeDividers(robot, centre, bottom);
        List<Node> items = List.copyOf(centre.getItems());
        List<Node> bottomItems = List.copyOf(bottom.getItems());
        double[] dividers = centre.getDividerPositions();
        double[] bottomDividers = bottom.getDividerPositions();
        Node chart = app.window().sweepTabs().node();
        Node canvas = app.window().canvas();
        Node palette = app.window().palette();
        robot.clickOn("#network-canvas");

        robot.push(KeyCode.F5);
        assertTrue(app.model().presentationProperty().get());
        assertFalse(showing(palette), "the side panels collapse");
        assertFalse(showing(chart), "the bottom area collapses");
        assertFalse(showing(robot.lookup("#status").query()), "the status bar collapses");
        assertTrue(showing(canvas));

        robot.push(KeyCode.F6);
        assertTrue(showing(canvas) && showing(chart), "F6: the chart beside the canvas " + showing(canvas) + showing(chart));
        Bounds c = canvas.localToScene(canvas.getLayoutBounds());
        Bounds k = chart.localToScene(chart.getLayoutBounds());
        assertTrue(k.getMinX() >= c.getMaxX() - 1, "the chart is to the right of the canvas: " + c + " " + k);
        robot.push(KeyCode.F6);
        assertTrue(showing(chart) && !showing(canvas), "F6 again: the chart instead of the canvas");
        assertTrue(chart.getLayoutBounds().getWidth() > 1000, "the chart takes the window's width");

        robot.push(KeyCode.F11);
        assertTrue(stage.isFullScreen(), "F11: full screen");
        robot.push(KeyCode.F5);
        assertFalse(app.model().presentationProperty().get());
        assertFalse(stage.isFullScreen(), "leaving presentation mode leaves full screen as it was");
        assertEquals(items, centre.getItems());
        assertEquals(bottomItems, bottom.getItems());
        assertArrayEquals(dividers, centre.getDividerPositions(), 1e-9);
        assertArrayEquals(bottomDividers, bottom.getDividerPositions(), 1e-9);
        assertTrue(showing(palette) && showing(chart) && showing(canvas) && showing(robot.lookup("#status").query()));
    }

    /** The user's own divider places, set once the window has settled from its start. */
    private static void placeDividers(FxRobot robot, SplitPane centre, SplitPane bottom) {
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> {
            centre.setDividerPositions(0.6);
            bottom.setDividerPositions(0.3, 0.7);
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void presentingShowsTheChartTabsOnlyAndLeavingBringsTheInspectorsBackAsSelected(FxRobot robot) {
        var pane = app.window().sweepTabs().node();
        List<String> before = pane.getTabs().stream().map(javafx.scene.control.Tab::getText).toList();
        robot.clickOn("#network-canvas");
        robot.interact(() -> pane.getSelectionModel().select(pane.getTabs().size() - 1));
        String selected = pane.getSelectionModel().getSelectedItem().getText();
        robot.push(KeyCode.F5);
        List<String> presenting = pane.getTabs().stream().map(javafx.scene.control.Tab::getText).toList();
        assertFalse(presenting.contains(selected), "the inspectors leave while presenting: " + presenting);
        assertTrue(presenting.contains("Latency"), "the charts stay: " + presenting);
        robot.push(KeyCode.F5);
        assertEquals(before, pane.getTabs().stream().map(javafx.scene.control.Tab::getText).toList());
        assertEquals(selected, pane.getSelectionModel().getSelectedItem().getText());
    }

    @Test
    void theChartIsLetteredForTheBackOfTheRoomAndBackAfterwards(FxRobot robot) {
        var viewer = (org.jfree.chart.fx.ChartViewer) app.window().sweepTabs().node().getTabs().get(0).getContent();
        var axis = ((org.jfree.chart.plot.XYPlot) viewer.getChart().getPlot()).getRangeAxis();
        float title = viewer.getChart().getTitle().getFont().getSize2D();
        float ticks = axis.getTickLabelFont().getSize2D();
        robot.clickOn("#network-canvas");
        robot.push(KeyCode.F5);
        assertTrue(viewer.getChart().getTitle().getFont().getSize2D() >= 24, "title at 18 pt or more");
        assertEquals(ticks * 1.8, axis.getTickLabelFont().getSize2D(), 0.01);
        robot.push(KeyCode.F5);
        assertEquals(title, viewer.getChart().getTitle().getFont().getSize2D());
        assertEquals(ticks, axis.getTickLabelFont().getSize2D());
    }

    /**
     * Pauses the run, steps it and waits until the drawn tick stops moving: the labels read below change with every
     * snapshot, and a label read while the next snapshot lands is "cut" by a tick (seen on a loaded CI machine).
     */
    private void stepAndSettle(FxRobot robot, long ticks) throws java.util.concurrent.TimeoutException {
        robot.interact(() -> {
            app.model().live().pause();
            app.model().live().step(ticks);
        });
        WaitForAsyncUtils.waitFor(20, java.util.concurrent.TimeUnit.SECONDS, () -> TestWorkbench.liveTick(robot, app) >= ticks);
        TestWorkbench.settledTick(robot, app, 10);
        robot.interact(() -> app.window().root().layout());
    }

    /** Whether {@code n} is in the window and it and all its parents are visible. */
    private static boolean showing(Node n) {
        if (n.getScene() == null) {
            return false;
        }
        for (Node p = n; p != null; p = p.getParent()) {
            if (!p.isVisible()) {
                return false;
            }
        }
        return true;
    }

    /** Every visible label whose text is shortened (an ellipsis) or drawn outside its own bounds or the window. */
    private static List<String> cutLabels(Parent root) {
        List<String> cut = new ArrayList<>();
        Bounds window = root.localToScene(root.getLayoutBounds());
        for (Labeled l : visibleLabels(root)) {
            Text text = (Text) l.lookup(".text");
            if (text == null || !text.isVisible()) {
                cut.add(l.getText() + " (no text shown)");
                continue;
            }
            Bounds inLabel = l.sceneToLocal(text.localToScene(text.getBoundsInLocal()));
            Bounds own = l.getLayoutBounds();
            Bounds inScene = text.localToScene(text.getBoundsInLocal());
            if (!text.getText().equals(l.getText()) || inLabel.getMaxX() > own.getMaxX() + 1
                    || inScene.getMaxX() > window.getMaxX() + 1 || inScene.getMaxY() > window.getMaxY() + 1) {
                cut.add("'" + l.getText() + "' shown as '" + text.getText() + "' at " + inScene);
            }
        }
        return cut;
    }

    private static int countVisibleLabels(Parent root) {
        return visibleLabels(root).size();
    }

    private static List<Labeled> visibleLabels(Parent root) {
        List<Labeled> found = new ArrayList<>();
        collect(root, found);
        return found;
    }

    private static void collect(Node n, List<Labeled> found) {
        if (!n.isVisible()) {
            return;
        }
        if (n instanceof Labeled l && l.getText() != null && !l.getText().isBlank()) {
            found.add(l);
        }
        if (n instanceof Parent p) {
            for (Node child : p.getChildrenUnmodifiable()) {
                collect(child, found);
            }
        }
    }
}
