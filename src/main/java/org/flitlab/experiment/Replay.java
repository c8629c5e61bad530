package org.flitlab.experiment;

import java.util.Objects;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.flitlab.network.DeadlockReport;
import org.flitlab.network.Engine;
import org.flitlab.network.NetworkSnapshot;
import org.flitlab.network.WormView;
import org.flitlab.stats.WaitStep;

/**
 * Rewinds a run by replaying it. A run depends only on its scenario and seed, so a fresh network of the same run
 * advanced to tick t is in exactly the state the run was in at t, however it got there (in slices of any size,
 * with snapshots taken on the way): going back is going forward again from the start. Also answers, from the
 * replayed history, when a packet was injected and when a deadlock's cycle formed.
 *
 * <p>Stateless apart from the factory, so one instance may serve several threads; each call builds its own
 * network, which the caller then owns. Calls run on the calling thread (the workbench calls them off the FX thread).
 */
public final class Replay {
    /** Ticks simulated between two progress reports and cancellation checks. */
    private static final long SLICE_TICKS = 500;

    private final Supplier<? extends Engine> fresh;

    /**
     * @param fresh builds a new network of the run at tick -1, the same each time (same scenario, same seed)
     */
    public Replay(Supplier<? extends Engine> fresh) {
        this.fresh = Objects.requireNonNull(fresh, "fresh");
    }

    /** What a long replay reports and asks as it goes. */
    public interface Watch {
        /** Whether the caller no longer wants the answer; the replay then stops and returns nothing. */
        boolean cancelled();

        /** The fraction of the work done so far, 0 to 1. */
        void progress(double fraction);

        /** A watch that never cancels and ignores progress. */
        Watch NONE = new Watch() {
            @Override
            public boolean cancelled() {
                return false;
            }

            @Override
            public void progress(double fraction) {
            }
        };
    }

    /**
     * A fresh network of the run advanced to {@code tick} (at least 0), or to its deadlock if the run deadlocks
     * earlier; null if cancelled.
     */
    public Engine networkAt(long tick, Watch watch) {
        Engine n = fresh.get();
        return advance(n, Math.max(0, tick), watch) ? n : null;
    }

    /**
     * As {@link #networkAt(long, Watch)}, handing {@code keep} the snapshot of every tick from {@code keepFrom} to
     * {@code tick} on the way (those ticks are simulated one at a time), so that going back a few ticks later needs
     * no replay.
     */
    public Engine networkAt(long tick, long keepFrom, Consumer<NetworkSnapshot> keep, Watch watch) {
        long target = Math.max(0, tick);
        long from = Math.max(0, Math.min(keepFrom, target));
        Engine n = from > 0 ? networkAt(from - 1, watch) : fresh.get();
        if (n == null) {
            return null;
        }
        for (long t = from; t <= target && !n.isDeadlocked(); t++) {
            if (watch.cancelled()) {
                return null;
            }
            n.advance(t);
            keep.accept(n.snapshot());
        }
        return n;
    }

    /** What going forward from the start to {@code tick} shows; null if cancelled. */
    public NetworkSnapshot snapshotAt(long tick, Watch watch) {
        Engine n = networkAt(tick, watch);
        return n == null ? null : n.snapshot();
    }

    /** Advances {@code n} to {@code target} in slices, reporting progress; false if cancelled. */
    private static boolean advance(Engine n, long target, Watch watch) {
        long start = Math.max(0, n.tick());
        do {
            if (watch.cancelled()) {
                return false;
            }
            n.advance(Math.min(target, Math.max(n.tick(), -1) + SLICE_TICKS));
            watch.progress(target == start ? 1 : (n.tick() - start) / (double) (target - start));
        } while (n.tick() < target && !n.isDeadlocked());
        return true;
    }

    /**
     * The tick at which packet {@code packetId} is first drawn, its head on the link out of its host: its
     * injection. Searches the ticks from {@code fromTick} (give its generation tick if known, else 0) up to
     * {@code untilTick}; -1 if it is not injected by then, or if cancelled.
     */
    public long injectionTick(long packetId, long fromTick, long untilTick, Watch watch) {
        Engine n = fromTick > 0 ? networkAt(fromTick - 1, watch) : fresh.get();
        if (n == null) {
            return -1;
        }
        for (long t = Math.max(0, fromTick); t <= untilTick && !watch.cancelled(); t++) {
            n.advance(t);
            if (n.tick() < t) {
                return -1;
            }
            // Packet ids are numbered from 0 in the order packets are generated: until this one exists, no snapshot.
            if (n.generatedPackets() > packetId && drawn(n.snapshot(), packetId)) {
                return t;
            }
            watch.progress((t - fromTick) / (double) Math.max(1, untilTick - fromTick));
        }
        return -1;
    }

    private static boolean drawn(NetworkSnapshot s, long packetId) {
        for (WormView w : s.worms()) {
            if (w.packetId() == packetId) {
                return true;
            }
        }
        return false;
    }

    /**
     * The tick at which the deadlock of {@code report} set in: the first tick from which every packet of its cycle
     * waited for the next without a break up to the tick of detection (the engine knows only when it noticed:
     * after no flit moved for the deadlock timeout). -1 if the report has no cycle, or if cancelled.
     */
    public long deadlockOnset(DeadlockReport report, Watch watch) {
        if (report.cycle().isEmpty()) {
            return -1;
        }
        long lastId = report.cycle().stream().mapToLong(WaitStep::packetId).max().orElseThrow();
        Engine n = fresh.get();
        long t = 0;
        n.advance(t);
        // Until the cycle's newest packet exists the cycle cannot hold: skip there without asking each tick.
        while (t < report.tick() && n.generatedPackets() <= lastId) {
            n.advance(++t);
        }
        long first = t;
        long lastBroken = t - 1;
        while (true) {
            if (watch.cancelled()) {
                return -1;
            }
            if (!report.holdsIn(n)) {
                lastBroken = t;
            }
            watch.progress((t - first) / (double) Math.max(1, report.tick() - first));
            if (t >= report.tick() || n.tick() < t) {
                break;
            }
            n.advance(++t);
        }
        return lastBroken < report.tick() ? lastBroken + 1 : -1;
    }
}
