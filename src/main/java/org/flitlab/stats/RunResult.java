package org.flitlab.stats;

import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * Everything one simulated point measured (model.md, Measurement), as plain values: no engine objects, so a
 * result can be written to a file, sent to the GUI thread, or compared across threads. Latencies are in
 * ticks; throughput in flits per tick.
 *
 * @param status              how the run ended
 * @param message             why it failed or deadlocked, or empty
 * @param saturated           whether the point is saturated (its latencies are not to be plotted as finite)
 * @param saturationReason    why it is saturated, or empty
 * @param seed                the seed of the run
 * @param simulatedTicks      ticks simulated in all (warm-up, measurement and drain)
 * @param warmupTicks         ticks discarded before measurement
 * @param measureTicks        length of the measurement window, in ticks
 * @param generatedPackets    packets generated during the whole run
 * @param deliveredPackets    packets delivered during the whole run
 * @param packetLatency       generation to head arrival of measured packets (AN1)
 * @param deliveryLatency     generation to tail arrival (BookSim)
 * @param networkLatency      head leaving the source queue to tail arrival
 * @param sourceQueueing      generation to head leaving the source queue
 * @param meanHops            links crossed per measured packet
 * @param offeredLoad         offered flits per tick per sending host (NaN if the traffic has no offered load)
 * @param acceptedThroughput  accepted flits per tick per sending host during the measurement window
 * @param acceptedTotal       accepted flits per tick over the whole network during the window
 * @param acceptedPerHost     accepted flits per tick at each host index (as destination) during the window
 * @param fairness            Jain's index of the flits each sending host got delivered during the window
 * @param completionTick      tick at which the last generated packet was delivered, when every one was (else -1)
 * @param channelUsage        per channel: transmitting / stalled / idle ticks during measurement
 * @param bufferOccupancy     per switch input buffer: mean and peak occupancy during measurement
 * @param deadlockCycle       the wait-for cycle when status is DEADLOCK, else empty
 * @param deliveryHistogram   histogram of the measured delivery latencies (empty when none)
 * @param wallMillis          wall-clock time the run took
 * @param mechanisms          what timeouts, host deflection and other optional mechanisms did
 * @param endToEnd            what the end-to-end flow-control scheme measured ({@link EndToEndStats#NONE} without one)
 * @param timeSeries          throughput and link states per interval over the whole run, when the run control asked
 *                            for them ({@link TimeSeries#EMPTY} otherwise)
 * @param perSource           per source host with measured packets delivered: count and mean latencies (the same
 *                            packets as the overall latencies), by host index
 * @param perSize             per packet length, when the sizes come in classes (bimodal, discrete): count and mean
 *                            latencies of the same packets, by length; empty otherwise
 * @param engine              which kernel ran the point: {@link #REFERENCE_ENGINE}, the flat kernel ("flat"), or ATM's
 *                            cell engine ("atm")
 */
public record RunResult(RunStatus status, String message, boolean saturated, String saturationReason, long seed,
                        long simulatedTicks, long warmupTicks, long measureTicks, long generatedPackets,
                        long deliveredPackets, LatencySummary packetLatency, LatencySummary deliveryLatency,
                        LatencySummary networkLatency, LatencySummary sourceQueueing, double meanHops,
                        double offeredLoad, double acceptedThroughput, double acceptedTotal, double[] acceptedPerHost,
                        double fairness, long completionTick, List<ChannelUsage> channelUsage,
                        List<BufferOccupancy> bufferOccupancy, List<WaitStep> deadlockCycle, Histogram deliveryHistogram,
                        long wallMillis, MechanismStats mechanisms, EndToEndStats endToEnd, TimeSeries timeSeries,
                        List<SourceLatency> perSource, List<SizeLatency> perSize, String engine) {
    /** {@link #engine()} of a run on the reference engine ({@code network.Network}). */
    public static final String REFERENCE_ENGINE = "reference";

    public RunResult {
        Objects.requireNonNull(engine, "engine");
        perSource = List.copyOf(perSource);
        perSize = List.copyOf(perSize);
        Objects.requireNonNull(mechanisms, "mechanisms");
        Objects.requireNonNull(endToEnd, "endToEnd");
        Objects.requireNonNull(timeSeries, "timeSeries");
        acceptedPerHost = acceptedPerHost.clone();
        channelUsage = List.copyOf(channelUsage);
        bufferOccupancy = List.copyOf(bufferOccupancy);
        deadlockCycle = List.copyOf(deadlockCycle);
        Objects.requireNonNull(deliveryHistogram, "deliveryHistogram");
    }

    /**
     * A result without the optional parts: no mechanism or end-to-end statistics, no time series, no per-source
     * latencies. Add them with {@link #withMechanisms}, {@link #withEndToEnd}, {@link #withTimeSeries},
     * {@link #withPerSource} and {@link #withPerSize}.
     */
    public RunResult(RunStatus status, String message, boolean saturated, String saturationReason, long seed,
                     long simulatedTicks, long warmupTicks, long measureTicks, long generatedPackets,
                     long deliveredPackets, LatencySummary packetLatency, LatencySummary deliveryLatency,
                     LatencySummary networkLatency, LatencySummary sourceQueueing, double meanHops,
                     double offeredLoad, double acceptedThroughput, double acceptedTotal, double[] acceptedPerHost,
                     double fairness, long completionTick, List<ChannelUsage> channelUsage,
                     List<BufferOccupancy> bufferOccupancy, List<WaitStep> deadlockCycle, Histogram deliveryHistogram,
                     long wallMillis) {
        this(status, message, saturated, saturationReason, seed, simulatedTicks, warmupTicks, measureTicks, generatedPackets,
                deliveredPackets, packetLatency, deliveryLatency, networkLatency, sourceQueueing, meanHops, offeredLoad,
                acceptedThroughput, acceptedTotal, acceptedPerHost, fairness, completionTick, channelUsage, bufferOccupancy,
                deadlockCycle, deliveryHistogram, wallMillis, MechanismStats.NONE, EndToEndStats.NONE, TimeSeries.EMPTY, List.of(),
                List.of(), REFERENCE_ENGINE);
    }

    /** A result of the reference engine with every part given. */
    public RunResult(RunStatus status, String message, boolean saturated, String saturationReason, long seed,
                     long simulatedTicks, long warmupTicks, long measureTicks, long generatedPackets,
                     long deliveredPackets, LatencySummary packetLatency, LatencySummary deliveryLatency,
                     LatencySummary networkLatency, LatencySummary sourceQueueing, double meanHops,
                     double offeredLoad, double acceptedThroughput, double acceptedTotal, double[] acceptedPerHost,
                     double fairness, long completionTick, List<ChannelUsage> channelUsage,
                     List<BufferOccupancy> bufferOccupancy, List<WaitStep> deadlockCycle, Histogram deliveryHistogram,
                     long wallMillis, MechanismStats mechanisms, EndToEndStats endToEnd, TimeSeries timeSeries,
                     List<SourceLatency> perSource, List<SizeLatency> perSize) {
        this(status, message, saturated, saturationReason, seed, simulatedTicks, warmupTicks, measureTicks, generatedPackets,
                deliveredPackets, packetLatency, deliveryLatency, networkLatency, sourceQueueing, meanHops, offeredLoad,
                acceptedThroughput, acceptedTotal, acceptedPerHost, fairness, completionTick, channelUsage, bufferOccupancy,
                deadlockCycle, deliveryHistogram, wallMillis, mechanisms, endToEnd, timeSeries, perSource, perSize,
                REFERENCE_ENGINE);
    }

    /** This result with {@code m} as its mechanism statistics. */
    public RunResult withMechanisms(MechanismStats m) {
        return with(m, endToEnd, timeSeries, perSource);
    }

    /** This result with {@code e} as its end-to-end statistics. */
    public RunResult withEndToEnd(EndToEndStats e) {
        return with(mechanisms, e, timeSeries, perSource);
    }

    /** This result with {@code s} as its time series. */
    public RunResult withTimeSeries(TimeSeries s) {
        return with(mechanisms, endToEnd, s, perSource);
    }

    /** This result with {@code sources} as its per-source latencies. */
    public RunResult withPerSource(List<SourceLatency> sources) {
        return with(mechanisms, endToEnd, timeSeries, sources);
    }

    /** This result with {@code sizes} as its latencies per size class. */
    public RunResult withPerSize(List<SizeLatency> sizes) {
        return new RunResult(status, message, saturated, saturationReason, seed, simulatedTicks, warmupTicks, measureTicks,
                generatedPackets, deliveredPackets, packetLatency, deliveryLatency, networkLatency, sourceQueueing, meanHops,
                offeredLoad, acceptedThroughput, acceptedTotal, acceptedPerHost, fairness, completionTick, channelUsage,
                bufferOccupancy, deadlockCycle, deliveryHistogram, wallMillis, mechanisms, endToEnd, timeSeries, perSource,
                sizes, engine);
    }

    /** This result with {@code name} as the engine that ran it ({@link #REFERENCE_ENGINE} or the flat kernel's name). */
    public RunResult withEngine(String name) {
        return new RunResult(status, message, saturated, saturationReason, seed, simulatedTicks, warmupTicks, measureTicks,
                generatedPackets, deliveredPackets, packetLatency, deliveryLatency, networkLatency, sourceQueueing, meanHops,
                offeredLoad, acceptedThroughput, acceptedTotal, acceptedPerHost, fairness, completionTick, channelUsage,
                bufferOccupancy, deadlockCycle, deliveryHistogram, wallMillis, mechanisms, endToEnd, timeSeries, perSource,
                perSize, name);
    }

    private RunResult with(MechanismStats m, EndToEndStats e, TimeSeries s, List<SourceLatency> sources) {
        return new RunResult(status, message, saturated, saturationReason, seed, simulatedTicks, warmupTicks, measureTicks,
                generatedPackets, deliveredPackets, packetLatency, deliveryLatency, networkLatency, sourceQueueing, meanHops,
                offeredLoad, acceptedThroughput, acceptedTotal, acceptedPerHost, fairness, completionTick, channelUsage,
                bufferOccupancy, deadlockCycle, deliveryHistogram, wallMillis, m, e, s, sources, perSize, engine);
    }

    /**
     * A run that could not finish because something threw: status FAILED with {@code message}, no latencies, and
     * the counts known when it stopped.
     */
    public static RunResult failed(String message, long seed, long simulatedTicks, long generatedPackets,
                                   long deliveredPackets, double offeredLoad, long wallMillis) {
        return new RunResult(RunStatus.FAILED, message, false, "", seed, simulatedTicks, 0, 0, generatedPackets,
                deliveredPackets, LatencySummary.empty(), LatencySummary.empty(), LatencySummary.empty(),
                LatencySummary.empty(), 0, offeredLoad, 0, 0, new double[0], 1, -1, List.of(), List.of(), List.of(),
                emptyHistogram(), wallMillis);
    }

    public static Histogram emptyHistogram() {
        return new Histogram(new long[0], 1, new long[0]);
    }

    @Override
    public double[] acceptedPerHost() {
        return acceptedPerHost.clone();
    }

    /** The measured packets (those generated in the measurement window and delivered). */
    public long measuredPackets() {
        return deliveryLatency.count();
    }

    /** A one-line summary for logs and the command line. */
    public String summary() {
        return String.format(Locale.ROOT,
                "%s%s: %d measured packets, delivery latency %.2f ± %s ticks (packet %.2f), accepted %.4f flits/tick/host%s",
                status, saturated ? " (saturated)" : "", measuredPackets(), deliveryLatency.mean(),
                // too few values for the batches give no interval: say so instead of printing Infinity
                Double.isFinite(deliveryLatency.ciHalfWidth()) ? String.format(Locale.ROOT, "%.2f", deliveryLatency.ciHalfWidth())
                        : "? (too few packets for an interval)", packetLatency.mean(), acceptedThroughput,
                Double.isNaN(offeredLoad) ? "" : String.format(Locale.ROOT, " of %.4f offered", offeredLoad))
                + endToEnd().tcpSummary();
    }
}
