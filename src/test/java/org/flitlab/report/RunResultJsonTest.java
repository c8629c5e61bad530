package org.flitlab.report;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.util.List;
import org.flitlab.stats.BufferOccupancy;
import org.flitlab.stats.ChannelUsage;
import org.flitlab.stats.Histogram;
import org.flitlab.stats.LatencySummary;
import org.flitlab.stats.RunResult;
import org.flitlab.stats.RunStatus;
import org.flitlab.stats.SizeLatency;
import org.flitlab.stats.SourceLatency;
import org.flitlab.stats.WaitStep;
import org.junit.jupiter.api.Test;

/** A run result written by run-point must come back to merge exactly, special numbers included. */
class RunResultJsonTest {
    private static RunResult awkward() {
        LatencySummary delivery = new LatencySummary(7, 0.1 + 0.2, Double.POSITIVE_INFINITY, 3, 90, 10, 80, 90);
        return new RunResult(RunStatus.DEADLOCK, "cycle of 2 worms, \"quoted\"", true, "deadlock", -8_765_432_109_876_543_210L,
                123_456, 2000, 99_999, 1234, 1200, LatencySummary.empty(), delivery, delivery, LatencySummary.empty(), 1.0 / 3,
                Double.NaN, 0.123456789012345678, 1e-300, new double[] {0.5, Double.NaN, 2.0 / 3}, 0.999, -1,
                List.of(new ChannelUsage(3, 10, 20, 30)), List.of(new BufferOccupancy(5, 1, 2.0 / 7, 3, 8)),
                List.of(new WaitStep(11, 2, 5, 12), new WaitStep(12, 3, 7, 11)), new Histogram(new long[] {3, 7}, 4, new long[] {5, 2}),
                42);
    }

    /** Writes and reads through text, as a file would carry it. */
    private static RunResult roundTrip(RunResult r) {
        String text = new GsonBuilder().serializeSpecialFloatingPointValues().create().toJson(RunResultJson.toJson(r));
        return RunResultJson.fromJson(JsonParser.parseString(text).getAsJsonObject());
    }

    @Test
    void everyFieldReadsBackExactlyWithNanAndInfinity() {
        RunResult r = awkward();
        RunResult back = roundTrip(r);
        assertEquals(r.status(), back.status());
        assertEquals(r.message(), back.message());
        assertEquals(r.seed(), back.seed());
        assertEquals(r.deliveryLatency(), back.deliveryLatency(), "0.1 + 0.2 and an infinite half-width survive");
        assertEquals(r.packetLatency(), back.packetLatency(), "the empty summary keeps its convention values");
        assertEquals(Double.doubleToLongBits(r.meanHops()), Double.doubleToLongBits(back.meanHops()));
        assertTrue(Double.isNaN(back.offeredLoad()));
        assertEquals(r.acceptedThroughput(), back.acceptedThroughput(), 0.0);
        assertEquals(1e-300, back.acceptedTotal(), 0.0);
        assertArrayEquals(r.acceptedPerHost(), back.acceptedPerHost());
        assertEquals(r.channelUsage(), back.channelUsage());
        assertEquals(r.bufferOccupancy(), back.bufferOccupancy());
        assertEquals(r.deadlockCycle(), back.deadlockCycle());
        assertEquals(r.deliveryHistogram(), back.deliveryHistogram());
        assertEquals(List.of(r.simulatedTicks(), r.warmupTicks(), r.measureTicks(), r.generatedPackets(), r.deliveredPackets(),
                r.completionTick(), r.wallMillis()), List.of(back.simulatedTicks(), back.warmupTicks(), back.measureTicks(),
                back.generatedPackets(), back.deliveredPackets(), back.completionTick(), back.wallMillis()));
        assertEquals(r.saturated(), back.saturated());
        assertEquals(r.fairness(), back.fairness(), 0.0);
    }

    @Test
    void perSourceLatenciesReadBackAndOldFilesHaveNone() {
        RunResult base = awkward();
        RunResult r = base.withPerSource(List.of(new SourceLatency(2, 40, 0.1 + 0.2, 1.0 / 3), new SourceLatency(9, 1, 7, 14)));
        assertEquals(r.perSource(), roundTrip(r).perSource());
        JsonObject old = RunResultJson.toJson(r);
        old.remove("per_source");
        assertEquals(List.of(), RunResultJson.fromJson(old).perSource(), "a result file from before per-source latencies");
    }

    @Test
    void perSizeLatenciesReadBackAndOldFilesHaveNone() {
        RunResult r = awkward().withPerSize(List.of(new SizeLatency(25, 800, 0.1 + 0.2, 24.3),
                new SizeLatency(375, 200, 1.0 / 3, 374 + 1.0 / 3)));
        assertEquals(r.perSize(), roundTrip(r).perSize());
        JsonObject old = RunResultJson.toJson(r);
        old.remove("per_size");
        assertEquals(List.of(), RunResultJson.fromJson(old).perSize(), "a result file from before size classes");
    }

    @Test
    void aMissingKeyIsNamedInTheError() {
        JsonObject o = RunResultJson.toJson(awkward());
        o.remove("delivery_latency");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RunResultJson.fromJson(o));
        assertTrue(e.getMessage().contains("every key"), e.getMessage());
    }
}
