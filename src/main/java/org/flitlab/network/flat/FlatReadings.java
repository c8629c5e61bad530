package org.flitlab.network.flat;

import java.util.ArrayList;
import java.util.List;
import org.flitlab.network.Conservation;
import org.flitlab.stats.BufferOccupancy;
import org.flitlab.stats.ChannelUsage;

/**
 * The flat kernel's link-usage and buffer-occupancy counters read as values (model.md, Measurement), in the reference
 * engine's order: channels by id; buffers by switch, input port and virtual channel. Engine thread only.
 */
final class FlatReadings {
    private FlatReadings() {
    }

    /** Starts the counters' window at {@code start}. */
    static void reset(FlatState s, long start) {
        for (int c = 0; c < s.channels; c++) {
            s.transmitting[c] = 0;
            s.stalled[c] = 0;
        }
        for (int g = 0; g < s.channels * s.vcs; g++) {
            s.resetArea(g, start);
            s.areaStartTick[g] = start;
            s.maxOccupancy[g] = s.bufRing[2 * g + 1];
        }
    }

    static List<ChannelUsage> channelUsage(FlatState s, long start, long tick) {
        long span = Math.max(0, tick + 1 - start);
        List<ChannelUsage> out = new ArrayList<>(s.channels);
        for (int c = 0; c < s.channels; c++) {
            long idle = Math.max(0, span - s.transmitting[c] - s.stalled[c]);
            out.add(new ChannelUsage(c, s.transmitting[c], s.stalled[c], idle));
        }
        return out;
    }

    static List<BufferOccupancy> bufferOccupancy(FlatState s, long tick) {
        long at = Math.max(tick, 0);
        List<BufferOccupancy> out = new ArrayList<>();
        for (int sw = 0; sw < s.switches; sw++) {
            for (int c : s.inputs[sw]) {
                for (int v = 0; v < s.vcs; v++) {
                    int g = c * s.vcs + v;
                    out.add(new BufferOccupancy(c, v, mean(s, g, at), s.maxOccupancy[g], s.capacity));
                }
            }
        }
        return out;
    }

    private static double mean(FlatState s, int g, long tick) {
        double area = s.area(g, tick);
        long span = tick - s.areaStartTick[g];
        return span <= 0 ? s.bufRing[2 * g + 1] : area / span;
    }

    static Conservation conservation(FlatKernel k) {
        FlatState s = k.state;
        long atSources = 0;
        for (int h = 0; h < s.hosts; h++) {
            atSources += k.hosts.flitsAtSource(h);
        }
        long inBuffers = 0;
        for (int sw = 0; sw < s.switches; sw++) {
            for (int c : s.inputs[sw]) {
                for (int v = 0; v < s.vcs; v++) {
                    inBuffers += s.bufRing[2 * (c * s.vcs + v) + 1];
                }
            }
        }
        // Flits written into their buffers at launch and not yet landed are on their wires (FlatState.direct).
        long onWires = s.transitCount;
        for (int c = 0; c < s.channels; c++) {
            onWires += s.wireCount[c];
        }
        return new Conservation(k.generatedFlits(), k.recorder().deliveredFlits(), atSources, inBuffers, onWires, 0, 0, 0);
    }
}
