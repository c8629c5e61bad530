package org.flitlab.gui;

import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import javafx.scene.control.TableView;
import org.flitlab.gui.editor.NetworkCanvas;
import org.flitlab.network.NetworkSnapshot;
import org.flitlab.network.RunEvents;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/** Shared steps of the inspector tests: stop the animation on a wanted frame, and find what to click on the canvas. */
final class InspectSupport {
    private InspectSupport() {
    }

    /** Pauses the run, then steps it {@code ticks} at a time (each step waited for) until {@code wanted} holds. */
    static NetworkSnapshot pauseWhen(FxRobot robot, WorkbenchApp app, int ticks, Predicate<NetworkSnapshot> wanted)
            throws Exception {
        robot.interact(() -> app.model().live().pause());
        long[] tick = {TestWorkbench.settledTick(robot, app, 5)};
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> {
            NetworkSnapshot s = app.model().live().snapshot();
            if (s != null && wanted.test(s)) {
                return true;
            }
            long target = tick[0] + ticks;
            robot.interact(() -> app.model().live().step(ticks));
            WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> TestWorkbench.liveTick(robot, app) >= target);
            tick[0] = target;
            return false;
        });
        WaitForAsyncUtils.waitForFxEvents();
        return app.model().live().snapshot();
    }

    /** Plays the run fast until {@code wanted} holds, then pauses it and waits for the clock to stop. */
    static NetworkSnapshot playUntil(FxRobot robot, WorkbenchApp app, Predicate<NetworkSnapshot> wanted) throws Exception {
        robot.interact(() -> {
            app.model().live().speedProperty().set(0.6);
            app.model().live().play();
        });
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> {
            robot.interact(() -> app.model().live().pull());
            NetworkSnapshot s = app.model().live().snapshot();
            return s != null && wanted.test(s);
        });
        return pauseWhen(robot, app, 1, s -> true);
    }

    /**
     * Clicks canvas point (x, y) until label {@code id}'s text starts with {@code expected}, at most three times
     * (the points are chosen clear of other elements by 3 px, but a refresh may land between the click and the check).
     */
    static void clickUntil(FxRobot robot, javafx.scene.Node canvas, double x, double y, String id, String expected)
            throws Exception {
        javafx.scene.control.Label label = robot.lookup("#" + id).queryAs(javafx.scene.control.Label.class);
        for (int attempt = 0; attempt < 3; attempt++) {
            robot.clickOn(canvas.localToScreen(x, y));
            try {
                WaitForAsyncUtils.waitFor(3, TimeUnit.SECONDS, () -> label.getText().startsWith(expected));
                return;
            } catch (java.util.concurrent.TimeoutException missed) {
                robot.moveBy(0, 0);
            }
        }
        throw new AssertionError("after three clicks " + id + " says: " + label.getText());
    }

    /** What the run's recorder holds now, named as the open network names its nodes. */
    static RunEvents recorded(WorkbenchApp app) {
        return RunEvents.of(app.model().live().events(), app.model().setup().topology());
    }

    /** A canvas point well inside worm {@code id}'s drawing (3 px round it hit it too) and off every node, or null. */
    static double[] wormPoint(NetworkCanvas canvas, long id) {
        return find(canvas, (x, y) -> canvas.wormAt(x, y) == id && canvas.nodeAt(x, y) < 0);
    }

    /**
     * The middle of the area where a click picks node {@code n} (round its drawn centre, which
     * {@link NetworkCanvas#screenX} gives), or null if it is not drawn; call on the FX thread.
     */
    static double[] nodePoint(NetworkCanvas canvas, int n) {
        double sx = 0;
        double sy = 0;
        int hits = 0;
        // Round its drawn centre.
        for (double x = canvas.screenX(n) - 60; x <= canvas.screenX(n) + 60; x += 1) {
            for (double y = canvas.screenY(n) - 60; y <= canvas.screenY(n) + 60; y += 1) {
                if (canvas.nodeAt(x, y) == n) {
                    sx += x;
                    sy += y;
                    hits++;
                }
            }
        }
        return hits == 0 ? null : new double[] {sx / hits, sy / hits};
    }

    /** A canvas point on link {@code link}'s drawing, off nodes and worms, or null. */
    static double[] linkPoint(NetworkCanvas canvas, int link, int nodeA, int nodeB) {
        Hit hit = (x, y) -> canvas.linkAt(x, y) == link && canvas.nodeAt(x, y) < 0 && canvas.wormAt(x, y) < 0;
        // Along the chord between its ends first (a straight link is drawn there); the whole canvas if that fails.
        for (double f = 0.3; f <= 0.7; f += 0.05) {
            double x = canvas.screenX(nodeA) + f * (canvas.screenX(nodeB) - canvas.screenX(nodeA));
            double y = canvas.screenY(nodeA) + f * (canvas.screenY(nodeB) - canvas.screenY(nodeA));
            if (hit.at(x, y) && hit.at(x - 2, y) && hit.at(x + 2, y) && hit.at(x, y - 2) && hit.at(x, y + 2)) {
                return new double[] {x, y};
            }
        }
        return find(canvas, hit);
    }

    private interface Hit {
        boolean at(double x, double y);
    }

    private static double[] find(NetworkCanvas canvas, Hit hit) {
        for (double x = 0; x < canvas.getWidth(); x += 2) {
            for (double y = 0; y < canvas.getHeight(); y += 2) {
                // Not on the edge, where the pointer's rounding to a screen pixel could miss it.
                if (hit.at(x, y) && hit.at(x - 3, y) && hit.at(x + 3, y) && hit.at(x, y - 3) && hit.at(x, y + 3)) {
                    return new double[] {x, y};
                }
            }
        }
        return null;
    }

    /** Waits until the table {@code id} satisfies {@code ok} (the inspectors refresh a moment after a frame). */
    @SuppressWarnings("unchecked")
    static <T> TableView<T> table(FxRobot robot, String id, Predicate<TableView<T>> ok) throws Exception {
        TableView<T>[] t = new TableView[1];
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> {
            t[0] = robot.lookup("#" + id).queryAs(TableView.class);
            return t[0] != null && ok.test(t[0]);
        });
        return t[0];
    }
}
