package org.flitlab.report;

import java.awt.BasicStroke;
import java.awt.Color;
import java.text.NumberFormat;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.CategoryAxis;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.renderer.category.StackedBarRenderer;
import org.jfree.chart.title.TextTitle;
import org.jfree.data.category.DefaultCategoryDataset;

/**
 * Per-channel link usage, the ServerNet "link usage snapshot" view (Shurbanov et al., Fig. 3): one horizontal
 * bar per channel, stacked from the fraction of time it was transmitting (green), stalled by flow control with a
 * flit waiting (red) and idle (grey).
 *
 * <p>At most {@value #MAX_BARS} bars stay readable; with more channels the chart keeps the {@value #MAX_BARS}
 * busiest (largest transmitting + stalled fraction, ties by original order), shows them in their original order
 * so that snapshots of one network line up, and says so in a subtitle.
 *
 * <p>Dataset: a {@link DefaultCategoryDataset} with rows "transmitting", "stalled", "idle" and one column per
 * shown channel. Not thread-safe in use (a JFreeChart is confined to one thread); the factory is stateless.
 */
public final class ChannelUtilisationChart {
    /** The most bars drawn. */
    public static final int MAX_BARS = 40;
    /** Row keys of the dataset, in stacking order. */
    public static final List<String> STATES = List.of("transmitting", "stalled", "idle");

    private static final List<Color> STATE_COLOURS = List.of(
            new Color(0x009E73), new Color(0xD55E00), new Color(0xD9D9D9));
    private static final double FRACTION_SLACK = 1e-9;

    private ChannelUtilisationChart() {
    }

    /**
     * Builds the chart.
     *
     * @param channelNames distinct channel names, e.g. "s3.p2 -> s4"
     * @param transmitting fraction of time each channel sent flits, in [0, 1]
     * @param stalled      fraction of time each channel was stopped with a flit waiting, in [0, 1]
     * @param idle         fraction of time each channel had nothing to send, in [0, 1]
     */
    public static JFreeChart create(String title, List<String> channelNames, double[] transmitting, double[] stalled,
                                    double[] idle) {
        return create(title, channelNames, transmitting, stalled, idle, MAX_BARS);
    }

    /** {@link #create(String, List, double[], double[], double[])} with at most {@code maxBars} bars (1 to {@value #MAX_BARS}). */
    public static JFreeChart create(String title, List<String> channelNames, double[] transmitting, double[] stalled,
                                    double[] idle, int maxBars) {
        validate(channelNames, transmitting, stalled, idle);
        if (maxBars < 1 || maxBars > MAX_BARS) {
            throw new IllegalArgumentException("maxBars is " + maxBars + "; it must be from 1 to " + MAX_BARS);
        }
        List<Integer> shown = busiest(transmitting, stalled, maxBars);
        DefaultCategoryDataset data = new DefaultCategoryDataset();
        double[][] byState = {transmitting, stalled, idle};
        for (int state = 0; state < STATES.size(); state++) {
            for (int channel : shown) {
                data.addValue(byState[state][channel], STATES.get(state), channelNames.get(channel));
            }
        }
        JFreeChart chart = ChartFactory.createStackedBarChart(title, "Channel", "Fraction of time", data,
                PlotOrientation.HORIZONTAL, true, true, false);
        ChartStyle.applyTo(chart);
        if (shown.size() < channelNames.size()) {
            TextTitle note = new TextTitle("showing the " + shown.size() + " busiest of " + channelNames.size()
                    + " channels", ChartStyle.SMALL_FONT);
            chart.addSubtitle(0, note);
        }
        style(chart.getCategoryPlot(), shown.size());
        return chart;
    }

    private static void style(CategoryPlot plot, int bars) {
        plot.setNoDataMessage("No channels to show");
        StackedBarRenderer renderer = (StackedBarRenderer) plot.getRenderer();
        for (int state = 0; state < STATES.size(); state++) {
            renderer.setSeriesPaint(state, STATE_COLOURS.get(state));
        }
        renderer.setShadowVisible(false);
        renderer.setDefaultLegendShape(ChartStyle.legendSwatch());
        renderer.setItemMargin(0);
        renderer.setDrawBarOutline(false);
        CategoryAxis channels = plot.getDomainAxis();
        channels.setCategoryMargin(bars > 20 ? 0.15 : 0.25);
        channels.setLowerMargin(0.01);
        channels.setUpperMargin(0.01);
        channels.setTickLabelFont(bars > 20 ? ChartStyle.SMALL_FONT.deriveFont(11f) : ChartStyle.TICK_FONT);
        channels.setMaximumCategoryLabelWidthRatio(0.35f);
        NumberAxis fraction = (NumberAxis) plot.getRangeAxis();
        fraction.setRange(0, 1);
        NumberFormat percent = NumberFormat.getPercentInstance(Locale.ROOT);
        fraction.setNumberFormatOverride(percent);
        plot.setRangeGridlinePaint(ChartStyle.GRID);
        plot.setRangeGridlineStroke(new BasicStroke(1f));
    }

    /** Indices of the channels to draw, in their original order. */
    private static List<Integer> busiest(double[] transmitting, double[] stalled, int maxBars) {
        int n = transmitting.length;
        if (n <= maxBars) {
            return IntStream.range(0, n).boxed().collect(Collectors.toList());
        }
        return IntStream.range(0, n).boxed()
                .sorted(Comparator.comparingDouble((Integer i) -> -(transmitting[i] + stalled[i]))
                        .thenComparingInt(i -> i))
                .limit(maxBars)
                .sorted()
                .collect(Collectors.toList());
    }

    private static void validate(List<String> names, double[] transmitting, double[] stalled, double[] idle) {
        if (names == null || transmitting == null || stalled == null || idle == null) {
            throw new IllegalArgumentException("channelNames, transmitting, stalled and idle must all be given");
        }
        int n = names.size();
        if (transmitting.length != n || stalled.length != n || idle.length != n) {
            throw new IllegalArgumentException("channelNames has " + n + " entries but transmitting has "
                    + transmitting.length + ", stalled " + stalled.length + " and idle " + idle.length
                    + "; all must have one entry per channel");
        }
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < n; i++) {
            String name = names.get(i);
            if (name == null || !seen.add(name)) {
                throw new IllegalArgumentException("channel name " + i + " is " + (name == null ? "null" : "'" + name
                        + "', which occurs twice") + "; channel names must be given and distinct");
            }
            checkFraction("transmitting", i, transmitting[i]);
            checkFraction("stalled", i, stalled[i]);
            checkFraction("idle", i, idle[i]);
        }
    }

    private static void checkFraction(String array, int i, double value) {
        if (!(value >= -FRACTION_SLACK && value <= 1 + FRACTION_SLACK)) {
            throw new IllegalArgumentException(array + "[" + i + "] is " + value + "; it must be a fraction in [0, 1]");
        }
    }
}
