import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.flitlab.report.ChartExport;
import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.LogAxis;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.chart.ui.RectangleAnchor;
import org.jfree.chart.ui.TextAnchor;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;

/**
 * Draws the charts of docs/reproductions.md (Hu &amp; Kleinrock section) from the results.csv files that
 * {@code flitlab run samples/<name>.json --out RESULTS/<name>} writes. Not part of FlitLab: a script, run with
 * {@code java -cp target/flitlab.jar docs/images/hk-charts.java RESULTS docs/images}.
 * Throughput is accepted_total (flits/tick over the whole network; 1 tick = 12.5 ns, so 1 flit/tick = 640 Mbit/s).
 * The throughput-against-timeout charts use continuous sources, whose runs end at the tick limit by design, so
 * their points are all drawn; the load sweeps leave saturated points out.
 */
public class HuKleinrockCharts {
    public static void main(String[] args) throws IOException {
        Path in = Path.of(args[0]);
        Path out = Path.of(args[1]);
        throughputDelay(in.resolve("hk-fig5-throughput-delay/results.csv"), out.resolve("hk-fig5-throughput-delay.png"));
        byTimeout(in, out, "hk-fig6-timeout-worm-size", "Figure 6: throughput vs timeout by mean worm size (3x3 torus)", Map.of());
        byTimeout(in, out, "hk-fig7-timeout-propagation", "Figure 7: throughput vs timeout by link propagation delay (3x3, worm 50)", Map.of());
        byTimeout(in, out, "hk-fig10-timeout-network-size", "Figure 10: throughput vs timeout by network size (worm 50)", Map.of());
        Map<String, Double> table1 = new LinkedHashMap<>();
        table1.put("paper, best with deflection (44)", 44.0);
        table1.put("paper, best without (12)", 12.0);
        byTimeout(in, out, "hk-fig12-deflection-7x7-worm50", "Figure 12: host deflection on the 7x7 torus (worm 50)", table1);
        byTimeout(in, out, "hk-fig13-deflection-7x7-worm1000", "Figure 13: host deflection on the 7x7 torus (worm 1000)", Map.of());
        byTimeout(in, out, "hk-fig14-deflect-asap", "Figure 14: deflect at timeout vs as soon as possible, 'new' (7x7, worm 50)", Map.of());
    }

    static List<Map<String, String>> read(Path csv) throws IOException {
        List<String> lines = Files.readAllLines(csv);
        String[] head = split(lines.get(0));
        List<Map<String, String>> rows = new ArrayList<>();
        for (String line : lines.subList(1, lines.size())) {
            String[] cells = split(line);
            Map<String, String> row = new LinkedHashMap<>();
            for (int i = 0; i < head.length && i < cells.length; i++) {
                row.put(head[i], cells[i]);
            }
            rows.add(row);
        }
        return rows;
    }

    /** Splits a CSV line; quoted cells may hold commas and doubled quotes. */
    static String[] split(String line) {
        List<String> cells = new ArrayList<>();
        StringBuilder cell = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (quoted) {
                if (c == '"' && i + 1 < line.length() && line.charAt(i + 1) == '"') {
                    cell.append('"');
                    i++;
                } else if (c == '"') {
                    quoted = false;
                } else {
                    cell.append(c);
                }
            } else if (c == '"') {
                quoted = true;
            } else if (c == ',') {
                cells.add(cell.toString());
                cell.setLength(0);
            } else {
                cell.append(c);
            }
        }
        cells.add(cell.toString());
        return cells.toArray(String[]::new);
    }

    /** Figure 5: delivery latency against accepted throughput, one curve per timeout; saturated points left out. */
    static void throughputDelay(Path csv, Path png) throws IOException {
        Map<String, XYSeries> series = new LinkedHashMap<>();
        for (Map<String, String> r : read(csv)) {
            XYSeries s = series.computeIfAbsent(r.get("series"), n -> new XYSeries(n, false));
            if (!"COMPLETED".equals(r.get("status")) || Boolean.parseBoolean(r.get("saturated"))) {
                continue;
            }
            s.add(Double.parseDouble(r.get("accepted_total")), Double.parseDouble(r.get("delivery_latency_mean")));
        }
        XYSeriesCollection data = new XYSeriesCollection();
        series.values().forEach(data::addSeries);
        JFreeChart chart = ChartFactory.createXYLineChart("Hu & Kleinrock Figure 5: throughput vs delay by timeout (3x3, worm 100), FlitLab",
                "Throughput (flits/tick, whole network)", "Delivery latency (ticks of 12.5 ns)", data,
                PlotOrientation.VERTICAL, true, false, false);
        style(chart);
        ChartExport.png(chart, png, 1000, 650);
    }

    /** Throughput against timeout (log axis), one curve per series; {@code paper} as labelled horizontal lines. */
    static void byTimeout(Path in, Path out, String name, String title, Map<String, Double> paper) throws IOException {
        Path csv = in.resolve(name + "/results.csv");
        Map<String, XYSeries> series = new LinkedHashMap<>();
        for (Map<String, String> r : read(csv)) {
            XYSeries s = series.computeIfAbsent(r.get("series"), XYSeries::new);
            if ("COMPLETED".equals(r.get("status"))) {
                s.add(Double.parseDouble(r.get("value")), Double.parseDouble(r.get("accepted_total")));
            }
        }
        XYSeriesCollection data = new XYSeriesCollection();
        series.values().forEach(data::addSeries);
        JFreeChart chart = ChartFactory.createXYLineChart("Hu & Kleinrock " + title + ", FlitLab",
                "Timeout (ticks of 12.5 ns, log scale)", "Throughput (flits/tick, whole network)", data,
                PlotOrientation.VERTICAL, true, false, false);
        style(chart);
        LogAxis x = new LogAxis("Timeout (ticks of 12.5 ns, log scale)");
        x.setNumberFormatOverride(new java.text.DecimalFormat("0"));
        chart.getXYPlot().setDomainAxis(x);
        for (Map.Entry<String, Double> p : paper.entrySet()) {
            ValueMarker m = new ValueMarker(p.getValue(), Color.DARK_GRAY,
                    new BasicStroke(1.5f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 1f, new float[] {6f, 4f}, 0f));
            m.setLabel(p.getKey());
            m.setLabelFont(new Font(Font.SANS_SERIF, Font.PLAIN, 12));
            m.setLabelAnchor(RectangleAnchor.BOTTOM_RIGHT);
            m.setLabelTextAnchor(TextAnchor.TOP_RIGHT);
            chart.getXYPlot().addRangeMarker(m);
        }
        ChartExport.png(chart, out.resolve(name + ".png"), 1000, 650);
    }

    /** White background, grey grid, lines with markers. */
    static void style(JFreeChart chart) {
        XYPlot plot = chart.getXYPlot();
        plot.setBackgroundPaint(Color.WHITE);
        plot.setDomainGridlinePaint(Color.LIGHT_GRAY);
        plot.setRangeGridlinePaint(Color.LIGHT_GRAY);
        XYLineAndShapeRenderer r = new XYLineAndShapeRenderer(true, true);
        for (int i = 0; i < plot.getDataset().getSeriesCount(); i++) {
            r.setSeriesStroke(i, new BasicStroke(2f));
        }
        plot.setRenderer(r);
        chart.setBackgroundPaint(Color.WHITE);
    }
}
