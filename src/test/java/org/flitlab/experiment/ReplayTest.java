package org.flitlab.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Supplier;
import org.flitlab.network.DeadlockReport;
import org.flitlab.network.Engine;
import org.flitlab.network.NetworkSnapshot;
import org.flitlab.network.WormView;
import org.flitlab.scenario.Scenario;
import org.flitlab.scenario.ScenarioJson;
import org.flitlab.stats.WaitStep;
import org.junit.jupiter.api.Test;

/**
 * Rewinding by replay shows exactly what going forward showed: the snapshot at tick t reached by going forward to
 * a later tick and back equals the one reached going forward to t, on a deadlocking torus, a mesh with virtual
 * channels and the cut-through lesson; and the ticks it finds (a packet's injection, a deadlock's onset) are the
 * ones their definitions give, checked on the replayed states either side.
 */
class ReplayTest {
    /** Slice sizes of the forward run, irregular as the animation's are (it slices by the speed asked). */
    private static final long[] SLICES = {1, 64, 7, 200, 3, 129, 40};

    /** Fresh networks of a sample on the kernel the workbench animates it with (the flat kernel where it covers it). */
    static Supplier<Engine> sample(String file) {
        Scenario s = ScenarioJson.readFile(Path.of("samples", file)).orElseThrow();
        var assembly = new ScenarioRunner().assemble(s);
        return () -> ScenarioRunner.engine(assembly, s.run().seed());
    }

    /** Fresh networks of a sample on the reference engine. */
    static Supplier<Engine> reference(String file) {
        Scenario s = ScenarioJson.readFile(Path.of("samples", file)).orElseThrow();
        var assembly = new ScenarioRunner().assemble(s);
        return () -> ScenarioRunner.network(assembly, s.run().seed());
    }

    @Test
    void theSamplesRewoundHereRunOnTheFlatKernelAndDrawWhatTheReferenceEngineDraws() {
        for (String file : new String[] {"torus4x4-no-dateline.json", "booksim-mesh8x8-ps8-2vc.json", "lesson-cut-through.json"}) {
            assertEquals(Kernels.FLAT, Kernels.name(sample(file).get()), file);
            Replay flat = new Replay(sample(file));
            Replay ref = new Replay(reference(file));
            for (long t : new long[] {0, 1, 250, 1999}) {
                assertEquals(SnapshotText.of(ref.snapshotAt(t, Replay.Watch.NONE)), SnapshotText.of(flat.snapshotAt(t, Replay.Watch.NONE)),
                        file + " at tick " + t);
            }
        }
    }

    /**
     * Goes forward as the animation does (tick 0, then slices with a snapshot after each), stopping at each of
     * {@code ticks} to keep its snapshot, and on to {@code end}; the snapshots by tick.
     */
    static Map<Long, String> forward(Engine n, long[] ticks, long end) {
        Map<Long, String> seen = new LinkedHashMap<>();
        n.advance(0);
        n.snapshot();
        int i = 0;
        int k = 0;
        while (n.tick() < end && !n.isDeadlocked()) {
            long stop = Math.min(end, n.tick() + SLICES[k++ % SLICES.length]);
            if (i < ticks.length && ticks[i] <= stop) {
                stop = ticks[i++];
            }
            n.advance(stop);
            NetworkSnapshot s = n.snapshot();
            seen.put(s.tick(), SnapshotText.of(s));
        }
        return seen;
    }

    private static void rewindingShowsWhatGoingForwardShowed(String file, long[] ticks, long end) {
        Map<Long, String> forward = forward(sample(file).get(), ticks, end);
        Replay replay = new Replay(sample(file));
        for (int i = ticks.length - 1; i >= 0; i--) {
            long t = ticks[i];
            assertTrue(forward.containsKey(t), file + ": the forward run stopped at tick " + t);
            NetworkSnapshot back = replay.snapshotAt(t, Replay.Watch.NONE);
            assertEquals(forward.get(t), SnapshotText.of(back), file + " at tick " + t);
        }
    }

    @Test
    void deadlockingTorusRewindsExactly() {
        // Up to and past the deadlock (the forward run stops there): the last tick asked is the detection tick.
        Engine n = sample("torus4x4-no-dateline.json").get();
        n.advance(200_000);
        long dead = n.deadlock().tick();
        rewindingShowsWhatGoingForwardShowed("torus4x4-no-dateline.json",
                new long[] {0, 1, 333, dead / 2, dead - 1000, dead - 1, dead}, dead + 500);
    }

    @Test
    void meshWithVirtualChannelsRewindsExactly() {
        rewindingShowsWhatGoingForwardShowed("booksim-mesh8x8-ps8-2vc.json", new long[] {5, 17, 250, 251, 900, 1999}, 2500);
    }

    @Test
    void cutThroughLessonRewindsExactly() {
        rewindingShowsWhatGoingForwardShowed("lesson-cut-through.json", new long[] {2, 99, 100, 1500, 4000}, 6000);
    }

    @Test
    void theSnapshotsKeptOnTheWayAreThoseOfTheirTicks() {
        Replay replay = new Replay(sample("booksim-mesh8x8-ps8-2vc.json"));
        Map<Long, String> kept = new LinkedHashMap<>();
        Engine n = replay.networkAt(700, 640, s -> kept.put(s.tick(), SnapshotText.of(s)), Replay.Watch.NONE);
        assertEquals(700, n.tick());
        assertEquals(61, kept.size(), "ticks 640 to 700");
        for (long t : new long[] {640, 641, 699, 700}) {
            assertEquals(SnapshotText.of(replay.snapshotAt(t, Replay.Watch.NONE)), kept.get(t), "tick " + t);
        }
        assertEquals(kept.get(700L), SnapshotText.of(n.snapshot()), "the network handed back is at the last one");
    }

    @Test
    void aPacketsInjectionIsTheFirstTickItIsDrawnOnItsHostsLink() {
        // Near the deadlock the sources queue: take the worm that waited longest at its host before going.
        Replay replay = new Replay(sample("torus4x4-no-dateline.json"));
        NetworkSnapshot at = replay.snapshotAt(2000, Replay.Watch.NONE);
        long waited = -1;
        for (WormView w : at.worms()) {
            long generated = at.tick() - w.ageTicks();
            long injected = replay.injectionTick(w.packetId(), generated, at.tick(), Replay.Watch.NONE);
            assertTrue(injected >= generated && injected <= at.tick(), "packet " + w.packetId() + " injected at " + injected);
            WormView first = find(replay.snapshotAt(injected, Replay.Watch.NONE), w.packetId());
            assertNotNull(first, "drawn at its injection");
            assertEquals(w.sourceNode(), first.headNode(), "its head has not left its host's link yet");
            assertEquals(injected - generated, first.ageTicks(), "its age counts from its generation");
            assertEquals(null, find(replay.snapshotAt(injected - 1, Replay.Watch.NONE), w.packetId()), "not drawn a tick before");
            waited = Math.max(waited, injected - generated);
        }
        assertTrue(waited > 0, "some worm waited at its source, so injection is not generation");
        WormView any = at.worms().get(0);
        assertEquals(replay.injectionTick(any.packetId(), at.tick() - any.ageTicks(), at.tick(), Replay.Watch.NONE),
                replay.injectionTick(any.packetId(), 0, at.tick(), Replay.Watch.NONE), "the same when its generation is not known");
    }

    @Test
    void aDeadlocksOnsetIsTheTickItsCycleFormedAndNoHeadOfItMovesAfter() {
        Replay replay = new Replay(sample("torus4x4-no-dateline.json"));
        Engine n = replay.networkAt(200_000, Replay.Watch.NONE);
        DeadlockReport report = n.deadlock();
        assertNotNull(report);
        NetworkSnapshot atDetection = n.snapshot();
        long onset = replay.deadlockOnset(report, Replay.Watch.NONE);
        assertTrue(onset > 0 && onset <= report.tick() - n.config().deadlockTimeoutTicks() + 1,
                "onset " + onset + ", detected at " + report.tick() + " after a quiet timeout");
        assertTrue(report.holdsIn(replay.networkAt(onset, Replay.Watch.NONE)), "the cycle holds at its onset");
        assertFalse(report.holdsIn(replay.networkAt(onset - 1, Replay.Watch.NONE)), "and not a tick before");
        NetworkSnapshot atOnset = replay.snapshotAt(onset, Replay.Watch.NONE);
        for (WaitStep step : report.cycle()) {
            WormView then = find(atOnset, step.packetId());
            WormView now = find(atDetection, step.packetId());
            assertNotNull(then, "packet " + step.packetId() + " is in the network at the onset");
            assertEquals(now.headChannel(), then.headChannel(), "packet " + step.packetId() + "'s head stays put");
        }
    }

    private static WormView find(NetworkSnapshot s, long id) {
        return s.worms().stream().filter(w -> w.packetId() == id).findFirst().orElse(null);
    }
}
