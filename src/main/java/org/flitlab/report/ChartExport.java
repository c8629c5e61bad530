package org.flitlab.report;

import java.awt.Rectangle;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.jfree.chart.ChartUtils;
import org.jfree.chart.JFreeChart;
import org.jfree.svg.SVGGraphics2D;

/**
 * Saves a chart as PNG or SVG, the files the CLI writes and the GUI exports (stack.md, Exports). Both are
 * atomic in the sense of {@link AtomicFiles}: a chart that fails to draw leaves no partial file and does not
 * touch an existing one. Works headless ({@code java.awt.headless=true}).
 *
 * <p>Stateless; a chart must not be modified by another thread while it is exported.
 */
public final class ChartExport {
    private static final int MAX_SIDE = 20_000;

    private ChartExport() {
    }

    /** Renders {@code chart} at {@code width} x {@code height} pixels and writes it as PNG to {@code target}. */
    public static void png(JFreeChart chart, Path target, int width, int height) throws IOException {
        check(chart, width, height);
        AtomicFiles.write(target, out -> ChartUtils.writeChartAsPNG(out, chart, width, height));
    }

    /** Draws {@code chart} on a {@code width} x {@code height} SVG canvas and writes it as UTF-8 to {@code target}. */
    public static void svg(JFreeChart chart, Path target, int width, int height) throws IOException {
        check(chart, width, height);
        AtomicFiles.write(target, out -> {
            SVGGraphics2D g2 = new SVGGraphics2D(width, height);
            chart.draw(g2, new Rectangle(0, 0, width, height));
            out.write(g2.getSVGDocument().getBytes(StandardCharsets.UTF_8));
        });
    }

    private static void check(JFreeChart chart, int width, int height) {
        if (chart == null) {
            throw new IllegalArgumentException("chart is null; it must be given");
        }
        if (width < 1 || width > MAX_SIDE) {
            throw new IllegalArgumentException("width is " + width + "; it must be 1 to " + MAX_SIDE + " pixels");
        }
        if (height < 1 || height > MAX_SIDE) {
            throw new IllegalArgumentException("height is " + height + "; it must be 1 to " + MAX_SIDE + " pixels");
        }
    }
}
