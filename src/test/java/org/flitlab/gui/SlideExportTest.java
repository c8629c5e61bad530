package org.flitlab.gui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.TimeUnit;
import javafx.concurrent.Task;
import javax.imageio.ImageIO;
import javax.imageio.ImageReader;
import javax.imageio.metadata.IIOMetadataNode;
import javax.xml.parsers.DocumentBuilderFactory;
import org.flitlab.gui.editor.CanvasScene;
import org.flitlab.gui.editor.SlidePicture;
import org.flitlab.gui.present.RunSegmentGif;
import org.flitlab.gui.present.SlideExports;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;
import org.w3c.dom.Document;

/** File &gt; Export for slides: the network at 1920 x 1080 as PNG and SVG, and a run segment as an animated GIF. */
class SlideExportTest extends WorkbenchTest {
    private Path export(FxRobot robot, Path target) throws Exception {
        List<Task<Path>> task = new ArrayList<>();
        SlideExports slides = new SlideExports(app.model().sceneProperty()::get, WorkbenchModel.PRESENTATION_SCALE,
                app.model().log()::add);
        robot.interact(() -> task.add(slides.exportSlideTo(target)));
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> task.get(0).isDone());
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(target, task.get(0).get(), app.model().log().last());
        return target;
    }

    @Test
    void theSlidePngHasThePresentationSizeWithTheNetworkDrawn(FxRobot robot, @TempDir Path dir) throws Exception {
        BufferedImage image = ImageIO.read(export(robot, dir.resolve("slide.png")).toFile());
        assertEquals(SlideExports.WIDTH, image.getWidth());
        assertEquals(SlideExports.HEIGHT, image.getHeight());
        int switchFill = 0;
        for (int y = 0; y < image.getHeight(); y += 2) {
            for (int x = 0; x < image.getWidth(); x += 2) {
                switchFill += (image.getRGB(x, y) & 0xffffff) == 0xe8edf3 ? 1 : 0;
            }
        }
        // 16 switch boxes of about (28 x 3.6)^2 pixels each, sampled one pixel in four: well over 16 x 500.
        assertTrue(switchFill > 16 * 500, "switch fill pixels sampled: " + switchFill);
        assertTrue(app.model().log().last().contains("1920 x 1080"), app.model().log().last());
    }

    @Test
    void theSlideSvgIsWellFormedWithEverySwitchAndHostNamed(FxRobot robot, @TempDir Path dir) throws Exception {
        Path svg = export(robot, dir.resolve("slide.svg"));
        var factory = DocumentBuilderFactory.newInstance();
        factory.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
        Document doc = factory.newDocumentBuilder().parse(svg.toFile());
        assertEquals("svg", doc.getDocumentElement().getTagName());
        assertEquals("1920", doc.getDocumentElement().getAttribute("width"));
        var all = doc.getElementsByTagName("*");
        java.util.Set<String> ids = new java.util.HashSet<>();
        for (int i = 0; i < all.getLength(); i++) {
            ids.add(((org.w3c.dom.Element) all.item(i)).getAttribute("id"));
        }
        var topology = app.model().layout().topology();
        for (int n = 0; n < topology.nodeCount(); n++) {
            String id = (topology.isSwitch(n) ? "switch-" : "host-") + topology.node(n).name();
            assertTrue(ids.contains(id), id + " among " + ids.size() + " ids");
        }
    }

    @Test
    void aRunSegmentIsAnAnimatedGifWithTheAskedFramesShowingTheWormsMove(FxRobot robot, @TempDir Path dir) throws Exception {
        RunSegmentGif gif = segment(robot, 6);
        Path file = dir.resolve("segment.gif");
        int[] written = {0};
        gif.write(file, n -> written[0] = n, () -> false);
        assertEquals(6, written[0]);
        ImageReader reader = ImageIO.getImageReadersByFormatName("gif").next();
        try (var in = ImageIO.createImageInputStream(file.toFile())) {
            reader.setInput(in);
            assertEquals(6, reader.getNumImages(true));
            for (int f = 1; f < 6; f++) {
                // Below the tick written in the corner: only the network, so a difference is the worms moving.
                assertFalse(samePixels(reader.read(f - 1), reader.read(f), 120), "frames " + (f - 1) + " and " + f + " are alike");
            }
            var tree = (IIOMetadataNode) reader.getImageMetadata(0).getAsTree("javax_imageio_gif_image_1.0");
            var loop = (IIOMetadataNode) tree.getElementsByTagName("ApplicationExtension").item(0);
            assertEquals("NETSCAPE", loop.getAttribute("applicationID"), "loops forever");
        } finally {
            reader.dispose();
        }
    }

    @Test
    void aCancelledGifExportLeavesNoFile(FxRobot robot, @TempDir Path dir) throws Exception {
        RunSegmentGif gif = segment(robot, 20);
        Path file = dir.resolve("cancelled.gif");
        int[] written = {0};
        assertThrows(CancellationException.class, () -> gif.write(file, n -> written[0] = n, () -> written[0] >= 2));
        assertEquals(2, written[0]);
        assertFalse(Files.exists(file));
    }

    /** A segment of {@code frames} frames, 3 ticks apart, from the paused run at tick 300 or so, 640 x 360. */
    private RunSegmentGif segment(FxRobot robot, int frames) throws Exception {
        robot.interact(() -> {
            app.model().live().pause();
            app.model().live().step(300);
        });
        TestWorkbench.settledTick(robot, app, 20);
        CanvasScene[] scene = new CanvasScene[1];
        robot.interact(() -> scene[0] = app.model().sceneProperty().get());
        assertTrue(scene[0].snapshot().tick() >= 300);
        return new RunSegmentGif(app.model().setup(), SlidePicture.atScale(scene[0], 1.2), scene[0].snapshot().tick(),
                frames, 3, 640, 360, 100);
    }

    private static boolean samePixels(BufferedImage a, BufferedImage b, int fromY) {
        for (int y = fromY; y < a.getHeight(); y++) {
            for (int x = 0; x < a.getWidth(); x++) {
                if (a.getRGB(x, y) != b.getRGB(x, y)) {
                    return false;
                }
            }
        }
        return true;
    }
}
