package org.flitlab.gui.present;

import java.io.File;
import java.nio.file.Path;
import java.util.Locale;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javafx.concurrent.Task;
import javafx.stage.FileChooser;
import javafx.stage.Window;
import org.flitlab.gui.editor.CanvasScene;
import org.flitlab.gui.editor.SlidePicture;
import org.flitlab.report.AtomicFiles;

/**
 * File &gt; Export &gt; Network for slides: the canvas's scene, the whole network fitted, as a 1920 x 1080 PNG or
 * SVG with strokes and fonts as presentation mode draws them at 1280 x 720 (so scaled by 1.5 again). The picture
 * is painted and written on a background thread; the result or the error goes to the message log. The dialog for
 * a run segment as a GIF is {@link GifExportDialog}.
 */
public final class SlideExports {
    /** Slide width in pixels (full HD). */
    public static final int WIDTH = 1920;
    /** Slide height in pixels. */
    public static final int HEIGHT = 1080;
    /** The window width presentation mode's font sizes are chosen for; a slide scales them by its width over this. */
    public static final double PRESENTATION_WIDTH = 1280;

    private final Supplier<CanvasScene> scene;
    private final double presentationScale;
    private final Consumer<String> log;

    /**
     * @param scene             the canvas's scene now
     * @param presentationScale presentation mode's stroke and font factor at 1280 x 720
     * @param log               the window's message log (called on the FX thread)
     */
    public SlideExports(Supplier<CanvasScene> scene, double presentationScale, Consumer<String> log) {
        this.scene = scene;
        this.presentationScale = presentationScale;
        this.log = log;
    }

    /** The stroke and font factor for a picture {@code width} pixels wide: presentation mode's, scaled to the width. */
    public double scaleFor(int width) {
        return presentationScale * width / PRESENTATION_WIDTH;
    }

    /** Asks for a .png or .svg file, then writes the slide in the background. */
    public void exportSlide(Window owner) {
        FileChooser chooser = new FileChooser();
        chooser.setTitle("Export the network for slides (1920 x 1080)");
        chooser.getExtensionFilters().addAll(new FileChooser.ExtensionFilter("PNG image", "*.png"),
                new FileChooser.ExtensionFilter("SVG drawing", "*.svg"));
        chooser.setInitialFileName("network-slide.png");
        File f = chooser.showSaveDialog(owner);
        if (f != null) {
            exportSlideTo(f.toPath());
        }
    }

    /**
     * Writes the slide to {@code target} (SVG for a name ending in .svg, else PNG) on a background thread; the
     * returned task reports the file written, and the log says so or why not. Call on the FX thread.
     */
    public Task<Path> exportSlideTo(Path target) {
        CanvasScene now = scene.get();
        Task<Path> task = new Task<>() {
            @Override
            protected Path call() throws Exception {
                if (now == null) {
                    throw new IllegalArgumentException("there is no network drawn yet");
                }
                CanvasScene slide = SlidePicture.atScale(now, scaleFor(WIDTH));
                if (target.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".svg")) {
                    AtomicFiles.writeString(target, SlidePicture.svg(slide, WIDTH, HEIGHT));
                } else {
                    var image = SlidePicture.image(slide, WIDTH, HEIGHT);
                    AtomicFiles.write(target, out -> javax.imageio.ImageIO.write(image, "png", out));
                }
                return target;
            }
        };
        task.setOnSucceeded(e -> log.accept("Slide picture (" + WIDTH + " x " + HEIGHT + ") saved to " + target));
        task.setOnFailed(e -> log.accept("Could not save the slide picture to " + target + ": "
                + task.getException().getMessage() + ". Choose another folder or name."));
        start(task, "flitlab-slide-export");
        return task;
    }

    /** Runs {@code task} on a daemon thread (an export never keeps the program from exiting). */
    static void start(Task<?> task, String name) {
        Thread t = new Thread(task, name);
        t.setDaemon(true);
        t.start();
    }
}
