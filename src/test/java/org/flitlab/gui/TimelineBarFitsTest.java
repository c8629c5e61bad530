package org.flitlab.gui;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The rewind bar under the canvas keeps every button inside its column with fonts larger than this machine's (the
 * official CI's, a projector's enlarged text): at 18 px it ran past the column's edge and Injection could not be
 * clicked. The tick readout gives way first.
 */
class TimelineBarFitsTest extends WorkbenchTest {
    @Test
    void atAnEighteenPixelFontEveryButtonOfTheBarIsInsideItsColumn(FxRobot robot) throws Exception {
        robot.interact(() -> robot.window(0).getScene().getRoot().setStyle("-fx-font-size: 18px"));
        WaitForAsyncUtils.waitForFxEvents();
        String outside = WaitForAsyncUtils.asyncFx(() -> {
            Node bar = robot.lookup("#timeline-bar").query();
            Bounds column = bar.getParent().localToScene(bar.getParent().getLayoutBounds());
            StringBuilder b = new StringBuilder();
            for (String id : List.of("#back-one", "#back-n", "#back-ticks", "#go-onset", "#go-injection")) {
                Node n = robot.lookup(id).query();
                Bounds at = n.localToScene(n.getLayoutBounds());
                if (at.getMaxX() > column.getMaxX() + 0.5 || at.getMinX() < column.getMinX() - 0.5) {
                    b.append(id).append(" at ").append(at.getMinX()).append('-').append(at.getMaxX()).append("; ");
                }
            }
            return b.isEmpty() ? "" : b + "the column spans " + column.getMinX() + "-" + column.getMaxX();
        }).get();
        assertTrue(outside.isEmpty(), outside);
    }
}
