package org.flitlab.report;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Graphics2D;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.imageio.ImageIO;
import org.jfree.chart.ChartRenderingInfo;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.plot.XYPlot;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ChartExportTest {
    @TempDir
    Path dir;

    private static JFreeChart latencyChart() {
        return LatencyLoadChart.create("Torus 5x4 latency", "Offered load (flits/tick per host)",
                SampleSeries.twoCurves(), new ReferenceLines(40, 0.5), new AxisUnits("µs", 12.5));
    }

    /** A chart whose drawing fails half way, like a chart with a broken dataset. */
    private static final class BrokenChart extends JFreeChart {
        BrokenChart() {
            super(new XYPlot());
        }

        @Override
        public void draw(Graphics2D g2, Rectangle2D area, Point2D anchor, ChartRenderingInfo info) {
            throw new IllegalStateException("dataset broke while drawing");
        }
    }

    @Test
    void pngHasTheRequestedSizeAndRealContent() throws IOException {
        Path png = dir.resolve("latency.png");
        ChartExport.png(latencyChart(), png, 800, 500);
        BufferedImage image = ImageIO.read(png.toFile());
        assertEquals(800, image.getWidth());
        assertEquals(500, image.getHeight());
        Set<Integer> colours = new HashSet<>();
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                colours.add(image.getRGB(x, y));
            }
        }
        assertTrue(colours.size() > 200, "only " + colours.size() + " distinct colours: the image looks blank");
        assertTrue(Files.size(png) > 10_000, "a two-series chart is more than 10 KB, got " + Files.size(png));
    }

    @Test
    void svgKeepsTitleAndAxisLabelsWithUnitsAsText() throws IOException {
        Path svg = dir.resolve("latency.svg");
        ChartExport.svg(latencyChart(), svg, 800, 500);
        String text = Files.readString(svg, StandardCharsets.UTF_8);
        assertTrue(text.contains("<svg"), "an SVG document");
        assertTrue(text.contains(">Torus 5x4 latency<"), "the title is text");
        assertTrue(text.contains(">Latency (µs)<"), "the rotated latency label is text, with its unit");
        assertTrue(text.contains(">Offered load (flits/tick per host)<"), "the load label is text, with its unit");
    }

    @Test
    void missingParentDirectoriesAreCreated() throws IOException {
        Path png = dir.resolve("a/b/c.png");
        ChartExport.png(latencyChart(), png, 300, 200);
        assertEquals(300, ImageIO.read(png.toFile()).getWidth());
    }

    @Test
    void aChartThatFailsToDrawLeavesTheExistingFileUntouched() throws IOException {
        Path png = dir.resolve("good.png");
        ChartExport.png(latencyChart(), png, 400, 300);
        byte[] good = Files.readAllBytes(png);
        assertThrows(IllegalStateException.class, () -> ChartExport.png(new BrokenChart(), png, 400, 300));
        assertThrows(IllegalStateException.class, () -> ChartExport.svg(new BrokenChart(), png, 400, 300));
        assertArrayEquals(good, Files.readAllBytes(png));
        assertEquals(List.of("good.png"), names(dir), "no temporary file is left behind");
    }

    @Test
    void aParentThatIsAFileFailsAndLeavesNoTemporaryFile() throws IOException {
        Path blocker = dir.resolve("not-a-dir");
        Files.writeString(blocker, "x");
        assertThrows(IOException.class, () -> ChartExport.png(latencyChart(), blocker.resolve("c.png"), 300, 200));
        assertThrows(IOException.class, () -> ChartExport.svg(latencyChart(), blocker.resolve("c.svg"), 300, 200));
        assertEquals(List.of("not-a-dir"), names(dir));
        assertEquals("x", Files.readString(blocker));
    }

    @Test
    void nonsenseSizesAreRejectedBeforeAnythingIsWritten() {
        Path png = dir.resolve("x.png");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ChartExport.png(latencyChart(), png, 0, 300));
        assertTrue(e.getMessage().startsWith("width is 0"), e.getMessage());
        assertFalse(Files.exists(png));
    }

    static List<String> names(Path dir) throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return files.map(p -> p.getFileName().toString()).sorted().collect(Collectors.toList());
        }
    }
}
