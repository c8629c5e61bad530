package org.flitlab.gui.charts;

import java.util.List;
import java.util.Map;
import org.flitlab.report.AxisUnits;
import org.flitlab.report.ChartPoint;
import org.flitlab.report.ChartSeries;
import org.flitlab.report.LatencyLoadChart;
import org.flitlab.report.ReferenceLines;
import org.jfree.chart.JFreeChart;

/**
 * Builds the workbench's latency-vs-load chart with {@link LatencyLoadChart} (the same code the command line
 * uses for its PNG and SVG), latencies in microseconds, with a title font that reads on a projector. Stateless.
 */
final class LatencyCharts {
    private LatencyCharts() {
    }

    static JFreeChart empty(String title) {
        return style(LatencyLoadChart.create(title, "Offered load (flits/tick per host)", List.of(),
                ReferenceLines.NONE, AxisUnits.TICKS));
    }

    static JFreeChart create(String title, Map<String, List<ChartPoint>> points, double ticksPerMicrosecond) {
        return create(title, "Offered load (flits/tick per host)", points, ticksPerMicrosecond);
    }

    /** The latency chart over the swept value labelled {@code xLabel}. */
    static JFreeChart create(String title, String xLabel, Map<String, List<ChartPoint>> points, double ticksPerMicrosecond) {
        List<ChartSeries> series = points.entrySet().stream()
                .map(e -> new ChartSeries(e.getKey(), List.copyOf(e.getValue()))).toList();
        JFreeChart chart = style(LatencyLoadChart.create(title, xLabel, series,
                ReferenceLines.NONE, new AxisUnits("\u00b5s", ticksPerMicrosecond)));
        // Set on the renderers after creation: the report's chart stays free of GUI concerns.
        PointToolTips tips = new PointToolTips(series, ticksPerMicrosecond,
                xLabel.startsWith("Offered load") ? null : xLabel.toLowerCase(java.util.Locale.ROOT));
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
