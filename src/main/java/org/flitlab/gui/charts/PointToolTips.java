package org.flitlab.gui.charts;

import java.util.List;
import java.util.Locale;
import org.flitlab.report.ChartPoint;
import org.flitlab.report.ChartSeries;
import org.flitlab.scenario.ScenarioJson;
import org.jfree.chart.labels.XYToolTipGenerator;
import org.jfree.data.xy.XYDataset;

/**
 * The chart's tooltips: hovering a point (a finite one, or a saturated triangle) shows its series, offered load,
 * mean delivery latency with its 95% confidence half-width, and whether it saturated. Both of
 * {@link org.flitlab.report.LatencyLoadChart}'s datasets order their series as the chart's series, so the
 * dataset's series index and x value find the point. Latencies are in ticks in the points and shown in
 * microseconds. Immutable.
 */
final class PointToolTips implements XYToolTipGenerator {
    private final List<ChartSeries> series;
    private final double ticksPerMicrosecond;

    /** The swept value's name for a sweep over something other than load (e.g. "buffer size (flits)"), or null. */
    private final String swept;

    PointToolTips(List<ChartSeries> series, double ticksPerMicrosecond) {
        this(series, ticksPerMicrosecond, null);
    }

    PointToolTips(List<ChartSeries> series, double ticksPerMicrosecond, String swept) {
        this.series = List.copyOf(series);
        this.ticksPerMicrosecond = ticksPerMicrosecond;
        this.swept = swept;
    }

    @Override
    public String generateToolTip(XYDataset dataset, int s, int item) {
        if (s < 0 || s >= series.size()) {
            return null;
        }
        double x = dataset.getXValue(s, item);
        ChartSeries cs = series.get(s);
        return cs.points().stream().filter(p -> p.x() == x).findFirst().map(p -> text(cs.name(), p)).orElse(null);
    }

    /** One point as the tooltip says it. */
    String text(String name, ChartPoint p) {
        String load = swept == null ? String.format(Locale.ROOT, "%s, load %.3f flits/tick per host: ", name, p.x())
                : String.format(Locale.ROOT, "%s, %s %s: ", name, swept, ScenarioJson.text(p.x()));
        if (p.saturated()) {
            return load + "saturated (latency grows without bound; not drawn as a number)";
        }
        String ci = p.hasConfidenceInterval()
                ? String.format(Locale.ROOT, " \u00b1 %.3f \u00b5s (95%% CI)", p.ciHalfWidth() / ticksPerMicrosecond) : " (no CI)";
        return load + String.format(Locale.ROOT, "mean latency %.3f \u00b5s (%.1f ticks)", p.y() / ticksPerMicrosecond, p.y())
                + ci + ", not saturated";
    }
}
