package org.flitlab.gui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.geometry.VerticalDirection;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.input.MouseButton;
import javafx.scene.text.Text;
import org.flitlab.gui.editor.DrawnExtent;
import org.flitlab.gui.editor.DrawnLayout;
import org.flitlab.gui.editor.NetworkCanvas;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The deadlock banner at a projector's 1280 x 720 leaves the network in sight: an instructor shows the cycle of red
 * dashed channels the banner announces. With an 18px font and the canvas halved beside the Worm tab the network is
 * about 160 x 90 pixels, and the banner across the canvas's top covered its top row (s0 to s3). It now stands where
 * it covers no node: above the drawing, beside it, or (no room for the sentence) as its first words alone. Checked
 * with the banner grown by a margin, as the official CI's fonts are taller than this machine's.
 */
class DeadlockBannerClearOfDrawingTest extends ProjectorWindowTest {
    /** Pixels the banner is grown by on every side before it is checked against the nodes. */
    private static final double MARGIN = 4;

    @Test
    void theBannerCoversNoNodeAt13And18PixelsWholeOrHalved(FxRobot robot) throws TimeoutException {
        robot.clickOn("#play");
        robot.clickOn("#examples-button").clickOn("Torus deadlock");
        WaitForAsyncUtils.waitForFxEvents();
        UserSteps.type(robot, "#step-ticks", "300000");
        robot.clickOn("#step");
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> UserSteps.onFx(() -> bannerShown(robot) != null));
        for (int px : new int[] {13, 18}) {
            for (double divider : new double[] {0.66, 0.5}) {
                robot.interact(() -> {
                    stage.getScene().getRoot().setStyle("-fx-font-size: " + px + "px");
                    app.window().centreSplit().setDividerPositions(divider);
                });
                WaitForAsyncUtils.waitForFxEvents();
                assertEquals("", UserSteps.onFx(() -> problems(robot)), px + "px, canvas over the bottom area at " + divider);
            }
        }
        assertTrue(app.window().canvas().getHeight() < 230, "the canvas as short as at 18px beside the Worm tab: "
                + app.window().canvas().getHeight());
    }

    /**
     * The instructor pans the network up under the banner, then zooms out (the wheel): the banner moves each time, so
     * that it still covers no node (it stayed where the deadlock had put it, over the panned network's top row).
     */
    @Test
    void theBannerMovesWhenTheNetworkIsPannedOrZoomed(FxRobot robot) throws TimeoutException {
        robot.clickOn("#play");
        robot.clickOn("#examples-button").clickOn("Torus deadlock");
        UserSteps.type(robot, "#step-ticks", "300000");
        robot.clickOn("#step");
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> UserSteps.onFx(() -> bannerShown(robot) != null));
        robot.interact(() -> stage.getScene().getRoot().setStyle("-fx-font-size: 13px"));
        WaitForAsyncUtils.waitForFxEvents();
        NetworkCanvas canvas = app.window().canvas();
        double[] drawn = UserSteps.onFx(() -> DrawnExtent.of(canvas));
        Bounds banner = UserSteps.onFx(() -> bannerShown(robot).getBoundsInParent());
        assertTrue(banner.getMaxY() < drawn[1], "the banner above the network as deadlocked: " + banner);
        // Grab the background left of the network, halfway down, and lift the network's top to the banner's middle.
        Point2D grab = UserSteps.onFx(() -> canvas.localToScreen(drawn[0] / 2, (drawn[1] + drawn[3]) / 2));
        robot.drag(grab, MouseButton.PRIMARY).moveBy(0, banner.getCenterY() - drawn[1]).drop();
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(UserSteps.onFx(() -> DrawnExtent.of(canvas))[1] < banner.getMaxY(), "the network panned under the banner");
        assertEquals("", UserSteps.onFx(() -> switchesUnder(robot, canvas)), "after the pan");
        robot.moveTo(grab).scroll(3, VerticalDirection.UP);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("", UserSteps.onFx(() -> switchesUnder(robot, canvas)), "after zooming");
    }

    /** The switches (their centres, with 12 pixels around) the banner covers, at any zoom and pan; FX thread. */
    private static String switchesUnder(FxRobot robot, NetworkCanvas canvas) {
        Label banner = bannerShown(robot);
        Bounds b = canvas.sceneToLocal(banner.localToScene(banner.getLayoutBounds()));
        List<String> found = new ArrayList<>();
        for (int n = 0; n < app(canvas).switchCount(); n++) {
            if (b.intersects(canvas.screenX(n) - 12, canvas.screenY(n) - 12, 24, 24)) {
                found.add("switch " + n + " under the banner at " + b);
            }
        }
        return String.join("; ", found);
    }

    private static org.flitlab.topology.Topology app(NetworkCanvas canvas) {
        return canvas.drawingProperty().get().layout().topology();
    }

    /** What of the drawing, the readouts or the banner's own text the banner hides; FX thread. */
    private static String problems(FxRobot robot) {
        Label banner = bannerShown(robot);
        if (banner == null) {
            return "no deadlock banner shown";
        }
        var canvas = robot.lookup("#network-canvas").queryAs(org.flitlab.gui.editor.NetworkCanvas.class);
        Bounds b = canvas.sceneToLocal(banner.localToScene(banner.getLayoutBounds()));
        List<String> found = new ArrayList<>();
        for (Object[] node : new DrawnLayout(canvas).nodeBoxes()) {
            double[] r = (double[]) node[1];
            if (r[0] < b.getMaxX() + MARGIN && b.getMinX() - MARGIN < r[0] + r[2]
                    && r[1] < b.getMaxY() + MARGIN && b.getMinY() - MARGIN < r[1] + r[3]) {
                found.add(node[0] + " under the banner");
            }
        }
        for (String id : new String[] {"#tick", "#counters"}) {
            Node label = robot.lookup(id).query();
            if (canvas.sceneToLocal(label.localToScene(label.getLayoutBounds())).intersects(b)) {
                found.add(id + " under the banner");
            }
        }
        if (b.getMinX() < 0 || b.getMinY() < 0 || b.getMaxX() > canvas.getWidth() || b.getMaxY() > canvas.getHeight()) {
            found.add("the banner at " + b + " leaves the canvas");
        }
        String shown = ((Text) banner.lookup(".text")).getText();
        if (!shown.equals(banner.getText()) || !shown.startsWith("DEADLOCK at tick")) {
            found.add("the banner reads '" + shown + "' for '" + banner.getText() + "'");
        }
        return String.join("; ", found);
    }

    /** The deadlock banner in view (the whole sentence or its first words), or null. */
    private static Label bannerShown(FxRobot robot) {
        for (String id : new String[] {"#canvas-banner", "#canvas-banner-headline"}) {
            Label l = robot.lookup(id).queryAs(Label.class);
            if (l.isVisible() && !l.getText().isEmpty()) {
                return l;
            }
        }
        return null;
    }
}
