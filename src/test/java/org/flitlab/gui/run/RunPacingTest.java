package org.flitlab.gui.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * A paused animation worker sleeps until there is work (no CPU while paused): it waits while paused with no
 * steps pending and wakes on Step or Play; a cancelled run's worker is let go by its interrupt.
 */
class RunPacingTest {

    /** Starts a thread that waits for work and counts the latch down when the wait returns. */
    private static Thread waiter(RunPacing pacing, CountDownLatch returned) {
        Thread t = new Thread(() -> {
            try {
                pacing.awaitWork();
                returned.countDown();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        t.setDaemon(true);
        t.start();
        return t;
    }

    /**
     * Waits, up to 5 s, until {@code t} has reached its wait: a loaded machine may start the thread late, so a fixed
     * pause would assume a speed. A worker that spun instead of waiting would never get there.
     */
    private static void awaitWaiting(Thread t) throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        while (t.getState() != Thread.State.WAITING && System.nanoTime() < end) {
            Thread.sleep(5);
        }
        assertEquals(Thread.State.WAITING, t.getState(), "the worker waits for work");
    }

    @Test
    void pausedTheWorkerWaitsUntilAStepAndTheStepIsThereToTake() throws Exception {
        RunPacing pacing = new RunPacing();
        CountDownLatch returned = new CountDownLatch(1);
        Thread t = waiter(pacing, returned);
        awaitWaiting(t);
        assertFalse(returned.await(200, TimeUnit.MILLISECONDS), "paused with nothing to step: still waiting");
        assertEquals(Thread.State.WAITING, t.getState());
        pacing.addSteps(10);
        assertTrue(returned.await(5, TimeUnit.SECONDS), "a step wakes it");
        assertEquals(10, pacing.takeSteps());
    }

    @Test
    void playWakesTheWorkerAndAPlayingRunNeverWaits() throws Exception {
        RunPacing pacing = new RunPacing();
        CountDownLatch returned = new CountDownLatch(1);
        awaitWaiting(waiter(pacing, returned));
        assertFalse(returned.await(100, TimeUnit.MILLISECONDS));
        pacing.setPlaying(true);
        assertTrue(returned.await(5, TimeUnit.SECONDS), "Play wakes it");
        CountDownLatch again = new CountDownLatch(1);
        waiter(pacing, again);
        assertTrue(again.await(5, TimeUnit.SECONDS), "while playing the wait returns at once");
    }

    @Test
    void aCancelledWorkersWaitEndsWithItsInterrupt() throws Exception {
        RunPacing pacing = new RunPacing();
        CountDownLatch returned = new CountDownLatch(1);
        Thread t = waiter(pacing, returned);
        t.interrupt();
        t.join(5000);
        assertFalse(t.isAlive(), "the interrupted wait ends");
        assertEquals(1, returned.getCount(), "without pretending there was work");
    }
}
