package org.flitlab.gui;

import static org.junit.jupiter.api.Assertions.assertEquals;

import javafx.geometry.BoundingBox;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The sweep panel at a projector's 1280 x 720: an instructor sets up a sweep in the form without scrolling it, up
 * to the first curve (at an 18px font, its swept parameter). The form shows what its pinned actions leave: with Run
 * sweep and Cancel on one row, Export and Copy data on another and an empty progress bar under them, it showed the
 * Sweep and Values rows only (at 18px, its heading only). On this machine it now shows more (the second series at
 * 13px, the values at 18px, 17 and 10 px clear); the rows checked here keep about 45 px to spare (Series A's first line: it wraps), because the
 * official CI's fonts are taller than this machine's and a check at the edge would fail there.
 */
class SweepFormRoomTest extends ProjectorWindowTest {
    @Test
    void theFormShowsTheSweptParameterItsValuesAndTheFirstSeriesWithoutScrolling(FxRobot robot) {
        robot.interact(() -> stage.getScene().getRoot().setStyle("-fx-font-size: 13px"));
        WaitForAsyncUtils.waitForFxEvents();
        for (String id : new String[] {"#swept-parameter", "#loads"}) {
            assertEquals("", UserSteps.onFx(() -> hiddenPart(robot.lookup(id).query())), id + " shows in the form as it opens");
        }
        // Series A wraps onto as many lines as the column needs (SeriesAReadsWholeTest); its first line must show, the
        // rest may take a scroll on a screen whose fonts wrap it further.
        Label seriesA = robot.lookup("#series-a").query();
        assertEquals("", UserSteps.onFx(() -> hiddenPart(seriesA, seriesA.getFont().getSize() * 1.5)), "Series A's first line shows");
    }

    @Test
    void atAnEighteenPixelFontTheFormStillShowsTheSweptParameter(FxRobot robot) {
        // The four buttons took two rows and the status two lines there, and the form kept only its heading.
        robot.interact(() -> stage.getScene().getRoot().setStyle("-fx-font-size: 18px"));
        WaitForAsyncUtils.waitForFxEvents();
        for (String id : new String[] {"#swept-parameter"}) {
            assertEquals("", UserSteps.onFx(() -> hiddenPart(robot.lookup(id).query())), id + " shows in the form as it opens");
        }
    }

    /** Where {@code n} lies outside its scroll pane's view (empty when it shows whole); FX thread. */
    private static String hiddenPart(Node n) {
        return hiddenPart(n, Double.MAX_VALUE);
    }

    /** Where the top {@code height} pixels of {@code n} lie outside its scroll pane's view; FX thread. */
    private static String hiddenPart(Node n, double height) {
        Bounds whole = n.localToScene(n.getLayoutBounds());
        Bounds b = new BoundingBox(whole.getMinX(), whole.getMinY(), whole.getWidth(), Math.min(whole.getHeight(), height));
        for (Node p = n.getParent(); p != null; p = p.getParent()) {
            if (p instanceof ScrollPane sp) {
                Node viewport = sp.lookup(".viewport");
                Bounds view = viewport.localToScene(viewport.getLayoutBounds());
                if (b.getMaxY() > view.getMaxY() + 0.5 || b.getMinY() < view.getMinY() - 0.5) {
                    return "at " + b + ", outside the form's view " + view;
                }
            }
        }
        return "";
    }
}
