package org.flitlab.gui;

import static org.junit.jupiter.api.Assertions.assertEquals;

import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.ScrollPane;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The sweep panel at a projector's 1280 x 720: an instructor sets up a sweep in the form without scrolling it, up
 * to the first curve (at an 18px font, its swept parameter). The form shows what its pinned actions leave: with Run
 * sweep and Cancel on one row, Export and Copy data on another and an empty progress bar under them, it showed the
 * Sweep and Values rows only (at 18px, its heading only). On this machine it now shows more (the second series at
 * 13px, the values at 18px, 17 and 10 px clear); the rows checked here keep about 45 px to spare, because the
 * official CI's fonts are taller than this machine's and a check at the edge would fail there.
 */
class SweepFormRoomTest extends ProjectorWindowTest {
    @Test
    void theFormShowsTheSweptParameterItsValuesAndTheFirstSeriesWithoutScrolling(FxRobot robot) {
        robot.interact(() -> stage.getScene().getRoot().setStyle("-fx-font-size: 13px"));
        WaitForAsyncUtils.waitForFxEvents();
        for (String id : new String[] {"#swept-parameter", "#loads", "#series-a"}) {
            assertEquals("", UserSteps.onFx(() -> hiddenPart(robot.lookup(id).query())), id + " shows in the form as it opens");
        }
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
        Bounds b = n.localToScene(n.getLayoutBounds());
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
