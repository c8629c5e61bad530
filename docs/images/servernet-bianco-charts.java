import java.awt.BasicStroke;
import java.awt.Color;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.flitlab.report.ChartExport;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.CategoryAxis;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.CombinedDomainCategoryPlot;
import org.jfree.chart.plot.CombinedDomainXYPlot;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.category.BarRenderer;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.data.category.DefaultCategoryDataset;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;

/**
 * Draws the ServerNet and Bianco et al. charts of docs/reproductions.md from the e2e.csv files that
 * docs/images/servernet-bianco-runs.java writes. Not part of FlitLab: a script, run with
 * {@code java -cp target/flitlab.jar docs/images/servernet-bianco-charts.java RESULTS docs/images}.
 */
public class ServerNetBiancoCharts {
    static final double US_PER_TICK_SERVERNET = 0.02; // 1-byte flits at 50 MB/s

    public static void main(String[] args) throws IOException {
        Path in = Path.of(args[0]);
        Path out = Path.of(args[1]);
        serverNet(in.resolve("servernet-table2-flow-control/e2e.csv"), out.resolve("servernet-table2-fig4.png"));
        Path figure2 = in.resolve("servernet-fig2-spp-delta/results.csv");
        if (Files.exists(figure2)) {
            serverNetFigure2(figure2, out.resolve("servernet-fig2-spp-delta.png"));
        }
        String[][] figures = {
            {"bianco-fig2-backpressure-three-to-one", "Bianco Fig. 2: backpressure, three flows to one node (FlitLab)"},
            {"bianco-fig3-deflection-three-to-one", "Bianco Fig. 3: deflection, three flows to one node (FlitLab)"},
            {"bianco-fig8-backpressure-ring", "Bianco Fig. 8: backpressure, ring (FlitLab)"},
            {"bianco-fig9-deflection-ring", "Bianco Fig. 9: deflection, ring (FlitLab)"},
            {"bianco-fig11-backpressure-parking-lot", "Bianco Fig. 11: backpressure, parking lot (FlitLab)"},
            {"bianco-fig12-deflection-parking-lot", "Bianco Fig. 12: deflection, parking lot (FlitLab)"}};
        for (String[] f : figures) {
            Path csv = in.resolve(f[0]).resolve("e2e.csv");
            if (Files.exists(csv)) {
                bianco(csv, out.resolve(f[0] + ".png"), f[1]);
            }
        }
    }

    /** Table 2 / Figure 4: throughput, round trip and outstanding requests, paper beside FlitLab. */
    static void serverNet(Path csv, Path png) throws IOException {
        Map<String, double[]> paper = new LinkedHashMap<>();
        paper.put("SPP delta 0.1 us", new double[] {3.6, 10.9, 1.07});
        paper.put("SPP delta 1 us", new double[] {4.63, 19.9, 1.21});
        paper.put("SPP delta 8 us", new double[] {5.61, 23.9, 3.38});
        paper.put("SW 4", new double[] {5.93, 26.4, 3.5});
        paper.put("ASW 4-0", new double[] {5.53, 21.9, 2.83});
        DefaultCategoryDataset[] data = {new DefaultCategoryDataset(), new DefaultCategoryDataset(), new DefaultCategoryDataset()};
        for (Map<String, String> row : read(csv)) {
            String s = row.get("series");
            double[] p = paper.get(s);
            data[0].addValue(p[0], "paper", s);
            data[0].addValue(d(row, "accepted_total"), "FlitLab", s);
            data[1].addValue(p[1], "paper", s);
            data[1].addValue(d(row, "rtt_mean") * US_PER_TICK_SERVERNET, "FlitLab", s);
            data[2].addValue(p[2], "paper", s);
            data[2].addValue(d(row, "mean_outstanding"), "FlitLab", s);
        }
        String[] labels = {"throughput (flits/tick)", "round trip (us)", "outstanding requests"};
        CombinedDomainCategoryPlot plot = new CombinedDomainCategoryPlot(new CategoryAxis("flow control"));
        for (int i = 0; i < 3; i++) {
            BarRenderer r = new BarRenderer();
            r.setSeriesPaint(0, Color.GRAY);
            r.setSeriesPaint(1, new Color(0x1f77b4));
            r.setSeriesVisibleInLegend(0, i == 0);
            r.setSeriesVisibleInLegend(1, i == 0);
            plot.add(new CategoryPlot(data[i], null, new NumberAxis(labels[i]), r));
        }
        ChartExport.png(new JFreeChart("ServerNet Table 2 / Figure 4: paper (grey) and FlitLab (blue)", plot), png, 900, 800);
    }

    /**
     * Figure 2: SPP throughput, round trip and outstanding requests against delta (log scale), FlitLab's mean over the
     * replications in results.csv (blue, the runs as dots) beside Table 2's three deltas (grey).
     */
    static void serverNetFigure2(Path csv, Path png) throws IOException {
        String[] keys = {"accepted_total", "round_trip_mean", "mean_outstanding"};
        double[] scale = {1, US_PER_TICK_SERVERNET, 1};
        double[][] paper = {{3.6, 4.63, 5.61}, {10.9, 19.9, 23.9}, {1.07, 1.21, 3.38}};
        double[] paperDelta = {0.1, 1, 8};
        String[] labels = {"throughput (flits/tick)", "round trip (us)", "outstanding requests"};
        CombinedDomainXYPlot plot = new CombinedDomainXYPlot(new org.jfree.chart.axis.LogarithmicAxis("delta (us), log scale"));
        for (int k = 0; k < 3; k++) {
            Map<Double, List<Double>> byDelta = new java.util.TreeMap<>();
            for (Map<String, String> row : read(csv)) {
                byDelta.computeIfAbsent(d(row, "value") * US_PER_TICK_SERVERNET, x -> new ArrayList<>())
                        .add(d(row, keys[k]) * scale[k]);
            }
            XYSeries mean = new XYSeries("FlitLab, mean of replications");
            XYSeries runs = new XYSeries("FlitLab, each run");
            XYSeries table = new XYSeries("paper, Table 2");
            byDelta.forEach((x, ys) -> {
                mean.add(x.doubleValue(), ys.stream().mapToDouble(Double::doubleValue).average().orElse(Double.NaN));
                ys.forEach(y -> runs.add(x.doubleValue(), y.doubleValue()));
            });
            for (int i = 0; i < 3; i++) {
                table.add(paperDelta[i], paper[k][i]);
            }
            XYSeriesCollection c = new XYSeriesCollection();
            c.addSeries(mean);
            c.addSeries(runs);
            c.addSeries(table);
            XYLineAndShapeRenderer r = new XYLineAndShapeRenderer(true, true);
            r.setSeriesPaint(0, new Color(0x1f77b4));
            r.setSeriesPaint(1, new Color(0x1f77b4));
            r.setSeriesLinesVisible(1, false);
            r.setSeriesPaint(2, Color.GRAY);
            r.setSeriesStroke(2, new BasicStroke(1.6f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f, new float[] {6f, 4f}, 0f));
            for (int i = 0; i < 3; i++) {
                r.setSeriesVisibleInLegend(i, k == 0);
            }
            plot.add(new XYPlot(c, null, new NumberAxis(labels[k]), r));
        }
        ChartExport.png(new JFreeChart("ServerNet Fig. 2: SPP against delta, window 4 (paper grey, FlitLab blue)", plot), png, 900, 800);
    }

    /** Goodput per flow (top) and efficiency per flow (bottom) against background load, one colour per series. */
    static void bianco(Path csv, Path png, String title) throws IOException {
        Map<String, List<XYSeries>> goodput = new LinkedHashMap<>();
        Map<String, List<XYSeries>> efficiency = new LinkedHashMap<>();
        for (Map<String, String> row : read(csv)) {
            String s = row.get("series");
            double x = d(row, "value");
            String[] g = row.get("goodput").trim().split(" ");
            String[] e = row.get("efficiency").trim().split(" ");
            goodput.computeIfAbsent(s, k -> new ArrayList<>());
            efficiency.computeIfAbsent(s, k -> new ArrayList<>());
            for (int i = 0; i < g.length; i++) {
                if (goodput.get(s).size() <= i) {
                    goodput.get(s).add(new XYSeries(s + ", tcp" + (i + 1)));
                    efficiency.get(s).add(new XYSeries(s + ", tcp" + (i + 1) + " "));
                }
                goodput.get(s).get(i).add(x, Double.parseDouble(g[i]));
                efficiency.get(s).get(i).add(x, Double.parseDouble(e[i]));
            }
        }
        CombinedDomainXYPlot plot = new CombinedDomainXYPlot(new NumberAxis("background load (flits/tick per host)"));
        plot.add(xy(goodput, "goodput (fraction of a link)", true), 2);
        plot.add(xy(efficiency, "efficiency", false), 1);
        ChartExport.png(new JFreeChart(title, plot), png, 900, 800);
    }

    static XYPlot xy(Map<String, List<XYSeries>> bySeries, String label, boolean legend) {
        Color[] colours = {new Color(0x1f77b4), new Color(0xd62728), new Color(0x2ca02c), new Color(0x9467bd)};
        XYSeriesCollection c = new XYSeriesCollection();
        XYLineAndShapeRenderer r = new XYLineAndShapeRenderer(true, true);
        int k = 0;
        int s = 0;
        for (List<XYSeries> flows : bySeries.values()) {
            for (int i = 0; i < flows.size(); i++) {
                c.addSeries(flows.get(i));
                r.setSeriesPaint(k, colours[s % colours.length]);
                float[] dash = i == 0 ? null : new float[] {2f + 4f * i, 4f};
                r.setSeriesStroke(k, new BasicStroke(1.6f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f, dash, 0f));
                r.setSeriesVisibleInLegend(k, legend);
                k++;
            }
            s++;
        }
        NumberAxis y = new NumberAxis(label);
        if (!legend) {
            y.setRange(0, 1.4);
        }
        return new XYPlot(c, null, y, r);
    }

    static double d(Map<String, String> row, String key) {
        return Double.parseDouble(row.get(key));
    }

    static List<Map<String, String>> read(Path csv) throws IOException {
        List<String> lines = Files.readAllLines(csv);
        List<String> head = split(lines.get(0));
        List<Map<String, String>> rows = new ArrayList<>();
        for (String line : lines.subList(1, lines.size())) {
            List<String> cells = split(line);
            Map<String, String> row = new LinkedHashMap<>();
            for (int i = 0; i < head.size() && i < cells.size(); i++) {
                row.put(head.get(i), cells.get(i));
            }
            rows.add(row);
        }
        return rows;
    }

    /** Comma-separated cells; double quotes protect commas and spaces. */
    static List<String> split(String line) {
        List<String> cells = new ArrayList<>();
        StringBuilder b = new StringBuilder();
        boolean quoted = false;
        for (char ch : line.toCharArray()) {
            if (ch == '"') {
                quoted = !quoted;
            } else if (ch == ',' && !quoted) {
                cells.add(b.toString());
                b.setLength(0);
            } else {
                b.append(ch);
            }
        }
        cells.add(b.toString());
        return cells;
    }
}
