package org.flitlab.gui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.TimeUnit;
import javafx.scene.control.Label;
import javafx.scene.control.Slider;
import org.flitlab.experiment.Replay;
import org.flitlab.experiment.SnapshotText;
import org.flitlab.gui.editor.NetworkCanvas;
import org.flitlab.gui.files.BuiltInScenarios;
import org.flitlab.network.NetworkSnapshot;
import org.flitlab.network.WormView;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The timeline under the canvas as a user drives it: step back, drag, go to a deadlock's onset; the canvas then
 * draws exactly the state going forward reached at that tick (a fresh network of the run advanced straight there),
 * the tick readout says that tick, and Play goes on from it as the run did the first time.
 */
class RewindTest extends WorkbenchTest {
    /** What going forward from the start shows at {@code tick}: a fresh network of the open run, advanced there. */
    private String forward(long tick) {
        org.flitlab.network.Engine n = app.model().setup().build();
        n.advance(tick);
        return SnapshotText.of(n.snapshot());
    }

    /** Waits until the timeline has no replay left and the window shows the run's newest snapshot; its tick. */
    private long arrived(FxRobot robot) throws Exception {
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> !app.window().timelineModel().busyProperty().get()
                && !app.window().timelineModel().seeking());
        return TestWorkbench.settledTick(robot, app, 10);
    }

    /** The canvas draws the snapshot going forward reached at {@code tick}, and the readout says that tick. */
    private void showsForwardState(FxRobot robot, long tick) {
        NetworkSnapshot drawn = app.window().canvas().drawingProperty().get().snapshot();
        assertEquals(tick, drawn.tick(), "the canvas draws tick " + tick);
        assertEquals(forward(tick), SnapshotText.of(drawn), "worms, buffers and channels as going forward drew them");
        WaitForAsyncUtils.waitForFxEvents();
        String readout = robot.lookup("#tick").queryAs(Label.class).getText();
        assertTrue(readout.startsWith(String.format("tick %,d ", tick)), readout);
    }

    @Test
    void stepBackAndDragShowTheEarlierTickAndPlayGoesOnIdentically(FxRobot robot) throws Exception {
        robot.interact(() -> app.model().live().pause());
        long start = TestWorkbench.settledTick(robot, app, 10);
        robot.interact(() -> app.model().live().step(400));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> TestWorkbench.liveTick(robot, app) >= start + 400);
        long reached = arrived(robot);

        robot.clickOn("#back-one");
        assertEquals(reached - 1, arrived(robot), "one tick back");
        showsForwardState(robot, reached - 1);
        showsWormsWhereTheSnapshotHasThem(robot);
        robot.clickOn("#back-one");
        assertEquals(reached - 2, arrived(robot), "another tick back (kept by the first replay, shown at once)");
        showsForwardState(robot, reached - 2);

        Slider timeline = app.window().timeline().timeline();
        var thumb = timeline.lookup(".thumb");
        robot.drag(thumb).moveBy(-timeline.getWidth() / 3, 0).drop();
        long dragged = arrived(robot);
        assertTrue(dragged < reached - 2 && dragged >= 0, "dragged back to tick " + dragged + " from " + reached);
        assertEquals(dragged, Math.round(timeline.getValue()), "the slider sits at the tick shown");
        showsForwardState(robot, dragged);

        robot.clickOn("#play");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> TestWorkbench.liveTick(robot, app) > dragged + 20);
        robot.clickOn("#play");
        long later = TestWorkbench.settledTick(robot, app, 10);
        assertTrue(later > dragged, "Play went on from tick " + dragged + " to " + later);
        showsForwardState(robot, later);
    }

    /** A worm of the snapshot drawn is on the canvas: found under the pointer by its id. */
    private void showsWormsWhereTheSnapshotHasThem(FxRobot robot) {
        NetworkSnapshot drawn = app.window().canvas().drawingProperty().get().snapshot();
        WormView w = drawn.worms().stream().filter(v -> v.channels().length >= 1).findFirst().orElseThrow();
        double[][] found = new double[1][];
        robot.interact(() -> found[0] = somewhere(app.window().canvas(), w));
        assertNotNull(found[0], "worm " + w.packetId() + " is drawn");
    }

    /**
     * A point of the canvas well inside worm {@code w}'s drawing, away from nodes; null if none. Looks along the
     * straight line of each of its channels first (quick), then over the whole canvas (arcs).
     */
    private double[] somewhere(NetworkCanvas canvas, WormView w) {
        double[] p = alongItsChannels(canvas, w);
        return p != null ? p : anywhere(canvas, w.packetId());
    }

    private double[] alongItsChannels(NetworkCanvas canvas, WormView w) {
        var t = app.model().setup().topology();
        for (int c : w.channels()) {
            double ax = canvas.screenX(t.channelSource(c));
            double ay = canvas.screenY(t.channelSource(c));
            double bx = canvas.screenX(t.channelTarget(c));
            double by = canvas.screenY(t.channelTarget(c));
            for (double s = 0.1; s <= 0.9; s += 0.01) {
                double x = ax + s * (bx - ax);
                double y = ay + s * (by - ay);
                if (inside(canvas, w.packetId(), x, y)) {
                    return new double[] {x, y};
                }
            }
        }
        return null;
    }

    private static boolean inside(NetworkCanvas canvas, long id, double x, double y) {
        return canvas.wormAt(x, y) == id && canvas.nodeAt(x, y) < 0 && canvas.wormAt(x - 3, y) == id
                && canvas.wormAt(x + 3, y) == id && canvas.wormAt(x, y - 3) == id && canvas.wormAt(x, y + 3) == id;
    }

    private static double[] anywhere(NetworkCanvas canvas, long id) {
        for (double x = 0; x < canvas.getWidth(); x += 2) {
            for (double y = 0; y < canvas.getHeight(); y += 2) {
                if (inside(canvas, id, x, y)) {
                    return new double[] {x, y};
                }
            }
        }
        return null;
    }

    @Test
    void deadlockOnsetGoesToTheTickTheCycleFormed(FxRobot robot) throws Exception {
        robot.interact(() -> {
            app.model().open(BuiltInScenarios.deadlock(), null);
            app.model().live().speedProperty().set(1);
            app.model().live().play();
        });
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> {
            robot.interact(() -> app.model().live().pull());
            return app.window().timelineModel().deadlockProperty().get() != null;
        });
        var report = app.window().timelineModel().deadlockProperty().get();
        long onset = new Replay(app.model().setup()::build).deadlockOnset(report, Replay.Watch.NONE);
        assertTrue(onset > 0 && onset < report.tick(), "onset " + onset + " before detection at " + report.tick());
        robot.clickOn("#go-onset");
        assertEquals(onset, arrived(robot), "the canvas shows the onset");
        showsForwardState(robot, onset);
        assertTrue(app.model().log().last().contains("Deadlock onset: tick " + String.format("%,d", onset)),
                app.model().log().last());
        // Going to the tick the engine noticed it: the log says DEADLOCK again, as going forward did.
        robot.interact(() -> app.window().timelineModel().seek(report.tick()));
        assertEquals(report.tick(), arrived(robot), "the canvas shows the deadlocked tick");
        assertTrue(app.model().log().last().contains("DEADLOCK at tick " + report.tick() + ":"), app.model().log().last());

        // An edit of the scenario is another run: the timeline starts again, nothing reached, no deadlock known.
        var timeline = app.window().timelineModel();
        robot.interact(() -> app.model().edit("buffer", s -> s.withNetwork(s.network().withBufferFlits(s.network().bufferFlits() + 2))));
        long fresh = arrived(robot);
        assertNull(timeline.deadlockProperty().get(), "no deadlock known in the new run");
        assertEquals(fresh, timeline.reachedProperty().get(), "reached only what the new run has shown");
    }

    @Test
    void resetDropsAReplayAskedForBeforeIt(FxRobot robot) throws Exception {
        robot.interact(() -> app.model().live().pause());
        long start = TestWorkbench.settledTick(robot, app, 10);
        robot.interact(() -> app.model().live().step(400));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> TestWorkbench.liveTick(robot, app) >= start + 400);
        long target = arrived(robot) / 2;
        // The replay to the target cannot answer before Reset: its answer comes on a later FX event.
        robot.interact(() -> {
            app.window().timelineModel().seek(target);
            app.model().live().reset();
        });
        long after = arrived(robot);
        assertTrue(after < target, "Reset went back to the start and stayed there, not to tick " + target + ": " + after);
        showsForwardState(robot, after);
    }

    @Test
    void injectionGoesToTheTickTheSelectedWormLeftItsHost(FxRobot robot) throws Exception {
        robot.interact(() -> app.model().live().pause());
        long start = TestWorkbench.settledTick(robot, app, 10);
        robot.interact(() -> app.model().live().step(300));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> TestWorkbench.liveTick(robot, app) >= start + 300);
        long now = arrived(robot);
        NetworkSnapshot s = app.model().live().snapshot();
        double[][] at = new double[1][];
        WormView worm = null;
        for (WormView w : s.worms()) {
            robot.interact(() -> at[0] = alongItsChannels(app.window().canvas(), w));
            if (at[0] != null) {
                worm = w;
                break;
            }
        }
        assertNotNull(worm, "some worm is drawn clear of the nodes");
        robot.clickOn(app.window().canvas().localToScreen(at[0][0], at[0][1]));
        robot.clickOn("#go-injection");
        long injected = new Replay(app.model().setup()::build).injectionTick(worm.packetId(), 0, now, Replay.Watch.NONE);
        assertTrue(injected >= now - worm.ageTicks() && injected <= now, "injected at " + injected);
        assertEquals(injected, arrived(robot), "the canvas shows packet " + worm.packetId() + "'s injection");
        showsForwardState(robot, injected);
        long id = worm.packetId();
        assertTrue(app.model().live().snapshot().worms().stream().anyMatch(w -> w.packetId() == id), "the worm is there");
    }
}
