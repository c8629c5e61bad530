package org.flitlab.gui.inspect;

import java.awt.Color;
import java.awt.Font;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import org.flitlab.network.EventRecorder;
import org.flitlab.network.NetworkSnapshot;
import org.flitlab.network.VcView;
import org.flitlab.topology.Link;
import org.flitlab.topology.Topology;
import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.fx.ChartViewer;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.XYPlot;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;

/**
 * The inspected link: each direction's utilisation over time (flits sent per tick over the last
 * {@value #WINDOW_TICKS} ticks, sampled at every animation frame) as a line chart, and each virtual channel's
 * holder and flow-control state (credits, or STOP/GO) with the channel's sending state. FX thread only.
 */
final class LinkInspector {
    /** Utilisation is averaged over this many ticks, so a single flit does not draw a spike to 1. */
    static final long WINDOW_TICKS = 50;
    private static final String[] STATES = {"idle", "sending", "stalled (holds a worm, sent nothing)"};

    private static final String PROMPT = "Click a link on the canvas to inspect it.";

    private final Label title = new Label(PROMPT);
    private final XYSeries forward = new XYSeries("a \u2192 b", false, true);
    private final XYSeries backward = new XYSeries("b \u2192 a", false, true);
    private final ListView<String> lanes = new ListView<>();
    private final VBox box;

    LinkInspector() {
        title.setId("link-title");
        title.getStyleClass().add("inspect-title");
        XYSeriesCollection data = new XYSeriesCollection();
        data.addSeries(forward);
        data.addSeries(backward);
        JFreeChart chart = ChartFactory.createXYLineChart(null, "tick", "utilisation", data, PlotOrientation.VERTICAL, true, true, false);
        style(chart);
        ChartViewer viewer = new ChartViewer(chart);
        viewer.setId("link-chart");
        viewer.setPrefSize(420, 180);
        viewer.setMinSize(200, 120);
        lanes.setId("link-vcs");
        lanes.setPlaceholder(new Label("No link selected"));
        lanes.setPrefWidth(360);
        HBox body = new HBox(6, viewer, lanes);
        HBox.setHgrow(viewer, Priority.ALWAYS);
        box = new VBox(4, title, body);
        box.getStyleClass().add("inspect-panel");
        // Never larger than the pane gives: the chart tabs they share must not push the canvas area smaller.
        box.setMinSize(0, 0);
        VBox.setVgrow(body, Priority.ALWAYS);
    }

    private static void style(JFreeChart chart) {
        XYPlot plot = chart.getXYPlot();
        plot.getRangeAxis().setRange(0, 1.05);
        plot.setBackgroundPaint(Color.WHITE);
        plot.setRangeGridlinePaint(Color.LIGHT_GRAY);
        plot.setDomainGridlinePaint(Color.LIGHT_GRAY);
        Font font = new Font(Font.SANS_SERIF, Font.PLAIN, 14);
        plot.getDomainAxis().setLabelFont(font);
        plot.getRangeAxis().setLabelFont(font);
        plot.getDomainAxis().setTickLabelFont(font);
        plot.getRangeAxis().setTickLabelFont(font);
        plot.getRenderer().setSeriesPaint(0, new Color(0x1f77b4));
        plot.getRenderer().setSeriesPaint(1, new Color(0xd62728));
        plot.getRenderer().setSeriesStroke(0, new java.awt.BasicStroke(2.5f));
        plot.getRenderer().setSeriesStroke(1, new java.awt.BasicStroke(2.5f));
        chart.getLegend().setItemFont(font);
    }

    VBox node() {
        return box;
    }

    /** Back to "nothing selected": the prompt, no curves, no lanes. */
    void clear() {
        title.setText(PROMPT);
        fill(forward, new double[0][]);
        fill(backward, new double[0][]);
        lanes.getItems().clear();
    }

    /** Shows link {@code linkId}: channels 2 x link (a to b) and 2 x link + 1 (b to a). */
    void show(int linkId, Topology t, NetworkSnapshot s, EventRecorder events) {
        Link link = t.link(linkId);
        int ab = 2 * linkId;
        String a = t.node(t.channelSource(ab)).name();
        String b = t.node(t.channelTarget(ab)).name();
        title.setText(String.format(Locale.ROOT, "Link %s \u2014 %s at tick %,d \u00b7 delay %d ticks", a, b, s.tick(),
                link.delayTicks()));
        forward.setKey(a + " \u2192 " + b);
        backward.setKey(b + " \u2192 " + a);
        fill(forward, events == null ? new double[0][] : events.utilisation(ab, WINDOW_TICKS));
        fill(backward, events == null ? new double[0][] : events.utilisation(ab + 1, WINDOW_TICKS));
        List<String> lines = new ArrayList<>();
        for (int c : new int[] {ab, ab + 1}) {
            String dir = t.node(t.channelSource(c)).name() + " \u2192 " + t.node(t.channelTarget(c)).name();
            lines.add(dir + ": " + STATES[s.channelState()[c]]);
            for (VcView v : s.vcs()[c]) {
                lines.add("   VC " + v.vc() + ": " + (v.ownerPacket() < 0 ? "free" : "held by #" + v.ownerPacket())
                        + " \u00b7 " + SwitchInspector.flow(v));
            }
        }
        lanes.getItems().setAll(lines);
    }

    private static void fill(XYSeries series, double[][] points) {
        series.setNotify(false);
        series.clear();
        for (double[] p : points) {
            series.add(p[0], p[1]);
        }
        series.setNotify(true);
    }
}
