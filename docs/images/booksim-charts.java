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
import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;

/**
 * Draws the charts of docs/reproductions.md's BookSim 2 section: each BookSim reference curve (dashed) beside
 * FlitLab's run of its sample (solid), average packet latency against offered load, unsaturated points only. Not
 * part of FlitLab: a script, run with
 * {@code java -cp target/flitlab.jar docs/images/booksim-charts.java RESULTS REFERENCE docs/images}, where
 * {@code RESULTS/booksim-mesh8x8-<curve>/results.csv} was written by {@code flitlab run} and REFERENCE is
 * {@code ../shared/reference/booksim}.
 */
public class BookSimCharts {
    public static void main(String[] args) throws IOException {
        Path results = Path.of(args[0]);
        Path reference = Path.of(args[1]);
        Path out = Path.of(args[2]);
        String[][] curves = {{"ps1", "1-flit packets, 1 VC"}, {"ps1_2vc", "1-flit packets, 2 VCs"}, {"ps8", "8-flit packets, 1 VC"},
            {"ps8_2vc", "8-flit packets, 2 VCs"}, {"ps8_wtc1", "8-flit packets, 1 VC, wait_for_tail_credit"}};
        for (String[] c : curves) {
            String sample = "booksim-mesh8x8-" + c[0].replace('_', '-');
            XYSeries booksim = new XYSeries("BookSim 2");
            for (Map<String, String> r : read(reference.resolve("a_mesh8x8_dor_uniform_" + c[0] + ".csv"))) {
                if ("no".equals(r.get("saturated"))) {
                    booksim.add(Double.parseDouble(r.get("injection_rate")), Double.parseDouble(r.get("avg_packet_latency")));
                }
            }
            XYSeries flitlab = new XYSeries("FlitLab (booksim-iq router)");
            for (Map<String, String> r : read(results.resolve(sample).resolve("results.csv"))) {
                if ("COMPLETED".equals(r.get("status")) && !Boolean.parseBoolean(r.get("saturated"))) {
                    flitlab.add(Double.parseDouble(r.get("value")), Double.parseDouble(r.get("delivery_latency_mean")));
                }
            }
            XYSeriesCollection data = new XYSeriesCollection();
            data.addSeries(flitlab);
            data.addSeries(booksim);
            JFreeChart chart = ChartFactory.createXYLineChart("8x8 mesh, uniform, " + c[1] + ": FlitLab and BookSim 2",
                    "Offered load (flits/cycle/node)", "Average packet latency (cycles; axis cut at 200)", data,
                    PlotOrientation.VERTICAL, true, false, false);
            style(chart);
            chart.getXYPlot().getRangeAxis().setRange(0, 200);
            ChartExport.png(chart, out.resolve(sample + ".png"), 1000, 650);
        }
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

    /** White background, grey grid; FlitLab solid blue, BookSim dashed orange, both with markers. */
    static void style(JFreeChart chart) {
        XYPlot plot = chart.getXYPlot();
        plot.setBackgroundPaint(Color.WHITE);
        plot.setDomainGridlinePaint(Color.LIGHT_GRAY);
        plot.setRangeGridlinePaint(Color.LIGHT_GRAY);
        XYLineAndShapeRenderer r = new XYLineAndShapeRenderer(true, true);
        r.setSeriesPaint(0, new Color(0x0072B2));
        r.setSeriesStroke(0, new BasicStroke(2.5f));
        r.setSeriesPaint(1, new Color(0xD55E00));
        r.setSeriesStroke(1, new BasicStroke(2f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND, 1f, new float[] {6f, 4f}, 0f));
        plot.setRenderer(r);
        chart.setBackgroundPaint(Color.WHITE);
    }
}
