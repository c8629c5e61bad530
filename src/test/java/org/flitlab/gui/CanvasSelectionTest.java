package org.flitlab.gui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import javafx.geometry.Point2D;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * What a click picks on the canvas (issue 14, defects 4 and 5): empty canvas picks nothing, so Delete then
 * removes nothing; a selection never shows in an exported picture nor in the next network; a link between two
 * switches is deleted with the Delete tool or with select + Delete, and the deletion is undone with Ctrl+Z.
 */
@Tag("gui")
@ExtendWith(ApplicationExtension.class)
class CanvasSelectionTest {
    private WorkbenchApp app;

    @Start
    void start(Stage stage) {
        app = TestWorkbench.app();
        app.start(stage);
    }

    @BeforeEach
    void stillNetwork(FxRobot robot) {
        // No worms: a click must land on the node, link or background it aims at.
        robot.interact(() -> {
            app.model().live().pause();
            app.model().live().reset();
        });
    }

    @AfterEach
    void stop(FxRobot robot) {
        robot.interact(app::stop);
    }

    private Point2D node(int n) {
        var canvas = app.window().canvas();
        return canvas.localToScreen(canvas.screenX(n), canvas.screenY(n));
    }

    /** The middle of the 4x4 torus's first cell (switches s0, s1, s4, s5): no node, link or worm there. */
    private Point2D emptyPoint() {
        var c = app.window().canvas();
        double x = (c.screenX(0) + c.screenX(5)) / 2;
        double y = (c.screenY(0) + c.screenY(5)) / 2;
        assertEquals(-1, c.nodeAt(x, y));
        assertEquals(-1, c.linkAt(x, y));
        return c.localToScreen(x, y);
    }

    /** The screen point halfway along the straight link between switches {@code a} and {@code b}. */
    private Point2D linkMiddle(int a, int b, int link) {
        var c = app.window().canvas();
        double x = (c.screenX(a) + c.screenX(b)) / 2;
        double y = (c.screenY(a) + c.screenY(b)) / 2;
        assertEquals(link, c.linkAt(x, y), "the point is on the link");
        return c.localToScreen(x, y);
    }

    private int linkBetween(String a, String b) {
        var t = app.model().setup().topology();
        return t.links().stream().filter(l -> {
            String x = t.node(l.nodeA()).name();
            String y = t.node(l.nodeB()).name();
            return x.equals(a) && y.equals(b) || x.equals(b) && y.equals(a);
        }).mapToInt(l -> l.id()).findFirst().orElse(-1);
    }

    private int switches() {
        return app.model().setup().topology().switchCount();
    }

    @Test
    void aClickOnEmptyCanvasSelectsNothingSoDeleteRemovesNothing(FxRobot robot) {
        robot.clickOn(node(5));
        assertEquals(5, app.model().selectedNodeProperty().get(), "a click on s5 selects it");
        robot.clickOn(emptyPoint());
        assertEquals(-1, app.model().selectedNodeProperty().get());
        assertTrue(app.model().marked().isEmpty(), "nothing marked: " + app.model().marked());
        assertEquals(-1, app.model().sceneProperty().get().selected());
        assertFalse(app.model().log().entries().stream().anyMatch(e -> e.contains(" selected.")),
                app.model().log().entries().toString());
        robot.type(KeyCode.DELETE);
        assertEquals(16, switches(), "Delete with nothing selected removes nothing");
        assertEquals(16, app.model().setup().topology().hostCount());
        assertFalse(app.model().undo().canUndoProperty().get(), "no edit was made");
    }

    @Test
    void aSelectionShowsNeitherInExportedPicturesNorInTheNextNetwork(FxRobot robot, @TempDir Path dir) throws Exception {
        var exports = app.window().exports();
        robot.interact(() -> {
            exports.exportCanvasTo(dir.resolve("plain.png"));
            exports.exportCanvasTo(dir.resolve("plain.svg"));
        });
        robot.clickOn(node(5));
        // Shift-drag a box round the first row, s0 to s3.
        var c = app.window().canvas();
        double above = (c.screenY(0) + c.screenY(4)) / 2;
        Point2D from = c.localToScreen(c.screenX(0) - 30, 2 * c.screenY(0) - above);
        Point2D to = c.localToScreen(c.screenX(3) + 30, above);
        robot.press(KeyCode.SHIFT).drag(from).dropTo(to).release(KeyCode.SHIFT);
        assertTrue(app.model().marked().containsAll(Set.of(0, 1, 2, 3)), app.model().log().last());
        robot.interact(() -> {
            exports.exportCanvasTo(dir.resolve("selected.png"));
            exports.exportCanvasTo(dir.resolve("selected.svg"));
        });
        assertEquals(Files.readString(dir.resolve("plain.svg")), Files.readString(dir.resolve("selected.svg")),
                "the SVG picture is the same with or without a selection");
        assertEquals(-1, Files.mismatch(dir.resolve("plain.png"), dir.resolve("selected.png")),
                "the PNG picture is the same with or without a selection");

        robot.press(KeyCode.CONTROL).type(KeyCode.N).release(KeyCode.CONTROL); // File > New: the next network
        assertTrue(app.model().marked().isEmpty(), "the marks stay with the network they were made on");
        assertTrue(app.model().sceneProperty().get().marked().isEmpty());
        assertEquals(-1, app.model().sceneProperty().get().selected());
        robot.type(KeyCode.DELETE);
        assertEquals(16, switches(), "nothing selected in the new network, so nothing deleted");
    }

    @Test
    void aLinkIsDeletedWithTheDeleteToolAndWithSelectAndDeleteAndComesBackWithUndo(FxRobot robot) {
        int links = app.model().setup().topology().links().size();
        UserSteps.click(robot, "#tool-delete");
        robot.clickOn(linkMiddle(1, 2, linkBetween("s1", "s2")));
        assertEquals(links - 1, app.model().setup().topology().links().size(), app.model().log().last());
        assertEquals(-1, linkBetween("s1", "s2"), "the clicked link is the one gone");
        assertEquals(16, switches(), "both switches stay");
        assertEquals(16, app.model().setup().topology().hostCount());
        robot.press(KeyCode.CONTROL).type(KeyCode.Z).release(KeyCode.CONTROL);
        assertEquals(links, app.model().setup().topology().links().size());
        assertTrue(linkBetween("s1", "s2") >= 0);

        UserSteps.click(robot, "#tool-select");
        robot.clickOn(linkMiddle(5, 6, linkBetween("s5", "s6")));
        assertEquals(linkBetween("s5", "s6"), app.model().selectedLinkProperty().get());
        var c = app.window().canvas();
        int x = (int) ((c.screenX(5) + c.screenX(6)) / 2);
        int y = (int) ((c.screenY(5) + c.screenY(6)) / 2);
        int[] blue = new int[2]; // pixels of the selection colour across the link: in the window, in the picture
        robot.interact(() -> {
            var window = c.snapshot(null, null).getPixelReader();
            var picture = c.image().getPixelReader();
            for (int dy = -8; dy <= 8; dy++) { // across the horizontal link: its two channels lie either side
                blue[0] += (window.getArgb(x, y + dy) & 0xffffff) == 0x1f77b4 ? 1 : 0;
                blue[1] += (picture.getArgb(x, y + dy) & 0xffffff) == 0x1f77b4 ? 1 : 0;
            }
        });
        assertTrue(blue[0] >= 4, "the selected link is outlined in the window: " + blue[0] + " pixels");
        assertEquals(0, blue[1], "but not in the exported picture");
        robot.type(KeyCode.DELETE);
        assertEquals(links - 1, app.model().setup().topology().links().size(), app.model().log().last());
        assertEquals(-1, linkBetween("s5", "s6"));
        robot.press(KeyCode.CONTROL).type(KeyCode.Z).release(KeyCode.CONTROL);
        assertEquals(links, app.model().setup().topology().links().size());
        assertTrue(linkBetween("s5", "s6") >= 0);
    }
}
