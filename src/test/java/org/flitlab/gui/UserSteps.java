package org.flitlab.gui;

import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Labeled;
import javafx.scene.control.ScrollPane;
import javafx.scene.input.KeyCode;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Steps of the GUI tests that a user takes without thinking and a robot must be told: scroll a control into view
 * before clicking it, and read what the window shows on the FX thread, where it changes. The official CI has other
 * (larger) fonts than a developer's machine: a control low in a side panel, the inspector or the sweep settings may
 * lie below the visible part of its scroll pane, and TestFX clicks a clipped node's centre, landing on whatever
 * covers it.
 */
final class UserSteps {
    private UserSteps() {
    }

    /** Scrolls the panel that holds the node {@code query} finds until it shows, as a user scrolls the inspector. */
    static void reveal(FxRobot robot, String query) {
        Node node = robot.lookup(query).query();
        robot.interact(() -> {
            for (Node p = node.getParent(); p != null; p = p.getParent()) {
                if (p instanceof ScrollPane sp) {
                    double content = sp.getContent().getBoundsInLocal().getHeight();
                    double view = sp.getViewportBounds().getHeight();
                    double y = sp.getContent().sceneToLocal(node.localToScene(0, 0)).getY();
                    sp.setVvalue(content <= view ? 0 : Math.min(1, Math.max(0, (y - view / 3) / (content - view))));
                    return;
                }
            }
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** Scrolls {@code query} into view and clicks it. */
    static void click(FxRobot robot, String query) {
        reveal(robot, query);
        robot.clickOn(query);
    }

    /** Scrolls text field {@code query} into view, selects all its text and types {@code text} over it. */
    static void type(FxRobot robot, String query, String text) {
        reveal(robot, query);
        robot.doubleClickOn(query).press(KeyCode.CONTROL).press(KeyCode.A).release(KeyCode.A).release(KeyCode.CONTROL)
                .write(text);
    }

    /**
     * Selects the tab titled {@code text} as a user does: by its header where the header shows whole, else (headers
     * wider than the tab pane, as with larger fonts) from the menu of tabs behind the arrow at the headers' end.
     */
    static void selectTab(FxRobot robot, String text) {
        Node label = robot.lookup(".tab-label").match((Node n) -> n instanceof Labeled l && text.equals(l.getText())).query();
        Node area = label;
        while (!area.getStyleClass().contains("tab-header-area")) {
            area = area.getParent();
        }
        Node headers = area;
        if (onFx(() -> showsWhole(label, headers))) {
            robot.clickOn(label);
            return;
        }
        robot.clickOn(area.lookup(".tab-down-button"));
        robot.clickOn(robot.lookup((Node n) -> n instanceof Labeled l && text.equals(l.getText())
                && n.getScene() != null && n.getScene().getWindow() instanceof ContextMenu).<Node>query());
    }

    /** Whether a tab's header {@code label} lies whole inside the header area, left of the menu arrow if shown. */
    private static boolean showsWhole(Node label, Node area) {
        Bounds tab = label.localToScene(label.getBoundsInLocal());
        Bounds shown = area.localToScene(area.getLayoutBounds());
        Node arrow = area.lookup(".control-buttons-tab");
        double right = arrow != null && arrow.isVisible() ? arrow.localToScene(arrow.getLayoutBounds()).getMinX()
                : shown.getMaxX();
        return tab.getMinX() >= shown.getMinX() && tab.getMaxX() <= right;
    }

    /**
     * A value read on the FX thread: labels, skins and properties that a live run or a sweep changes are written
     * there, and a read from the test thread may see half of an update (a label's text of the tick before).
     */
    static <T> T onFx(Callable<T> read) {
        try {
            return WaitForAsyncUtils.asyncFx(read).get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted while reading on the FX thread", e);
        } catch (ExecutionException e) {
            throw new AssertionError("could not read on the FX thread", e.getCause());
        }
    }
}
