package org.flitlab.gui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javax.imageio.ImageIO;
import javax.xml.parsers.DocumentBuilderFactory;
import org.flitlab.gui.charts.LinkHeat;
import org.flitlab.gui.run.Examples;
import org.flitlab.gui.run.NetworkSetup;
import org.flitlab.gui.run.RoutingChoice;
import org.flitlab.network.NetworkConfig;
import org.flitlab.report.ResultsCsv;
import org.flitlab.report.ResultsFiles;
import org.flitlab.topology.Topology;
import org.flitlab.topology.torus.TorusTopology;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

/** File &gt; Export: the network picture as PNG and SVG, and the last sweep's results as CSV and JSON. */
class ExportTest extends WorkbenchTest {
    @Test
    void theNetworkPictureIsSavedAsAPngOfTheCanvasSizeWithTheNetworkDrawn(FxRobot robot, @TempDir Path dir) throws Exception {
        Path png = dir.resolve("pictures").resolve("net.png");
        boolean[] ok = new boolean[1];
        robot.interact(() -> {
            app.model().live().pause();
            app.model().live().reset();
        });
        robot.interact(() -> ok[0] = app.window().exports().exportCanvasTo(png));
        assertTrue(ok[0], app.model().log().last());
        BufferedImage image = ImageIO.read(png.toFile());
        var canvas = app.window().canvas();
        assertEquals((int) canvas.getWidth(), image.getWidth());
        assertEquals((int) canvas.getHeight(), image.getHeight());
        assertTrue(Files.size(png) > 5_000, "a drawn network, not a blank image: " + Files.size(png) + " bytes");
        // The first switch's box is drawn in its fill colour #e8edf3 off its centre, clear of links and its name.
        int argb = image.getRGB((int) canvas.screenX(0) + 11, (int) canvas.screenY(0) + 11);
        assertEquals(0xe8edf3, argb & 0xffffff, Integer.toHexString(argb));
        assertTrue(app.model().log().last().contains("Network picture saved to "), app.model().log().last());
    }

    @Test
    void theNetworkPictureIsSavedAsAnSvgWithOneNamedElementPerSwitchHostChannelWormAndHeatedLink(FxRobot robot, @TempDir Path dir)
            throws Exception {
        var torus = TestScenarios.torus(3, 4, 0.3, 8);
        robot.interact(() -> {
            app.model().open(torus, null);
            app.model().live().pause();
            app.model().live().step(60);
        });
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> {
            WaitForAsyncUtils.asyncFx(() -> app.model().live().pull()).get();
            var s = app.model().live().snapshot();
            return s != null && s.tick() >= 60;
        });
        var t = app.model().setup().topology();
        double[] heat = new double[t.links().size()];
        heat[0] = 0.5;
        heat[1] = 0.1;
        Path svg = dir.resolve("net.SVG");
        boolean[] ok = new boolean[1];
        int[] worms = new int[1];
        robot.interact(() -> {
            app.model().experiment().heatProperty().set(new LinkHeat(heat, "A", 0.3));
            worms[0] = app.model().sceneProperty().get().snapshot().worms().size();
            ok[0] = app.window().exports().exportCanvasTo(svg);
        });
        assertTrue(ok[0], app.model().log().last());
        var doc = parse(svg);
        assertEquals("svg", doc.getDocumentElement().getTagName());
        assertEquals((int) app.window().canvas().getWidth(), (int) Double.parseDouble(doc.getDocumentElement().getAttribute("width")));
        assertEquals(9, ids(doc, "switch-"), "one body per switch");
        assertEquals(9, ids(doc, "host-"), "one body per host");
        assertEquals(2 * t.links().size(), ids(doc, "channel-"), "one stroke per channel, two per link (18 switch links, 9 host links)");
        assertEquals(t.links().size(), ids(doc, "heat-"), "one heat stroke per link");
        assertEquals(worms[0], ids(doc, "worm-"), "one stroke per worm on the canvas");
        assertTrue(worms[0] > 0, "60 ticks at load 0.3 put worms on the network");
        assertEachSwitchNamedTwice(doc, t);
    }

    private static Document parse(Path svg) throws Exception {
        var factory = DocumentBuilderFactory.newInstance();
        // The DOCTYPE names the W3C's DTD; a test must not fetch it.
        factory.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
        return factory.newDocumentBuilder().parse(svg.toFile());
    }

    private static void assertEachSwitchNamedTwice(Document doc, Topology t) {
        var texts = doc.getElementsByTagName("text");
        for (int n = 0; n < t.switchCount(); n++) {
            int times = 0;
            for (int i = 0; i < texts.getLength(); i++) {
                times += t.node(n).name().equals(texts.item(i).getTextContent()) ? 1 : 0;
            }
            assertEquals(2, times, t.node(n).name() + " is text twice: on its box and over the worms");
        }
    }

    /** How many elements of {@code doc} have an id starting with {@code prefix}. */
    private static int ids(Document doc, String prefix) {
        var all = doc.getElementsByTagName("*");
        int n = 0;
        for (int i = 0; i < all.getLength(); i++) {
            n += ((Element) all.item(i)).getAttribute("id").startsWith(prefix) ? 1 : 0;
        }
        return n;
    }

    @Test
    void resultsAreRefusedBeforeASweepAndWrittenAsCsvAndJsonAfterOne(FxRobot robot, @TempDir Path dir) throws Exception {
        List<?>[] written = new List<?>[1];
        robot.interact(() -> written[0] = app.window().exports().exportResultsTo(dir));
        assertTrue(written[0].isEmpty());
        assertTrue(app.model().log().last().contains("Not done: there are no results"), app.model().log().last());

        var e = app.model().experiment();
        robot.interact(() -> {
            app.model().live().pause();
            e.loadsProperty().set("0.05 0.1");
            e.seriesBProperty().set(null);
            e.measuredPacketsProperty().set("60");
            e.run();
        });
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> !e.runningProperty().get());
        robot.interact(() -> written[0] = app.window().exports().exportResultsTo(dir));
        assertEquals(List.of(ResultsFiles.CSV, ResultsFiles.JSON, ResultsFiles.PER_SOURCE),
                written[0].stream().map(p -> ((Path) p).getFileName().toString()).toList(), app.model().log().last());
        assertTrue(app.model().log().last().contains(ResultsFiles.PER_SOURCE), app.model().log().last());
        List<String> csv = Files.readAllLines(dir.resolve(ResultsFiles.CSV));
        assertEquals(String.join(",", ResultsCsv.COLUMNS), csv.get(0), "a header line");
        assertEquals(3, csv.size(), "a header and one line per load");
        String json = Files.readString(dir.resolve(ResultsFiles.JSON));
        assertTrue(json.contains("\"points\""), json.substring(0, Math.min(300, json.length())));
    }
}
