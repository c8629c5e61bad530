package org.flitlab.network;

import java.util.ArrayList;
import java.util.List;
import org.flitlab.stats.BufferOccupancy;
import org.flitlab.stats.ChannelUsage;

/**
 * The link-usage and buffer-occupancy counters of the engine (model.md, Measurement): reset when measurement
 * starts and read as values. Callers bring blocks up to date first ({@link Network#sync}). Engine thread only.
 */
final class UsageReadings {
    private UsageReadings() {
    }

    /** Starts the counters' window at {@code start}: link states and buffer areas count from there. */
    static void reset(Network net, long start) {
        for (OutputChannel oc : net.channels) {
            oc.transmittingTicks = 0;
            oc.stalledTicks = 0;
            oc.sleepStart = Math.max(oc.sleepStart, start + 1);
        }
        for (Switch sw : net.switches) {
            for (InputQueue[] port : sw.inputs) {
                for (InputQueue q : port) {
                    q.resetStatistics(start);
                }
            }
        }
    }

    /** Per-channel link usage from {@code start} to the end of {@code tick}. */
    static List<ChannelUsage> channelUsage(Network net, long start, long tick) {
        long span = Math.max(0, tick + 1 - start);
        List<ChannelUsage> out = new ArrayList<>(net.channels.length);
        for (OutputChannel oc : net.channels) {
            long stalled = oc.stalledTicks + oc.pendingStalledTicks(tick);
            long idle = Math.max(0, span - oc.transmittingTicks - stalled);
            out.add(new ChannelUsage(oc.channel, oc.transmittingTicks, stalled, idle));
        }
        return out;
    }

    /** Per switch input buffer (channel, vc): time-averaged and peak occupancy up to {@code tick}. */
    static List<BufferOccupancy> bufferOccupancy(Network net, long tick) {
        List<BufferOccupancy> out = new ArrayList<>();
        for (Switch sw : net.switches) {
            for (InputQueue[] port : sw.inputs) {
                for (InputQueue q : port) {
                    out.add(new BufferOccupancy(q.channel, q.vc, q.meanOccupancy(Math.max(tick, 0)), q.maxOccupancy,
                            q.capacityFlits));
                }
            }
        }
        return out;
    }
}
