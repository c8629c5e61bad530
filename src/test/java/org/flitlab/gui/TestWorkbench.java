package org.flitlab.gui;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.flitlab.network.NetworkSnapshot;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Workbench instances for tests (a throwaway preferences node and autosave folder, never the user's), and waits
 * on their live run.
 */
final class TestWorkbench {
    private TestWorkbench() {
    }

    static WorkbenchApp app() {
        try {
            return new WorkbenchApp(new MemoryPreferences(), Files.createTempDirectory("flitlab-autosave"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The live run's tick once the clock has stopped: the tick the window shows, read on successive FX pulses,
     * has stayed the same {@value #SETTLED_READS} times running (a paused worker finishes at most the pass it
     * was in). Waits for that condition, up to {@code seconds}.
     */
    static long settledTick(FxRobot robot, WorkbenchApp app, long seconds) throws TimeoutException {
        long[] last = {Long.MIN_VALUE};
        int[] same = {0};
        WaitForAsyncUtils.waitFor(seconds, TimeUnit.SECONDS, () -> {
            long now = liveTick(robot, app);
            same[0] = now == last[0] ? same[0] + 1 : 0;
            last[0] = now;
            return same[0] >= SETTLED_READS;
        });
        return last[0];
    }

    private static final int SETTLED_READS = 10;

    /** The live run's tick after the window has pulled the worker's newest snapshot; -1 before the first. */
    static long liveTick(FxRobot robot, WorkbenchApp app) {
        robot.interact(() -> app.model().live().pull());
        WaitForAsyncUtils.waitForFxEvents();
        NetworkSnapshot s = app.model().live().snapshot();
        return s == null ? -1 : s.tick();
    }
}
