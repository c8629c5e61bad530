package org.flitlab.gui;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.ScrollPane;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * At a projector's 1280 x 720, and with fonts larger than this machine's, an instructor starts a sweep and copies
 * its data with the buttons as they are: no scrolling first. (Run sweep and Copy data used to sit below the fold of
 * the scrolling settings column there, where a click landed on nothing.)
 */
class SweepActionsInViewTest extends ProjectorWindowTest {
    private static final List<String> ACTIONS = List.of("#run-sweep", "#cancel-sweep", "#export-chart", "#copy-data",
            "#sweep-status");

    @Test
    void atAProjectorsSizeRunSweepIsClickedWithoutScrolling(FxRobot robot) throws Exception {
        actionsAreWhollyInView(robot);
        startAShortSweepByClicking(robot);
    }

    @Test
    void withLargerFontsTheActionsStayInViewToo(FxRobot robot) throws Exception {
        robot.interact(() -> stage.getScene().getRoot().setStyle("-fx-font-size: 18px"));
        WaitForAsyncUtils.waitForFxEvents();
        actionsAreWhollyInView(robot);
        startAShortSweepByClicking(robot);
    }

    private void startAShortSweepByClicking(FxRobot robot) throws Exception {
        var e = app.model().experiment();
        robot.interact(() -> {
            app.model().live().pause();
            e.loadsProperty().set("0.05");
            e.seriesBProperty().set(null);
            e.measuredPacketsProperty().set("50");
        });
        robot.clickOn("#run-sweep");
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> e.lastResult().isPresent() && !e.runningProperty().get());
        assertTrue(e.statusProperty().get().startsWith("Done: 1 points"), e.statusProperty().get());
    }

    /** Each action lies inside the window and inside every scroll pane's viewport that holds it. */
    private void actionsAreWhollyInView(FxRobot robot) throws Exception {
        for (String id : ACTIONS) {
            String where = WaitForAsyncUtils.asyncFx(() -> {
                Node n = robot.lookup(id).query();
                Bounds b = n.localToScene(n.getLayoutBounds());
                double w = stage.getScene().getWidth();
                double h = stage.getScene().getHeight();
                if (b.getMinX() < 0 || b.getMinY() < 0 || b.getMaxX() > w + 0.5 || b.getMaxY() > h + 0.5) {
                    return id + " at " + b + " outside the " + w + " x " + h + " window";
                }
                for (Node p = n.getParent(); p != null; p = p.getParent()) {
                    if (p instanceof ScrollPane sp) {
                        Bounds view = sp.localToScene(sp.getLayoutBounds());
                        if (b.getMaxY() > view.getMaxY() + 0.5 || b.getMinY() < view.getMinY() - 0.5) {
                            return id + " at " + b + " outside its scroll pane's view " + view;
                        }
                    }
                }
                return "";
            }).get();
            assertTrue(where.isEmpty(), where);
        }
    }
}
