package org.flitlab.experiment;

import java.util.ArrayList;
import java.util.List;
import org.flitlab.network.Engine;
import org.flitlab.stats.ChannelUsage;
import org.flitlab.stats.LinkStateTicks;
import org.flitlab.stats.TimeSeries;
import org.flitlab.topology.Topology;

/**
 * Records a run's {@link TimeSeries} from the engine's public counters, without touching the engine (ServerNet
 * Figs. 1-b and 3): it advances the network to the last tick of each interval, reads the cumulative per-channel
 * counters of {@link Engine#channelUsage()} and the delivered flits of every host, and keeps the differences
 * from the previous reading, summed over injection, switch-to-switch and ejection channels.
 *
 * <p>The engine restarts its channel counters when the measurement window opens; {@link #measuringStarts} reads
 * them just before and just after, so the interval that spans the opening is still exact (each channel-tick in
 * exactly one state, each interval's states adding up to channels x interval). Owned by one run's thread.
 */
final class TimeSeriesRecorder {
    private static final int INJECTION = 0;
    private static final int SWITCH = 1;
    private static final int EJECTION = 2;

    private final Engine net;
    private final long interval;
    private final int[] group;
    private final long[][] last;
    private final long[][] carried;
    private long lastDelivered;
    private long nextBoundary;
    private final List<TimeSeries.Interval> intervals = new ArrayList<>();
    private boolean truncated;

    /**
     * @param net           the run's network, before its first tick
     * @param intervalTicks the length of every interval, at least 1
     */
    TimeSeriesRecorder(Engine net, long intervalTicks) {
        if (intervalTicks < 1) {
            throw new IllegalArgumentException("intervalTicks is " + intervalTicks + "; it must be at least 1 tick");
        }
        this.net = net;
        this.interval = intervalTicks;
        Topology t = net.topology();
        group = new int[t.channelCount()];
        for (int c = 0; c < group.length; c++) {
            group[c] = !t.isSwitch(t.channelSource(c)) ? INJECTION : !t.isSwitch(t.channelTarget(c)) ? EJECTION : SWITCH;
        }
        last = read();
        carried = new long[group.length][3];
        lastDelivered = delivered();
        nextBoundary = net.tick() + intervalTicks;
    }

    /** Advances the network to {@code untilTick}, closing every interval that ends on the way. */
    void advanceTo(long untilTick) {
        while (nextBoundary <= untilTick && !net.isDeadlocked()) {
            net.advance(nextBoundary);
            if (net.tick() != nextBoundary) {
                return;
            }
            close();
            nextBoundary += interval;
        }
        net.advance(untilTick);
    }

    /** Runs {@code reset} (the opening of the measurement window, which restarts the engine's channel counters). */
    void measuringStarts(Runnable reset) {
        long[][] before = read();
        for (int c = 0; c < group.length; c++) {
            for (int s = 0; s < 3; s++) {
                carried[c][s] += before[c][s] - last[c][s];
            }
        }
        reset.run();
        long[][] after = read();
        for (int c = 0; c < group.length; c++) {
            last[c] = after[c];
        }
    }

    /** The series recorded so far: whole intervals only. */
    TimeSeries series() {
        return new TimeSeries(interval, intervals, truncated);
    }

    private void close() {
        long[][] now = read();
        long[][] sums = new long[3][3];
        for (int c = 0; c < group.length; c++) {
            for (int s = 0; s < 3; s++) {
                sums[group[c]][s] += carried[c][s] + now[c][s] - last[c][s];
                carried[c][s] = 0;
            }
            last[c] = now[c];
        }
        long delivered = delivered();
        if (intervals.size() < TimeSeries.MAX_INTERVALS) {
            long end = nextBoundary + 1;
            intervals.add(new TimeSeries.Interval(end - interval, end, delivered - lastDelivered,
                    states(sums[INJECTION]), states(sums[SWITCH]), states(sums[EJECTION])));
        } else {
            truncated = true;
        }
        lastDelivered = delivered;
    }

    private static LinkStateTicks states(long[] s) {
        return new LinkStateTicks(s[0], s[1], s[2]);
    }

    /** Cumulative transmitting, stalled and idle ticks per channel since the engine's counters last started. */
    private long[][] read() {
        long[][] out = new long[group.length][3];
        for (ChannelUsage u : net.channelUsage()) {
            out[u.channel()] = new long[] {u.transmittingTicks(), u.stalledTicks(), u.idleTicks()};
        }
        return out;
    }

    private long delivered() {
        long sum = 0;
        for (int h = 0; h < net.topology().hostCount(); h++) {
            sum += net.deliveredFlits(h);
        }
        return sum;
    }
}
