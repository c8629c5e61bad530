package org.flitlab.report;

import java.util.List;

/** Small hand-made inputs shared by the chart tests; latencies are in ticks. */
final class SampleSeries {
    static final double HUGE_TICKS = 1e9;

    private SampleSeries() {
    }

    /** Two curves; "up*\/down*" saturates from 0.35 on, "adaptive" from 0.45 on. */
    static List<ChartSeries> twoCurves() {
        return List.of(
                new ChartSeries("up*/down*", List.of(
                        new ChartPoint(0.1, 50, 2, false),
                        new ChartPoint(0.2, 70, 5, false),
                        new ChartPoint(0.3, 140, 25, false),
                        new ChartPoint(0.35, HUGE_TICKS, Double.NaN, true),
                        new ChartPoint(0.4, HUGE_TICKS, Double.POSITIVE_INFINITY, true))),
                new ChartSeries("adaptive", List.of(
                        new ChartPoint(0.1, 45, 1, false),
                        new ChartPoint(0.2, 55, Double.NaN, false),
                        new ChartPoint(0.3, 75, 3, false),
                        new ChartPoint(0.4, 120, 10, false),
                        new ChartPoint(0.45, Double.POSITIVE_INFINITY, Double.NaN, true))));
    }
}
