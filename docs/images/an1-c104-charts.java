import java.awt.BasicStroke;
import java.awt.Color;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToDoubleFunction;
import org.flitlab.report.ChartExport;
import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.LogAxis;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;

/**
 * Draws the charts of docs/reproductions.md (AN1 and C104 sections) from the results.csv files that
 * {@code flitlab run samples/<name>.json --out RESULTS/<name>} writes. Not part of FlitLab: a script, run with
 * {@code java -cp target/flitlab.jar docs/images/an1-c104-charts.java RESULTS docs/images}.
 * Saturated points are left out (their latency is not a steady-state value).
 */
public class ReproductionCharts {
    static final double US_PER_TICK_AN1 = 0.32;   // 4-byte flits at 100 Mbit/s
    static final double TICKS_PER_HEADER_TIME = 5; // C104: linkDelay 1 + switchDelay 4

    public static void main(String[] args) throws IOException {
        Path in = Path.of(args[0]);
        Path out = Path.of(args[1]);
        Map<String, Double> fig5 = Map.of("Torus", 9.0, "Hypercube", 87 / 9.0, "Corefringe", 9.0, "Mstage", 10.0,
                "Floors", 9.0, "Floors+", 9.0);
        an1Latency(in.resolve("an1-fig5-latency-vs-load/results.csv"), out.resolve("an1-fig5-latency-vs-load.png"),
                "AN1 Figure 5: effect of topology on packet latency (FlitLab)", s -> fig5.get(s), null);
        Map<String, Double> fig6 = Map.of("Torus", 9.0, "Floors", 9.0, "Hypercube", 87 / 9.0);
        XYSeries paper = new XYSeries("paper: Hypercube at 75% (arb 200, u/d 700)");
        paper.add(0.75, 200);
        paper.add(0.75, 700);
        an1Latency(in.resolve("an1-fig6-updown-vs-shortest/results.csv"), out.resolve("an1-fig6-updown-vs-shortest.png"),
                "AN1 Figure 6: up*/down* (u/d) vs arbitrary shortest paths (arb), FlitLab", s -> fig6.get(s.split(" ")[0]), paper);
        an1Latency(in.resolve("an1-fig8-mstage-ct-vs-sf/results.csv"), out.resolve("an1-fig8-mstage-ct-vs-sf.png"),
                "AN1 Figure 8: CT vs SF on Mstage, bimodal traffic (FlitLab)", s -> 10.0, null);
        shuffle(in.resolve("c104-fig7-8-shuffle-completion/results.csv"), out.resolve("c104-fig7-8-shuffle-completion.png"));
        c104Throughput(in, out);
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

    static void an1Latency(Path csv, Path png, String title, java.util.function.Function<String, Double> loadFactor,
                           XYSeries extra) throws IOException {
        Map<String, XYSeries> series = new LinkedHashMap<>();
        for (Map<String, String> r : read(csv)) {
            String name = r.get("series");
            XYSeries s = series.computeIfAbsent(name, XYSeries::new);
            if (!"COMPLETED".equals(r.get("status")) || Boolean.parseBoolean(r.get("saturated"))) {
                continue;
            }
            s.add(Double.parseDouble(r.get("value")) * loadFactor.apply(name),
                    Double.parseDouble(r.get("packet_latency_mean")) * US_PER_TICK_AN1);
        }
        XYSeriesCollection data = new XYSeriesCollection();
        series.values().forEach(data::addSeries);
        if (extra != null) {
            data.addSeries(extra);
        }
        JFreeChart chart = ChartFactory.createXYLineChart(title,
                "Offered load (fraction of the servers' link capacity)", "Packet latency (µs)", data,
                PlotOrientation.VERTICAL, true, false, false);
        style(chart, extra != null ? data.getSeriesCount() - 1 : -1);
        ChartExport.png(chart, png, 1000, 650);
    }

    static void shuffle(Path csv, Path png) throws IOException {
        Map<String, XYSeries> series = new LinkedHashMap<>();
        for (Map<String, String> r : read(csv)) {
            XYSeries s = series.computeIfAbsent(r.get("series"), XYSeries::new);
            double rotation = Double.parseDouble(r.get("value"));
            s.add(Math.pow(2, rotation), Double.parseDouble(r.get("completion_tick")) / TICKS_PER_HEADER_TIME);
        }
        XYSeriesCollection data = new XYSeriesCollection();
        series.values().forEach(data::addSeries);
        JFreeChart chart = ChartFactory.createXYLineChart(
                "C104 Figure 7.8: time to finish a 20-permutation on the 8-cube (FlitLab)",
                "Degree of shuffle (2^rotation)", "Completion time (header times)", data,
                PlotOrientation.VERTICAL, true, false, false);
        style(chart, -1);
        LogAxis x = new LogAxis("Degree of shuffle (2^rotation, log scale)");
        x.setBase(2);
        x.setStandardTickUnits(org.jfree.chart.axis.NumberAxis.createIntegerTickUnits());
        chart.getXYPlot().setDomainAxis(x);
        ChartExport.png(chart, png, 1000, 650);
    }

    /** The study's Figures 7.5-7.7: throughput against network size, paper and FlitLab. */
    static void c104Throughput(Path in, Path out) throws IOException {
        String[][] figs = {
            {"c104-fig7-5-cube-throughput", "n-cube (Figure 7.5)", "c104-table7-1-cube-random", "c104-table7-2-cube-systematic", "c104-table7-3-cube-universal"},
            {"c104-fig7-6-grid-throughput", "2-D grid (Figure 7.6)", "c104-table7-4-grid-random", "c104-table7-5-grid-systematic", "c104-table7-6-grid-universal"},
            {"c104-fig7-7-min-throughput", "multistage (Figure 7.7)", "c104-table7-7-min-random", "c104-table7-8-min-systematic", "c104-table7-9-min-universal"}};
        double[][][] paper = {
            {{78.8, 70.2, 71.1}, {25.1, 12.5, 6.3}, {84.7, 67.5, 71.7}},
            {{34.2, 17.5, 7.9}, {12.6, 3.1, 0.8}, {21.9, 11.2, 5.1}},
            {{56.8, 48.8, 30.0}, {36.0, 8.6, 4.4}, {41.7, 47.6, 21.3}}};
        String[] kinds = {"random", "systematic", "universal"};
        double[] sizes = {64, 256, 1024};
        for (int f = 0; f < figs.length; f++) {
            XYSeriesCollection data = new XYSeriesCollection();
            for (int k = 0; k < 3; k++) {
                XYSeries p = new XYSeries("paper, " + kinds[k]);
                for (int i = 0; i < 3; i++) {
                    p.add(sizes[i], paper[f][k][i]);
                }
                data.addSeries(p);
            }
            for (int k = 0; k < 3; k++) {
                XYSeries s = new XYSeries("FlitLab, " + kinds[k]);
                Path csv = in.resolve(figs[f][2 + k] + "/results.csv");
                List<Map<String, String>> rows = Files.exists(csv) ? read(csv) : List.of();
                for (int i = 0; i < rows.size() && i < 3; i++) {
                    s.add(sizes[i], 100 * Double.parseDouble(rows.get(i).get("accepted_per_host")));
                }
                data.addSeries(s);
            }
            JFreeChart chart = ChartFactory.createXYLineChart("C104 " + figs[f][1] + ": throughput against network size",
                    "Terminals (log scale)", "Throughput (% of a terminal link)", data, PlotOrientation.VERTICAL, true, false, false);
            style(chart, -1);
            XYLineAndShapeRenderer r = (XYLineAndShapeRenderer) chart.getXYPlot().getRenderer();
            Color[] colours = {new Color(0x0072B2), new Color(0xD55E00), new Color(0x009E73)};
            for (int k = 0; k < 3; k++) {
                r.setSeriesPaint(k, colours[k]);
                r.setSeriesStroke(k, new BasicStroke(2f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND, 1f, new float[] {6f, 4f}, 0f));
                r.setSeriesPaint(k + 3, colours[k]);
                r.setSeriesStroke(k + 3, new BasicStroke(2.5f));
            }
            LogAxis x = new LogAxis("Terminals (log scale)");
            x.setBase(2);
            x.setStandardTickUnits(org.jfree.chart.axis.NumberAxis.createIntegerTickUnits());
            chart.getXYPlot().setDomainAxis(x);
            ChartExport.png(chart, out.resolve(figs[f][0] + ".png"), 1000, 650);
        }
    }

    /** White background, grey grid, lines with markers; the series {@code markersOnly} drawn as markers alone. */
    static void style(JFreeChart chart, int markersOnly) {
        XYPlot plot = chart.getXYPlot();
        plot.setBackgroundPaint(Color.WHITE);
        plot.setDomainGridlinePaint(Color.LIGHT_GRAY);
        plot.setRangeGridlinePaint(Color.LIGHT_GRAY);
        XYLineAndShapeRenderer r = new XYLineAndShapeRenderer(true, true);
        for (int i = 0; i < plot.getDataset().getSeriesCount(); i++) {
            r.setSeriesStroke(i, new BasicStroke(2f));
        }
        if (markersOnly >= 0) {
            r.setSeriesLinesVisible(markersOnly, false);
            r.setSeriesPaint(markersOnly, Color.BLACK);
            r.setSeriesShape(markersOnly, new java.awt.geom.Rectangle2D.Double(-5, -5, 10, 10));
        }
        plot.setRenderer(r);
        chart.setBackgroundPaint(Color.WHITE);
    }
}
