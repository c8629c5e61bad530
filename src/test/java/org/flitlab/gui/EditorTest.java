package org.flitlab.gui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;

/** The palette's tools edit the network on the canvas, each edit undoable with Ctrl+Z and redoable with Ctrl+Y. */
class EditorTest extends WorkbenchTest {
    private void clickNode(FxRobot robot, int node) {
        var canvas = app.window().canvas();
        robot.clickOn(canvas.localToScreen(canvas.screenX(node), canvas.screenY(node)));
    }

    private int switches() {
        return app.model().setup().topology().switchCount();
    }

    @Test
    void addConnectAndDeleteASwitchWithUndoAndRedo(FxRobot robot) {
        robot.interact(() -> app.model().live().pause());
        var canvas = app.window().canvas();
        int links = app.model().setup().topology().links().size();
        // The tools top the scrolling palette: each scrolled into view before its click, whatever the fonts (CI's).
        UserSteps.click(robot, "#tool-add-switch");
        robot.clickOn(canvas.localToScreen(canvas.getWidth() - 30, canvas.getHeight() / 2));
        assertEquals(17, switches(), app.model().log().entries().toString());
        assertEquals("custom", app.model().setup().topology().family());
        int added = 16; // switches come first, so the new switch is node 16
        assertEquals("s16", app.model().setup().topology().node(added).name());
        // Snapped to the half-unit grid.
        double x = app.model().layout().x(added);
        assertEquals(Math.round(x * 2) / 2.0, x, 1e-9);

        UserSteps.click(robot, "#tool-add-host");
        clickNode(robot, added);
        assertEquals(17, app.model().setup().topology().hostCount());

        UserSteps.click(robot, "#tool-connect");
        clickNode(robot, added);
        clickNode(robot, 0);
        assertEquals(links + 3, app.model().setup().topology().links().size(),
                "a link to the nearest switch, one host link and the connected switch link");
        assertEquals("up-down", app.model().setup().routing().id(), "dimension order cannot run on a custom network");

        UserSteps.click(robot, "#tool-delete");
        clickNode(robot, added);
        assertEquals(16, switches());
        assertEquals(16, app.model().setup().topology().hostCount(), "its host goes with it");

        robot.press(KeyCode.CONTROL).type(KeyCode.Z).release(KeyCode.CONTROL);
        assertEquals(17, switches());
        assertEquals(links + 3, app.model().setup().topology().links().size());
        robot.press(KeyCode.CONTROL).type(KeyCode.Z).type(KeyCode.Z).type(KeyCode.Z).release(KeyCode.CONTROL);
        assertEquals("torus", app.model().setup().topology().family(), "back to the opened torus");
        robot.press(KeyCode.CONTROL).type(KeyCode.Y).release(KeyCode.CONTROL);
        assertEquals(17, switches());
        assertTrue(app.model().undo().canRedoProperty().get());
    }

    @Test
    void aRubberBandSelectsNodesAndTheDeleteKeyRemovesThemTogether(FxRobot robot) {
        robot.interact(() -> app.model().live().pause());
        var layout = app.model().layout();
        // The first row of the torus: switches s0..s3 share one y.
        robot.interact(() -> app.model().markInside(layout.x(0) - 0.1, layout.y(0) - 0.1, layout.x(3) + 0.1, layout.y(3) + 0.1));
        assertEquals(Set.of(0, 1, 2, 3), app.model().marked());
        robot.interact(() -> app.model().deleteMarked(-1));
        assertEquals(12, switches());
        assertEquals(12, app.model().setup().topology().hostCount());
        robot.interact(() -> app.model().undo().undo());
        assertEquals(16, switches());
    }

    private int linkBetween(String a, String b) {
        var t = app.model().setup().topology();
        return t.links().stream().filter(l -> {
            String x = t.node(l.nodeA()).name();
            String y = t.node(l.nodeB()).name();
            return x.equals(a) && y.equals(b) || x.equals(b) && y.equals(a);
        }).findFirst().orElseThrow().id();
    }

    @Test
    void afterAnEditTheTorusWrapLinksStayArcsAndALinkUnderANewSwitchBowsRoundIt(FxRobot robot) {
        robot.interact(() -> app.model().live().pause());
        var before = app.model().layout();
        assertTrue(before.isArc(linkBetween("s0", "s3")));
        double midX = (before.x(0) + before.x(1)) / 2;
        double midY = (before.y(0) + before.y(1)) / 2;
        robot.interact(() -> app.model().editNetwork("add switch", k -> k.addSwitch(midX, midY)));
        var after = app.model().layout();
        assertEquals("custom", app.model().setup().topology().family());
        assertTrue(after.isArc(linkBetween("s0", "s3")), "row wrap link");
        assertTrue(after.isArc(linkBetween("s0", "s12")), "column wrap link");
        assertTrue(after.isArc(linkBetween("s0", "s1")), "the link under the new switch");
        assertFalse(after.isArc(linkBetween("s1", "s2")));
    }
}
