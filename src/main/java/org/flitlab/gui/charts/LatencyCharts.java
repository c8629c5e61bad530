package org.flitlab.gui.charts;

import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.WeakHashMap;
import java.util.Map;
import org.flitlab.gui.editor.BottleneckView;
import org.flitlab.gui.run.NetworkSetup;
import org.flitlab.report.AxisUnits;
import org.flitlab.report.ChartPoint;
import org.flitlab.report.ChartSeries;
import org.flitlab.report.LatencyLoadChart;
import org.flitlab.report.ReferenceLines;
import org.flitlab.scenario.SweepSpec;
import org.jfree.chart.JFreeChart;
import java.util.Locale;
import org.flitlab.experiment.Bound;

/**
 * Builds the workbench's latency-vs-load chart with {@link LatencyLoadChart} (the same code the command line
 * uses for its PNG and SVG), latencies in microseconds, with a title font that reads on a projector, and the
 * command line's reference lines: the zero-load latency and, over the offered load, the channel-load bound
 * ({@link ReferenceLines#of}). What the window shows is what Export writes. FX thread only (it keeps the last
 * setup's bounds in a weak memo, since every finished point draws the chart again).
 */
final class LatencyCharts {
    /**
     * A memo of each setup's bound (a pure function of the immutable setup, recomputed by nobody else), so that
     * every finished point can redraw the chart without computing the bound again; weak keys let old setups go.
     */
    private static final Map<NetworkSetup, Optional<Bound>> BOUNDS =
            Collections.synchronizedMap(new WeakHashMap<>());

    private LatencyCharts() {
    }

    /**
     * The reference lines of {@code setup}'s charts over {@code parameter}: those of the command line's charts
     * for the same scenario; none when the bounds cannot be computed here (a routing that cannot be built).
     */
    static ReferenceLines lines(NetworkSetup setup, String parameter) {
        Optional<Bound> bound = BOUNDS.computeIfAbsent(setup, LatencyCharts::boundOrNone);
        return bound.map(b -> ReferenceLines.of(b, parameter)).orElse(ReferenceLines.NONE);
    }

    private static Optional<Bound> boundOrNone(NetworkSetup setup) {
        try {
            return Optional.of(BottleneckView.bound(setup));
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    /** The title of the chart before a sweep: the open scenario's name, so the empty chart names its scenario. */
    static String emptyTitle(org.flitlab.scenario.Scenario s) {
        return s == null || s.name().isBlank() ? "Latency vs offered load" : s.name() + ": latency vs offered load";
    }

    /** The chart before a sweep: no points, in the microseconds the sweep's chart will use. */
    static JFreeChart empty(String title) {
        return style(LatencyLoadChart.create(title, "Offered load (flits/tick per host)", List.of(),
                ReferenceLines.NONE, new AxisUnits("\u00b5s", 1)));
    }

    static JFreeChart create(String title, Map<String, List<ChartPoint>> points, NetworkSetup setup) {
        return create(title, "Offered load (flits/tick per host)", points, setup);
    }

    /** The latency chart over the swept value labelled {@code xLabel}. */
    static JFreeChart create(String title, String xLabel, Map<String, List<ChartPoint>> points, NetworkSetup setup) {
        List<ChartSeries> series = points.entrySet().stream()
                .map(e -> new ChartSeries(e.getKey(), List.copyOf(e.getValue()))).toList();
        String parameter = xLabel.startsWith("Offered load") ? SweepSpec.OFFERED_LOAD : xLabel;
        JFreeChart chart = style(LatencyLoadChart.create(title, xLabel, series,
                lines(setup, parameter), new AxisUnits("\u00b5s", setup.ticksPerMicrosecond())));
        // Set on the renderers after creation: the report's chart stays free of GUI concerns.
        PointToolTips tips = new PointToolTips(series, setup.ticksPerMicrosecond(),
                xLabel.startsWith("Offered load") ? null : xLabel.toLowerCase(Locale.ROOT));
        var plot = chart.getXYPlot();
        for (int i = 0; i < plot.getRendererCount(); i++) {
            if (plot.getRenderer(i) != null) {
                plot.getRenderer(i).setDefaultToolTipGenerator(tips);
            }
        }
        return chart;
    }

    private static JFreeChart style(JFreeChart chart) {
        return WindowChartStyle.apply(chart);
    }
}
