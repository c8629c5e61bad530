package org.flitlab.report;

import java.awt.Color;
import java.util.List;
import org.flitlab.stats.LinkStateTicks;
import org.flitlab.stats.TimeSeries;
import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.CombinedDomainXYPlot;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.StackedXYAreaRenderer2;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.data.xy.DefaultTableXYDataset;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;

/**
 * Charts of runs over time (Shurbanov et al. 2000: Fig. 1-b, throughput snapshots, and Fig. 3, link usage
 * snapshots): throughput per interval against time, one curve per run, and the share of transmitting, stalled and
 * idle channel-ticks per interval, stacked, in one panel per channel group (injection, switch-to-switch,
 * ejection). Time is drawn at the middle of each interval, in the given units. Stateless; the charts it returns are
 * confined to one thread like every JFreeChart.
 */
public final class TimeSeriesChart {
    /** The y-axis label of the throughput chart. */
    public static final String THROUGHPUT_LABEL = "Throughput (flits/tick, whole network)";
    /** The three states, bottom to top in each panel. */
    public static final List<String> STATES = List.of("transmitting", "stalled", "idle");
    private static final List<Color> STATE_PAINTS = List.of(new Color(0x0072B2), new Color(0xD55E00), new Color(0xDDDDDD));

    private TimeSeriesChart() {
    }

    /**
     * Throughput against time.
     *
     * @param names  one legend entry per run, distinct
     * @param series the runs' time series, in the order of {@code names}
     */
    public static JFreeChart throughput(String title, AxisUnits units, List<String> names, List<TimeSeries> series) {
        if (names.size() != series.size()) {
            throw new IllegalArgumentException("names has " + names.size() + " entries and series " + series.size()
                    + "; give one name per series");
        }
        XYSeriesCollection data = new XYSeriesCollection();
        for (int k = 0; k < series.size(); k++) {
            XYSeries xy = new XYSeries(names.get(k), true, true);
            for (TimeSeries.Interval i : series.get(k).intervals()) {
                xy.add(middle(i, units), i.throughput());
            }
            data.addSeries(xy);
        }
        JFreeChart chart = ChartFactory.createXYLineChart(title, units.label("Time"), THROUGHPUT_LABEL, data,
                PlotOrientation.VERTICAL, true, true, false);
        XYLineAndShapeRenderer renderer = new XYLineAndShapeRenderer(true, false);
        chart.getXYPlot().setRenderer(renderer);
        ChartStyle.applyTo(chart);
        for (int k = 0; k < series.size(); k++) {
            renderer.setSeriesPaint(k, ChartStyle.seriesPaint(k));
            renderer.setSeriesStroke(k, ChartStyle.seriesStroke());
        }
        ((NumberAxis) chart.getXYPlot().getRangeAxis()).setAutoRangeIncludesZero(true);
        return chart;
    }

    /** Transmitting, stalled and idle shares of one run's channel-ticks against time, a panel per channel group. */
    public static JFreeChart linkStates(String title, AxisUnits units, TimeSeries series) {
        CombinedDomainXYPlot plot = new CombinedDomainXYPlot(new NumberAxis(units.label("Time")));
        plot.setGap(12);
        List<String> groups = List.of("injection", "switch-to-switch", "ejection");
        for (int g = 0; g < groups.size(); g++) {
            plot.add(panel(groups.get(g), units, series, g), 1);
        }
        JFreeChart chart = new JFreeChart(title, JFreeChart.DEFAULT_TITLE_FONT, plot, true);
        ChartStyle.applyTo(chart);
        for (Object sub : plot.getSubplots()) {
            StackedXYAreaRenderer2 r = (StackedXYAreaRenderer2) ((XYPlot) sub).getRenderer();
            for (int s = 0; s < STATES.size(); s++) {
                r.setSeriesPaint(s, STATE_PAINTS.get(s));
            }
            ((XYPlot) sub).getRangeAxis().setRange(0, 1);
        }
        return chart;
    }

    private static XYPlot panel(String group, AxisUnits units, TimeSeries series, int g) {
        XYSeries[] states = new XYSeries[STATES.size()];
        for (int s = 0; s < states.length; s++) {
            states[s] = new XYSeries(STATES.get(s), true, false);
        }
        for (TimeSeries.Interval i : series.intervals()) {
            LinkStateTicks t = g == 0 ? i.injection() : g == 1 ? i.switchLinks() : i.ejection();
            double x = middle(i, units);
            states[0].add(x, t.transmittingFraction(), false);
            states[1].add(x, t.stalledFraction(), false);
            states[2].add(x, t.idleFraction(), false);
        }
        // Filled before they join the table: a table dataset re-aligns the x values of every series on each change.
        DefaultTableXYDataset data = new DefaultTableXYDataset();
        for (XYSeries s : states) {
            data.addSeries(s);
        }
        StackedXYAreaRenderer2 renderer = new StackedXYAreaRenderer2();
        XYPlot plot = new XYPlot(data, null, new NumberAxis(group + " (share)"), renderer);
        // Only the first panel's legend entries are needed: every panel has the same three states.
        if (g > 0) {
            renderer.setDefaultSeriesVisibleInLegend(false);
        }
        return plot;
    }

    private static double middle(TimeSeries.Interval i, AxisUnits units) {
        return units.toDisplay((i.startTick() + i.endTick()) / 2.0);
    }
}
