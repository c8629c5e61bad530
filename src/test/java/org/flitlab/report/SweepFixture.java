package org.flitlab.report;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.flitlab.experiment.Sweep;
import org.flitlab.experiment.SweepPlan;
import org.flitlab.experiment.SweepPoint;
import org.flitlab.experiment.SweepResult;
import org.flitlab.stats.BufferOccupancy;
import org.flitlab.stats.ChannelUsage;
import org.flitlab.stats.Histogram;
import org.flitlab.stats.LatencySummary;
import org.flitlab.stats.RunResult;
import org.flitlab.stats.RunStatus;
import org.flitlab.stats.WaitStep;

/**
 * A sweep run through the real {@link Sweep} with a fake point runner whose results are simple functions of
 * the point, so tests can compare what is written with what was measured.
 *
 * <p>Series "xy" (0) and "adaptive" (1), offered load 0.1 .. 0.4, two replications. Delivery latency is
 * {@code 20 + 100 * load * (1 + series) + replication}, packet latency 7 less. "adaptive" saturates at 0.3 and
 * stops there. Replication 1 of the first value has a +infinite delivery half-width; the first value measured no
 * source queueing; "xy" at 0.4 replication 1 deadlocked (with a message containing a comma).
 */
final class SweepFixture {
    static final List<String> SERIES = List.of("xy", "adaptive");
    static final String PARAMETER = "offeredLoad";
    static final int CHANNELS = 48;
    static final int HOSTS = 16;

    private SweepFixture() {
    }

    static SweepResult sweep() {
        SweepPlan plan = new SweepPlan(SERIES, PARAMETER, new double[] {0.1, 0.2, 0.3, 0.4}, 2, 7, true);
        return new Sweep(1).run(plan, (p, listener, cancelled) -> result(p));
    }

    static double deliveryMean(SweepPoint p) {
        return 20 + 100 * p.value() * (1 + p.series()) + p.replication();
    }

    static boolean saturated(SweepPoint p) {
        return p.value() * (1 + p.series()) >= 0.6 - 1e-9;
    }

    static boolean deadlocked(SweepPoint p) {
        return p.series() == 0 && p.index() == 3 && p.replication() == 1;
    }

    static RunResult result(SweepPoint p) {
        double mean = deliveryMean(p);
        double half = p.index() == 0 && p.replication() == 1 ? Double.POSITIVE_INFINITY : 1.5;
        LatencySummary delivery = new LatencySummary(1000, mean, half, 10, 400 + p.index(), 30, 90, 150 + p.index());
        LatencySummary packet = new LatencySummary(1000, mean - 7, 0.8, 3, 393, 23, 83, 143);
        LatencySummary network = new LatencySummary(1000, mean - 4, 0.6, 8, 300, 25, 60, 99);
        LatencySummary queueing = p.index() == 0 ? LatencySummary.empty()
                : new LatencySummary(1000, 4, 0.2, 0, 50, 2, 12, 30);
        boolean deadlock = deadlocked(p);
        double accepted = Math.min(p.value(), 0.5) * 0.99;
        double[] perHost = new double[HOSTS];
        Arrays.fill(perHost, accepted);
        return new RunResult(deadlock ? RunStatus.DEADLOCK : RunStatus.COMPLETED,
                deadlock ? "cycle of 2 worms, found at tick 4000" : "", saturated(p),
                saturated(p) ? "source queues grow" : "", p.seed(), 9000 + p.index(), 1000, 6000, 20_000, 19_990,
                packet, delivery, network, queueing, 3.5, p.value(), accepted, accepted * HOSTS, perHost, 0.98,
                deadlock ? -1 : 8800 + p.index(), usage(p), buffers(), deadlock ? cycle() : List.of(),
                histogram(mean), 12 + p.replication());
    }

    private static List<ChannelUsage> usage(SweepPoint p) {
        List<ChannelUsage> out = new ArrayList<>();
        for (int c = 0; c < CHANNELS; c++) {
            long busy = (long) (6000 * p.value() * (0.5 + (c % 7) / 7.0));
            long stalled = (c % 5) * 100L;
            out.add(new ChannelUsage(c, busy, stalled, 6000 - busy - stalled));
        }
        return out;
    }

    private static List<BufferOccupancy> buffers() {
        return List.of(new BufferOccupancy(0, 0, 1.25, 4, 8), new BufferOccupancy(2, 1, 0.5, 2, 8));
    }

    private static List<WaitStep> cycle() {
        return List.of(new WaitStep(11, 3, 7, 12), new WaitStep(12, 4, 9, 11));
    }

    /** A skewed bell over 40 bins of 5 ticks around the mean. */
    private static Histogram histogram(double mean) {
        int bins = 40;
        long[] starts = new long[bins];
        long[] counts = new long[bins];
        for (int i = 0; i < bins; i++) {
            starts[i] = Math.max(0, (long) mean - 50) + 5L * i;
            double z = (i - 10) / 6.0;
            counts[i] = Math.round(120 * Math.exp(-z * z / 2) + (i > 10 ? 400.0 / (i * i) : 0));
        }
        return new Histogram(starts, 5, counts);
    }
}
