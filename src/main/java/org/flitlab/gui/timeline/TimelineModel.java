package org.flitlab.gui.timeline;

import java.util.Locale;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyLongWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import org.flitlab.experiment.Replay;
import org.flitlab.gui.run.LiveRun;
import org.flitlab.gui.run.NetworkSetup;
import org.flitlab.network.DeadlockReport;
import org.flitlab.network.Engine;
import org.flitlab.network.NetworkSnapshot;
import org.flitlab.network.WormView;
import org.flitlab.stats.WaitStep;
import org.flitlab.topology.Topology;

/**
 * The timeline of the live run: rewind by N ticks, go to any tick reached so far (or ahead), to the deadlock's
 * onset or to a packet's injection. A run depends only on its scenario and seed, so going to tick t builds a fresh
 * network of the run, replays it to t off the FX thread ({@link Replay}) and hands it to the {@link LiveRun}, paused:
 * the canvas then shows exactly what going forward showed at t, and Play or Step go on from there identically.
 *
 * <p>The position is view state, never part of the document; a new setup (any edit of the scenario) restarts the
 * timeline: nothing reached yet, no deadlock known. Requests to go somewhere made while a replay runs are merged,
 * the last one wins. FX thread only, except the replays.
 */
public final class TimelineModel {
    /** A replay to tick t keeps the snapshots of this many ticks before t, so that stepping back shows at once. */
    private static final long KEEP_TICKS = 64;

    private final LiveRun live;
    private final Consumer<String> log;
    private final ReplayJobs jobs;
    /** Replaced, not cleared, on a restart: a cancelled replay still running fills the old one only. */
    private SnapshotCache cache = new SnapshotCache();
    private final ReadOnlyLongWrapper reached = new ReadOnlyLongWrapper();
    private final ReadOnlyObjectWrapper<DeadlockReport> deadlock = new ReadOnlyObjectWrapper<>();
    /** Where the queued replay goes, null when none is queued: later requests only replace it. */
    private final AtomicReference<Seek> seekTarget = new AtomicReference<>();
    /** The number of the latest request to go to a tick: only the replay that served it is shown. */
    private long latestSeek;
    /** The tick of the latest request still being replayed, -1 when none: steps back count from it. */
    private long requested = -1;
    private Replay replay;
    private long onset = -1;

    /** @param log receives one line for what an instructor should read: where a jump went and why */
    public TimelineModel(LiveRun live, Consumer<String> log) {
        this.live = live;
        this.log = log;
        this.jobs = new ReplayJobs(log);
        live.setupProperty().addListener((o, was, now) -> restart(now));
        live.snapshotProperty().addListener((o, was, now) -> seen(now));
        // Reset starts the same run again: what was reached stays, but a replay on its way would jump back.
        live.resetsProperty().addListener((o, was, now) -> cancelJumps());
        restart(live.setupProperty().get());
    }

    private void restart(NetworkSetup setup) {
        cancelJumps();
        cache = new SnapshotCache();
        reached.set(0);
        deadlock.set(null);
        onset = -1;
        replay = setup == null ? null : new Replay(() -> recording(setup.build()));
    }

    private void cancelJumps() {
        jobs.cancelAll();
        seekTarget.set(null);
        requested = -1;
    }

    private void seen(NetworkSnapshot s) {
        if (s == null) {
            return;
        }
        cache.put(s);
        reached.set(Math.max(reached.get(), s.tick()));
        if (s.deadlock() != null && deadlock.get() == null) {
            deadlock.set(s.deadlock());
        }
    }

    /** The tick the canvas shows (0 before the first). */
    public long shownTick() {
        NetworkSnapshot s = live.snapshot();
        return s == null ? 0 : Math.max(0, s.tick());
    }

    /** Goes back {@code ticks} ticks from the tick shown (not before tick 0). */
    public void stepBack(long ticks) {
        if (ticks < 1) {
            throw new IllegalArgumentException("ticks is " + ticks + "; a step back must be at least 1 tick");
        }
        long from = requested >= 0 ? requested : shownTick();
        seek(Math.max(0, from - ticks));
    }

    /**
     * Shows tick {@code tick} (at least 0), paused: reached before, or ahead, simulated now (a run that deadlocks
     * first stops at its deadlock). A tick seen lately shows at once from the cache; either way the run is replayed
     * to it off the FX thread, to go on from there. A request made while one is waiting replaces it.
     */
    public void seek(long tick) {
        if (replay == null) {
            return;
        }
        live.pause();
        requested = Math.max(0, tick);
        // The tick asked for if seen lately, else the picture as it is: either way the simulation stops until the
        // replay hands over, so that Play pressed meanwhile goes on from the tick asked for, not from the old one.
        NetworkSnapshot cached = cache.get(requested);
        NetworkSnapshot now = cached != null ? cached : live.snapshot();
        if (now != null) {
            live.show(now);
        }
        if (seekTarget.getAndSet(new Seek(++latestSeek, requested)) == null) {
            Replay r = replay;
            SnapshotCache keep = cache;
            jobs.submit(watch -> {
                Seek s = seekTarget.getAndSet(null);
                return s == null ? null
                        : new Served(s.number(), r.networkAt(s.tick(), s.tick() - KEEP_TICKS, keep::put, watch));
            }, this::replayed);
        }
    }

    /** A request to go to {@code tick}, the {@code number}th. */
    private record Seek(long number, long tick) {
    }

    /** The network a replay brought for request {@code number}. */
    private record Served(long number, Engine network) {
    }

    /**
     * A seek's replay is done: shows it only if it served the latest request (an older one's network would jump
     * to a tick no longer asked for); a newer request has its own replay on the way, its picture shown meanwhile.
     */
    private void replayed(Served s) {
        if (s != null && s.number() == latestSeek) {
            requested = -1;
            show(s.network());
        }
    }

    /** Hands the replayed network to the live run; paused when asked, unless Play was pressed since. */
    private void show(Engine n) {
        if (n != null) {
            live.continueFrom(n);
        }
    }

    /**
     * Shows the tick at which the run's deadlock set in: the first tick from which every packet of the reported
     * cycle waited for the next without a break (the engine reports the deadlock only after no flit has moved for
     * its timeout). Says so in the log when the run has not deadlocked (yet).
     */
    public void goToDeadlockOnset() {
        DeadlockReport report = deadlock.get();
        if (replay == null || report == null) {
            log.accept("No deadlock in this run so far: play until the banner reports one, then go to its onset.");
            return;
        }
        if (report.cycle().isEmpty()) {
            log.accept("The deadlock at tick " + format(report.tick()) + " has no wait-for cycle (flow control stopped "
                    + "the worms), so it has no onset to go to.");
            return;
        }
        live.pause();
        Replay r = replay;
        long known = onset;
        jobs.submit(watch -> {
            long t = known >= 0 ? known : r.deadlockOnset(report, watch);
            return t < 0 ? null : new Jump(t, r.networkAt(t, watch));
        }, jump -> arrived(jump, j -> {
            onset = j.tick();
            log.accept(onsetText(report, j.tick()));
        }));
    }

    /**
     * Shows the tick at which packet {@code packetId} was injected: the first tick its head is on the link out of
     * its host. For the workbench's worm inspectors and the timeline's own button. Searches the ticks reached so far
     * (from the packet's generation when the canvas shows it); says so in the log when it is not injected by then.
     */
    public void goToInjection(long packetId) {
        if (replay == null) {
            return;
        }
        live.pause();
        long generated = generatedTick(packetId);
        long until = Math.max(reached.get(), shownTick());
        Replay r = replay;
        jobs.submit(watch -> {
            long t = r.injectionTick(packetId, Math.max(0, generated), until, watch);
            return t < 0 ? null : new Jump(t, r.networkAt(t, watch));
        }, jump -> {
            if (jump == null) {
                log.accept("Packet #" + packetId + " is not injected by tick " + format(until)
                        + ": play on until it leaves its host, then ask again.");
                return;
            }
            arrived(jump, j -> log.accept(injectionText(packetId, generatedTick(packetId), j.tick())));
        });
    }

    /** The generation tick of a packet the canvas shows, or -1. */
    private long generatedTick(long packetId) {
        NetworkSnapshot s = live.snapshot();
        if (s != null) {
            for (WormView w : s.worms()) {
                if (w.packetId() == packetId) {
                    return s.tick() - w.ageTicks();
                }
            }
        }
        return -1;
    }

    /** A tick found by a replay, and the network replayed to it. */
    private record Jump(long tick, Engine network) {
    }

    private void arrived(Jump jump, Consumer<Jump> say) {
        if (jump != null && jump.network() != null) {
            show(jump.network());
            say.accept(jump);
        }
    }

    private String onsetText(DeadlockReport report, long t) {
        String packets = report.cycle().stream().map(s -> "#" + s.packetId()).collect(Collectors.joining(", "));
        long quiet = report.tick() - t;
        return "Deadlock onset: tick " + format(t) + ", when packets " + packets + " started waiting for each other "
                + "in a cycle. The engine noticed at tick " + format(report.tick()) + ", " + format(quiet)
                + " ticks later, after no flit had moved for its deadlock timeout." + firstWait(report);
    }

    /** " Packet #1 at s5 waits for the channel s5->s6, held by packet #2.", in the topology's node names. */
    private String firstWait(DeadlockReport report) {
        NetworkSetup setup = live.setupProperty().get();
        if (setup == null) {
            return "";
        }
        Topology t = setup.topology();
        WaitStep s = report.cycle().get(0);
        return " Packet #" + s.packetId() + " at " + t.node(s.node()).name() + " waits for the channel "
                + t.node(t.channelSource(s.channel())).name() + "\u2192" + t.node(t.channelTarget(s.channel())).name()
                + ", held by packet #" + s.holderPacketId() + ".";
    }

    private static String injectionText(long packetId, long generated, long injected) {
        long sourceWait = generated >= 0 ? injected - generated : -1;
        return "Packet #" + packetId + " injected at tick " + format(injected)
                + (sourceWait >= 0 ? ", after waiting " + format(sourceWait) + " ticks at its source" : "") + ".";
    }

    private static String format(long n) {
        return String.format(Locale.ROOT, "%,d", n);
    }

    /** The highest tick shown since the timeline (re)started. */
    public ReadOnlyLongProperty reachedProperty() {
        return reached.getReadOnlyProperty();
    }

    /** The run's deadlock once the canvas has shown it (kept while rewound before it), or null. */
    public ReadOnlyObjectProperty<DeadlockReport> deadlockProperty() {
        return deadlock.getReadOnlyProperty();
    }

    /** Whether a replay is running or waiting. */
    public ReadOnlyBooleanProperty busyProperty() {
        return jobs.busyProperty();
    }

    /** The running replay's progress, 0 to 1. */
    public ReadOnlyDoubleProperty progressProperty() {
        return jobs.progressProperty();
    }

    /** Whether a request to go to a tick waits for its replay. */
    public boolean seeking() {
        return requested >= 0;
    }

    /** Stops the replay thread (window closing). */
    public void dispose() {
        jobs.dispose();
    }

    /** A replayed network records its packets' events from tick 0, so the inspectors go on with it after a rewind. */
    private static Engine recording(Engine n) {
        n.recordEvents();
        return n;
    }
}
