package org.flitlab.experiment;


import java.util.ArrayList;
import java.util.List;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.function.BooleanSupplier;
import org.flitlab.control.EndToEndControl;
import org.flitlab.network.Engine;
import org.flitlab.network.PacketRecorder;
import org.flitlab.stats.BatchMeans;
import org.flitlab.stats.EndToEndStats;
import org.flitlab.stats.Histogram;
import org.flitlab.stats.JainFairness;
import org.flitlab.stats.LatencySummary;
import org.flitlab.stats.LongSamples;
import org.flitlab.stats.Mser5;
import org.flitlab.stats.QueueGrowth;
import org.flitlab.stats.RunResult;
import org.flitlab.stats.RunStatus;
import org.flitlab.stats.SaturationCriterion;
import org.flitlab.stats.SaturationVerdict;
import org.flitlab.stats.SizeLatency;
import org.flitlab.stats.SourceLatency;
import org.flitlab.stats.TimeSeries;
import org.flitlab.stats.WaitStep;

/**
 * Runs one point on the calling thread (model.md, Measurement): warm-up, a measurement window, then a drain
 * until every measured packet is delivered. Reports progress and snapshots to a {@link SimulationListener} at
 * a bounded wall-clock rate, stops soon after cancellation, and checks flit conservation at the end.
 * A run depends only on its network (built from the scenario and seed) and its control; with a time series
 * ({@link RunControl#timeSeriesTicks()}) it also stops the clock at every interval's end to read the counters,
 * which changes no number (the slices and the checks between them stay where they were).
 */
public final class SimulationRun {
    private static final long SLICE_TICKS = 512;
    private final Engine net;
    private final RunControl control;
    private final long seed;
    private final long snapshotIntervalMillis;
    private final int sendingHosts;
    /** The control's maxTicks, raised to what the packets asked for need ({@link TickLimit}). */
    private final long tickLimit;
    private final QueueGrowth queueGrowth = new QueueGrowth();
    /**
     * Flits per tick per sending host the sources actually generated in the window. Saturation compares the
     * accepted throughput with this, not with the nominal offered load: with heavy-tailed packet sizes a
     * window's traffic can fall short of the nominal load by chance, and every scheme sharing that traffic
     * would otherwise be called saturated together.
     */
    private double generatedRate = Double.NaN;
    /** Packets generated while the measurement window was open. */
    private long generatedInWindow;
    private long lastSnapshotMillis;
    /** What the end-to-end scheme measured in the window, once it has closed. */
    private EndToEndStats endToEndStats = EndToEndStats.NONE;
    private long lastProgressMillis;
    /** Samples throughput and link states over time when the control asks for a time series; else null. */
    private final TimeSeriesRecorder timeSeries;

    public SimulationRun(Engine net, RunControl control, long seed) {
        this(net, control, seed, 33);
    }

    /**
     * @param snapshotIntervalMillis the least wall time between two snapshots (33 ms is 30 per second)
     * @throws IllegalArgumentException if the control has invalid values
     */
    public SimulationRun(Engine net, RunControl control, long seed, long snapshotIntervalMillis) {
        List<String> problems = control.problems();
        if (!problems.isEmpty()) {
            throw new IllegalArgumentException(String.join("; ", problems));
        }
        this.net = net;
        this.control = control;
        this.seed = seed;
        this.snapshotIntervalMillis = snapshotIntervalMillis;
        int n = 0;
        for (int h = 0; h < net.topology().hostCount(); h++) {
            n += net.workload().destinations().sends(h) ? 1 : 0;
        }
        this.sendingHosts = Math.max(1, n);
        this.tickLimit = TickLimit.of(control, net.workload().offeredLoad(), net.workload().sizes().meanFlits(), sendingHosts);
        this.timeSeries = control.timeSeriesTicks() > 0 ? new TimeSeriesRecorder(net, control.timeSeriesTicks()) : null;
    }

    /** Runs to the end, cancellation or deadlock, and returns the result (also given to the listener). */
    public RunResult run(SimulationListener listener, BooleanSupplier cancelled) {
        long startMillis = System.currentTimeMillis();
        try {
            RunResult r = runPhases(listener, cancelled, startMillis);
            listener.finished(r);
            return r;
        } catch (RuntimeException e) {
            RunResult r = failed(e, startMillis);
            listener.finished(r);
            return r;
        }
    }

    private RunResult runPhases(SimulationListener listener, BooleanSupplier cancelled, long startMillis) {
        PacketRecorder rec = net.recorder();
        long warmup = control.warmupMode() == WarmupMode.FIXED ? control.warmupTicks() : 0;
        if (!advanceWhile(() -> net.tick() < warmup - 1, RunProgress.Phase.WARMUP, listener, cancelled)) {
            return ended(cancelled.getAsBoolean() ? RunStatus.CANCELLED : RunStatus.DEADLOCK, startMillis, warmup, 0, 0,
                    new double[net.topology().hostCount()], false);
        }
        long windowStart = openWindow();
        EndToEndControl scheme = net.endToEnd() instanceof EndToEndControl c ? c : null;
        long flitsAtStart = rec.deliveredFlits();
        long generatedAtStart = net.generatedFlits();
        long packetsAtStart = net.generatedPackets();
        long[] perHostAtStart = perHostDelivered();
        boolean ok = advanceWhile(() -> !windowComplete() && net.tick() < tickLimit, RunProgress.Phase.MEASURE, listener, cancelled);
        // Without an offered load (closed traffic) the tick limit is the window's designed end, as before; with one it
        // is raised to what the packets need (TickLimit), so reaching it means the run could not measure them.
        boolean windowShort = ok && !windowComplete() && net.workload().offeredLoad() > 0;
        if (windowShort) {
            ok = judgeStall(listener, cancelled);
        }
        net.setMeasuring(false);
        long windowEnd = net.tick() + 1;
        if (scheme != null) {
            endToEndStats = scheme.stats(windowEnd);
        }
        long window = Math.max(1, windowEnd - windowStart);
        long flitsInWindow = rec.deliveredFlits() - flitsAtStart;
        generatedRate = (net.generatedFlits() - generatedAtStart) / (double) window / sendingHosts;
        generatedInWindow = net.generatedPackets() - packetsAtStart;
        double[] perHost = perHostRates(perHostAtStart, window);
        if (!ok || windowShort) {
            return ended(!ok ? stopped(cancelled) : RunStatus.INCOMPLETE, startMillis, windowStart, window, flitsInWindow, perHost, false);
        }
        return drain(listener, cancelled, startMillis, windowStart, windowEnd, flitsInWindow, perHost);
    }

    /**
     * The drain phase after the window closed at {@code windowEnd}: the measured packets still in flight are
     * delivered, unless a limit, a deadlock or a cancel comes first.
     */
    private RunResult drain(SimulationListener listener, BooleanSupplier cancelled, long startMillis, long windowStart,
                            long windowEnd, long flitsInWindow, double[] perHost) {
        PacketRecorder rec = net.recorder();
        long window = Math.max(1, windowEnd - windowStart);
        long drainLimit = windowEnd + Math.max(control.minDrainTicks(), (long) (control.drainFactor() * window));
        boolean ok = advanceWhile(() -> measuredOutstanding(rec) > 0 && net.tick() < Math.min(drainLimit, tickLimit),
                RunProgress.Phase.DRAIN, listener, cancelled);
        if (ok && measuredOutstanding(rec) > 0) {
            // a limit came first: if nothing moves, the deadlock detector must judge before the run may end
            ok = judgeStall(listener, cancelled);
        }
        if (!ok) {
            return ended(stopped(cancelled), startMillis, windowStart, window, flitsInWindow, perHost, false);
        }
        boolean drained = measuredOutstanding(rec) == 0;
        listener.progress(new RunProgress(RunProgress.Phase.DONE, net.tick(), rec.measuredDelivered(), control.measuredPackets(), 1));
        return ended(RunStatus.COMPLETED, startMillis, windowStart, window, flitsInWindow, perHost, !drained);
    }

    /** Opens the measuring window (with the time series and the end-to-end scheme) and returns its first tick. */
    private long openWindow() {
        if (timeSeries != null) {
            timeSeries.measuringStarts(() -> net.setMeasuring(true));
        } else {
            net.setMeasuring(true);
        }
        long windowStart = Math.max(0, net.tick() + 1);
        // The window closes in the tick the count is reached: usually at most a packet a host beyond it (more still fit).
        net.recorder().expectMeasured(control.measuredPackets() + net.topology().hostCount());
        if (net.endToEnd() instanceof EndToEndControl scheme) {
            scheme.startMeasuring(windowStart);
        }
        return windowStart;
    }

    private RunStatus stopped(BooleanSupplier cancelled) {
        return cancelled.getAsBoolean() ? RunStatus.CANCELLED : RunStatus.DEADLOCK;
    }

    /**
     * Runs on while no flit moves, for at most the deadlock timeout: a network that a limit (the drain allowance or
     * the tick limit) stops while it is stalled is judged by the deadlock detector, whatever the two lengths; one
     * that still moves stops at once. False if the run deadlocked or was cancelled.
     */
    private boolean judgeStall(SimulationListener listener, BooleanSupplier cancelled) {
        long moved = movement();
        long until = net.tick() + net.config().deadlockTimeoutTicks() + SLICE_TICKS;
        return advanceWhile(() -> movement() == moved && net.tick() < until && net.flitsInNetwork() > 0, RunProgress.Phase.DRAIN,
                listener, cancelled);
    }

    /** Flits moved and delivered so far: it grows whenever anything in the network moves. */
    private long movement() {
        return net.flitHops() + net.recorder().deliveredFlits();
    }

    /** Measured packets neither delivered nor dropped by an explicit mechanism (time-to-live). */
    private static long measuredOutstanding(PacketRecorder rec) {
        return rec.measuredGenerated() - rec.measuredDelivered() - rec.measuredDropped();
    }

    private boolean windowComplete() {
        PacketRecorder rec = net.recorder();
        if (net.isQuiescent()) {
            return true;
        }
        if (control.targetRelativeHalfWidth() <= 0) {
            return rec.measuredGenerated() >= control.measuredPackets();
        }
        if (rec.measuredGenerated() >= control.maxMeasuredPackets()) {
            return true;
        }
        if (rec.measuredDelivered() < control.measuredPackets()) {
            return false;
        }
        return BatchMeans.of(rec.deliveryLatency(), control.batches()).relativeHalfWidth() <= control.targetRelativeHalfWidth();
    }

    /** Advances in slices while {@code more} holds; false if cancelled or deadlocked. */
    private boolean advanceWhile(BooleanSupplier more, RunProgress.Phase phase, SimulationListener listener, BooleanSupplier cancelled) {
        while (more.getAsBoolean()) {
            if (cancelled.getAsBoolean() || net.isDeadlocked()) {
                return false;
            }
            if (timeSeries != null) {
                timeSeries.advanceTo(net.tick() + SLICE_TICKS);
            } else {
                net.advance(net.tick() + SLICE_TICKS);
            }
            if (phase == RunProgress.Phase.MEASURE) {
                queueGrowth.add(net.tick(), net.queuedPackets());
            }
            publish(phase, listener);
            if (net.isQuiescent() && phase != RunProgress.Phase.MEASURE) {
                break;
            }
        }
        return !net.isDeadlocked() && !cancelled.getAsBoolean();
    }

    private void publish(RunProgress.Phase phase, SimulationListener listener) {
        long now = System.currentTimeMillis();
        if (now - lastProgressMillis >= 100) {
            lastProgressMillis = now;
            PacketRecorder rec = net.recorder();
            double fraction = switch (phase) {
                case WARMUP -> control.warmupTicks() == 0 ? 0 : 0.1 * net.tick() / control.warmupTicks();
                case MEASURE, DRAIN -> 0.1 + 0.9 * Math.min(1, rec.measuredDelivered() / (double) control.measuredPackets());
                case DONE -> 1;
            };
            listener.progress(new RunProgress(phase, net.tick(), rec.measuredDelivered(), control.measuredPackets(), Math.min(1, fraction)));
        }
        if (listener.wantsSnapshots() && now - lastSnapshotMillis >= snapshotIntervalMillis) {
            lastSnapshotMillis = now;
            listener.snapshot(net.snapshot());
        }
    }

    private long[] perHostDelivered() {
        long[] d = new long[net.topology().hostCount()];
        for (int h = 0; h < d.length; h++) {
            d[h] = net.deliveredFlits(h);
        }
        return d;
    }

    private double[] perHostRates(long[] atStart, long window) {
        double[] r = new double[atStart.length];
        for (int h = 0; h < r.length; h++) {
            r[h] = (net.deliveredFlits(h) - atStart[h]) / (double) window;
        }
        return r;
    }

    private RunResult ended(RunStatus status, long startMillis, long warmup, long window, long flitsInWindow,
                            double[] perHost, boolean drainFailed) {
        net.checkConservation();
        PacketRecorder rec = net.recorder();
        int skip = control.warmupMode() == WarmupMode.DETECT ? Mser5.truncation(rec.deliveryLatency()) : 0;
        double offered = net.workload().offeredLoad();
        double accepted = window == 0 ? 0 : flitsInWindow / (double) window / sendingHosts;
        String reason = "";
        boolean saturated = false;
        if (status == RunStatus.COMPLETED) {
            SaturationVerdict v = Double.isNaN(offered) ? new SaturationVerdict(false, "no offered load to compare with")
                    : SaturationCriterion.standard().verdict(generatedRate, accepted, queueGrowth, generatedInWindow);
            boolean limited = net.tick() >= tickLimit;
            saturated = v.saturated() || drainFailed || limited;
            reason = v.saturated() ? v.reason() : drainFailed && !limited ? "measured packets were still undelivered "
                    + Math.max(control.minDrainTicks(), (long) (control.drainFactor() * window)) + " ticks after the window closed"
                    : limited ? "the run reached its limit of " + tickLimit + " ticks" : "";
        }
        List<WaitStep> cycle = net.isDeadlocked() ? net.deadlock().cycle() : List.of();
        String message = net.isDeadlocked() ? net.deadlock().explanation() : status == RunStatus.CANCELLED ? "cancelled"
                : status == RunStatus.INCOMPLETE ? "the run reached its tick limit of " + tickLimit + " ticks with "
                + rec.measuredDelivered() + " of " + control.measuredPackets() + " measured packets delivered" : "";
        long completion = net.undeliveredPackets() == 0 && net.generatedPackets() > 0 ? lastDeliveryTick() : -1;
        return new RunResult(status, message, saturated, reason, seed, net.tick() + 1, warmup, window,
                net.generatedPackets(), rec.deliveredPackets(), summary(rec.packetLatency(), skip), summary(rec.deliveryLatency(), skip),
                summary(rec.networkLatency(), skip), summary(rec.sourceQueueing(), skip), trimmed(rec.hops(), skip).mean(),
                offered, accepted, flitsInWindow / (double) Math.max(1, window), perHost, fairness(perHost),
                completion, net.channelUsage(), net.bufferOccupancy(), cycle, histogram(rec.deliveryLatency(), skip),
                System.currentTimeMillis() - startMillis, net.mechanismStats(), endToEndStats,
                timeSeries == null ? TimeSeries.EMPTY : timeSeries.series(), perSource(rec, skip),
                net.workload().sizes().hasSizeClasses() ? perSize(rec, skip) : List.of(), Kernels.name(net));
    }

    /** Per packet length, the measured packets kept in the overall latencies (the same {@code skip}). */
    private static List<SizeLatency> perSize(PacketRecorder rec, int skip) {
        SortedMap<Integer, long[]> sums = new TreeMap<>();
        for (int i = skip; i < rec.sizes().size(); i++) {
            long[] s = sums.computeIfAbsent((int) rec.sizes().get(i), f -> new long[3]);
            s[0]++;
            s[1] += rec.packetLatency().get(i);
            s[2] += rec.deliveryLatency().get(i);
        }
        List<SizeLatency> out = new ArrayList<>(sums.size());
        sums.forEach((flits, s) -> out.add(new SizeLatency(flits, s[0], s[1] / (double) s[0], s[2] / (double) s[0])));
        return out;
    }

    /**
     * Per source host, the measured packets kept in the overall latencies (the same {@code skip}), hosts ascending. Sums
     * in arrays indexed by host rather than a map of boxed hosts: this runs once, mostly interpreted, over every
     * measured packet (docs/performance.md, "Session 10").
     */
    private static List<SourceLatency> perSource(PacketRecorder rec, int skip) {
        LongSamples hosts = rec.sourceHosts();
        if (hosts.size() <= skip) {
            return List.of();
        }
        long lo = Long.MAX_VALUE;
        long hi = Long.MIN_VALUE;
        for (int i = skip; i < hosts.size(); i++) {
            lo = Math.min(lo, hosts.get(i));
            hi = Math.max(hi, hosts.get(i));
        }
        int n = (int) (hi - lo + 1);
        long[] count = new long[n];
        long[] packetSum = new long[n];
        long[] deliverySum = new long[n];
        for (int i = skip; i < hosts.size(); i++) {
            int h = (int) (hosts.get(i) - lo);
            count[h]++;
            packetSum[h] += rec.packetLatency().get(i);
            deliverySum[h] += rec.deliveryLatency().get(i);
        }
        List<SourceLatency> out = new ArrayList<>();
        for (int h = 0; h < n; h++) {
            if (count[h] > 0) {
                out.add(new SourceLatency((int) (h + lo), count[h], packetSum[h] / (double) count[h],
                        deliverySum[h] / (double) count[h]));
            }
        }
        return out;
    }

    private long lastDeliveryTick() {
        return net.recorder().lastDeliveryTick();
    }

    private double fairness(double[] perHost) {
        List<Double> sending = new ArrayList<>();
        for (int h = 0; h < perHost.length; h++) {
            if (net.workload().destinations().sends(h)) {
                sending.add(perHost[h]);
            }
        }
        return sending.isEmpty() ? 1 : JainFairness.index(sending.stream().mapToDouble(Double::doubleValue).toArray());
    }

    private LatencySummary summary(LongSamples s, int skip) {
        LongSamples kept = trimmed(s, skip);
        return kept.isEmpty() ? LatencySummary.empty() : LatencySummary.of(kept, control.batches());
    }

    private static Histogram histogram(LongSamples s, int skip) {
        LongSamples kept = trimmed(s, skip);
        return kept.isEmpty() ? RunResult.emptyHistogram() : Histogram.of(kept, 40);
    }

    private static LongSamples trimmed(LongSamples s, int skip) {
        return skip == 0 ? s : s.copyRange(skip, s.size());
    }

    private RunResult failed(RuntimeException e, long startMillis) {
        String message = FailureText.of(e) + " (at tick " + net.tick() + ")";
        return RunResult.failed(message, seed, net.tick() + 1, net.generatedPackets(), net.recorder().deliveredPackets(),
                net.workload().offeredLoad(), System.currentTimeMillis() - startMillis).withEngine(Kernels.name(net));
    }
}
