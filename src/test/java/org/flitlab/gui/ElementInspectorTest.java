package org.flitlab.gui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import org.flitlab.topology.Link;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;

/** The inspector shows the element the Select tool clicked and edits a link's delay as an undoable edit. */
class ElementInspectorTest extends WorkbenchTest {
    private Link link(String a, String b) {
        var t = app.model().setup().topology();
        return t.links().stream().filter(l -> {
            String x = t.node(l.nodeA()).name();
            String y = t.node(l.nodeB()).name();
            return x.equals(a) && y.equals(b) || x.equals(b) && y.equals(a);
        }).findFirst().orElseThrow();
    }

    @Test
    void anInvalidDelayIsNamedWithItsRangeAndAValidOneAppliesAndUndoes(FxRobot robot) {
        // Paused at tick 0: no worm lies on the link to take the click.
        robot.interact(() -> {
            app.model().live().pause();
            app.model().live().reset();
        });
        var canvas = app.window().canvas();
        var k = link("s1", "s2");
        assertEquals(1, k.delayTicks());
        double x = (canvas.screenX(k.nodeA()) + canvas.screenX(k.nodeB())) / 2;
        double y = (canvas.screenY(k.nodeA()) + canvas.screenY(k.nodeB())) / 2;
        robot.clickOn(canvas.localToScreen(x, y));
        assertEquals(k.id(), app.model().selectedLinkProperty().get());
        Label summary = robot.lookup("#element-summary").queryAs(Label.class);
        assertTrue(summary.getText().startsWith("Link s1 \u2013 s2: delay 1 ticks"), summary.getText());

        // The element inspector lives in the scrolling side panel: scrolled into view first, as a user would (with
        // larger fonts, CI's, the scenario's wrapped description above may push it below the panel's visible part).
        UserSteps.reveal(robot, "#element-field-1");
        robot.doubleClickOn("#element-field-1").eraseText(3).write("0");
        Label error = robot.lookup("#element-error").queryAs(Label.class);
        assertEquals("delay is 0; it must be from 1 to 10000 ticks", error.getText());
        assertTrue(error.isVisible());
        assertTrue(robot.lookup("#element-apply").queryAs(Button.class).isDisable());

        robot.doubleClickOn("#element-field-1").eraseText(3).write("3");
        assertFalse(error.isVisible());
        UserSteps.click(robot, "#element-apply");
        assertEquals(3, link("s1", "s2").delayTicks());
        assertEquals(1, link("s0", "s1").delayTicks(), "only the selected link changes");
        assertTrue(app.model().undo().canUndoProperty().get());

        robot.press(KeyCode.CONTROL).type(KeyCode.Z).release(KeyCode.CONTROL);
        assertEquals(1, link("s1", "s2").delayTicks());
        assertEquals("torus", app.model().setup().topology().family());
    }

    @Test
    void aSwitchShowsItsPortsBufferAndRole(FxRobot robot) {
        robot.interact(() -> app.model().live().pause());
        robot.interact(() -> app.model().nodeClicked(0));
        String text = robot.lookup("#element-summary").queryAs(Label.class).getText();
        var t = app.model().setup().topology();
        assertTrue(text.startsWith("Switch s0: " + t.portCount(0) + " ports (0\u2192"), text);
        assertTrue(text.contains("buffer " + app.model().setup().config().bufferFlits() + " flits"), text);
    }
}
