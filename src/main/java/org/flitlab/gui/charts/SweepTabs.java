package org.flitlab.gui.charts;

import java.awt.Color;
import java.awt.Font;
import java.util.function.Supplier;
import javafx.application.Platform;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import org.flitlab.experiment.SweepResult;
import org.flitlab.gui.run.NetworkSetup;
import org.flitlab.report.AxisUnits;
import org.flitlab.report.ChartOptions;
import org.flitlab.report.SweepCharts;
import org.flitlab.report.ThroughputChart;
import org.flitlab.scenario.SweepSpec;
import org.flitlab.topology.Topology;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.fx.ChartViewer;
import org.jfree.chart.plot.XYPlot;

/**
 * The chart area of the experiment panel as tabs: latency against the swept value (filling as points finish),
 * and, once a sweep has finished, accepted against offered throughput (with the channel-load bound when offered
 * load was swept), the delivery-latency histogram and the channel utilisation of the sweep's default detail
 * point ({@link SweepCharts#defaultDetailPoint}: the highest unsaturated value of the first series), drawn by the
 * same {@link SweepCharts} the command line writes. FX thread only.
 */
public final class SweepTabs {
    private final TabPane tabs = new TabPane();
    /** Channel-use bars that stay legible in the chart pane; the exported charts and files have all channels. */
    public static final int PANE_BARS = 6;
    /** The accepted-throughput axis label, short enough for the window's chart height. */
    public static final String SHORT_ACCEPTED_LABEL = "Accepted (flits/tick/host)";
    private final ChartViewer throughput = viewer("chart-throughput");
    private final ChartViewer histogram = viewer("chart-histogram");
    private final ChartViewer utilisation = viewer("chart-utilisation");
    private boolean shown;

    /**
     * @param model   the experiment whose finished sweeps are drawn
     * @param latency the latency chart viewer, the first tab
     * @param setup   the open network, for channel names and the throughput bound
     */
    public SweepTabs(ExperimentModel model, ChartViewer latency, Supplier<NetworkSetup> setup) {
        tabs.setId("chart-tabs");
        tabs.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        tabs.getTabs().addAll(tab("tab-latency", "Latency", latency), tab("tab-throughput", "Throughput", throughput),
                tab("tab-histogram", "Histogram", histogram), tab("tab-utilisation", "Channel use", utilisation));
        model.runningProperty().addListener((o, was, now) -> {
            if (now) {
                show(null, null);
            } else {
                // After the listeners of the end of the sweep: the bound and three charts take a moment.
                Platform.runLater(() -> show(model.lastResult().orElse(null), setup.get()));
            }
        });
    }

    private static Tab tab(String id, String text, ChartViewer content) {
        Tab t = new Tab(text, content);
        t.setId(id);
        return t;
    }

    private static ChartViewer viewer(String id) {
        ChartViewer v = new ChartViewer(placeholder());
        v.setId(id);
        return v;
    }

    /** An empty plot that says what the tab will show. */
    private static JFreeChart placeholder() {
        JFreeChart c = new JFreeChart("Shown when a sweep finishes", new Font(Font.SANS_SERIF, Font.PLAIN, 13),
                new XYPlot(), false);
        c.setBackgroundPaint(Color.WHITE);
        return c;
    }

    /** Draws the charts of {@code result} (a sweep of {@code setup}'s network); null clears them. */
    private void show(SweepResult result, NetworkSetup setup) {
        if (result == null || result.points().isEmpty() || setup == null) {
            throughput.setChart(placeholder());
            histogram.setChart(placeholder());
            utilisation.setChart(placeholder());
            shown = false;
            return;
        }
        shown = true;
        ChartOptions options = options(result, setup);
        String parameter = result.plan().parameter();
        JFreeChart accepted = WindowChartStyle.apply(SweepCharts.throughputChart(result, options));
        if (accepted.getPlot() instanceof XYPlot plot
                && ThroughputChart.ACCEPTED_LABEL.equals(plot.getRangeAxis().getLabel())) {
            plot.getRangeAxis().setLabel(SHORT_ACCEPTED_LABEL);
        }
        throughput.setChart(accepted);
        SweepCharts.defaultDetailPoint(result).ifPresent(p -> {
            histogram.setChart(WindowChartStyle.apply(SweepCharts.histogramChart(p, parameter, options)));
            utilisation.setChart(WindowChartStyle.apply(SweepCharts.utilisationChart(p, parameter, options, PANE_BARS)));
        });
    }

    /** Title, axis, microsecond units, channel names and reference lines as the command line's charts. */
    static ChartOptions options(SweepResult result, NetworkSetup setup) {
        boolean overLoad = "offeredLoad".equals(result.plan().parameter())
                || SweepSpec.OFFERED_LOAD.equals(result.plan().parameter());
        Topology t = setup.topology();
        return new ChartOptions(setup.name(), overLoad ? ChartOptions.OFFERED_LOAD_LABEL : result.plan().parameter(),
                new AxisUnits("\u00b5s", setup.ticksPerMicrosecond()), LatencyCharts.lines(setup, overLoad ? SweepSpec.OFFERED_LOAD : result.plan().parameter()),
                c -> t.node(t.channelSource(c)).name() + "->" + t.node(t.channelTarget(c)).name());
    }

    /** The tab pane, in place of the single chart. */
    public TabPane node() {
        return tabs;
    }

    /** The tab pane, for tests. */
    public TabPane tabs() {
        return tabs;
    }

    /** The throughput, histogram and utilisation charts now shown (null before a finished sweep), for tests. */
    public JFreeChart[] detailCharts() {
        return shown ? new JFreeChart[] {throughput.getChart(), histogram.getChart(), utilisation.getChart()}
                : new JFreeChart[3];
    }
}
