package org.flitlab.gui.present;

import java.io.File;
import java.nio.file.Path;
import java.util.concurrent.CancellationException;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javafx.concurrent.Task;
import javafx.geometry.Insets;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.Spinner;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.stage.FileChooser;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.flitlab.gui.editor.CanvasScene;
import org.flitlab.gui.editor.SlidePicture;
import org.flitlab.gui.run.NetworkSetup;
import org.flitlab.network.NetworkSnapshot;

/**
 * File &gt; Export &gt; Run segment as animated GIF: a small window that asks how many frames and how many ticks
 * between frames, starting at the tick on screen, then a file; it shows the progress while a background task
 * simulates and draws ({@link RunSegmentGif}), and Cancel stops it (no file is left). Frames are 1280 x 720,
 * drawn as presentation mode draws them, ten a second. FX thread only.
 */
public final class GifExportDialog {
    /** Frame size: presentation mode's window. */
    static final int WIDTH = 1280;
    static final int HEIGHT = 720;
    /** Ten frames a second: slow enough to follow a worm flit by flit. */
    static final int DELAY_MILLIS = 100;

    private final Stage stage = new Stage();
    private final Spinner<Integer> frames = new Spinner<>(1, 1000, 40);
    private final Spinner<Integer> ticksPerFrame = new Spinner<>(1, 10_000, 1);
    private final ProgressBar progress = new ProgressBar(0);
    private final Label status = new Label();
    private final Button save = new Button("Save GIF\u2026");
    private final Button cancel = new Button("Cancel");
    private final Supplier<CanvasScene> scene;
    private final Supplier<NetworkSetup> setup;
    private final double scale;
    private final Consumer<String> log;
    private Task<Path> task;

    /**
     * @param scene the canvas's scene now (its snapshot gives the first tick)
     * @param setup the open scenario's network
     * @param scale strokes and fonts factor for the frames (presentation mode's)
     * @param log   the window's message log
     */
    public GifExportDialog(Supplier<CanvasScene> scene, Supplier<NetworkSetup> setup, double scale, Consumer<String> log) {
        this.scene = scene;
        this.setup = setup;
        this.scale = scale;
        this.log = log;
        stage.setTitle("Export run segment as animated GIF");
        stage.setScene(new Scene(content()));
        stage.setOnHidden(e -> cancelTask());
    }

    private VBox content() {
        frames.setEditable(true);
        frames.setId("gif-frames");
        ticksPerFrame.setEditable(true);
        ticksPerFrame.setId("gif-ticks-per-frame");
        GridPane form = new GridPane();
        form.setHgap(8);
        form.setVgap(6);
        form.addRow(0, new Label("Frames"), frames);
        form.addRow(1, new Label("Ticks between frames"), ticksPerFrame);
        progress.setId("gif-progress");
        progress.setMaxWidth(Double.MAX_VALUE);
        status.setId("gif-status");
        status.setWrapText(true);
        save.setId("gif-save");
        save.setOnAction(e -> askAndStart());
        cancel.setId("gif-cancel");
        cancel.setCancelButton(true);
        cancel.setOnAction(e -> {
            if (task != null && task.isRunning()) {
                cancelTask();
            } else {
                stage.close();
            }
        });
        VBox box = new VBox(10, new Label("From the tick on screen, " + WIDTH + " x " + HEIGHT + ", ten frames a second."),
                form, progress, status, new HBox(8, save, cancel));
        box.setPadding(new Insets(12));
        box.setPrefWidth(420);
        return box;
    }

    /** Opens the window over {@code owner}. */
    public void show(Window owner) {
        if (stage.getOwner() == null && owner != null) {
            stage.initOwner(owner);
        }
        status.setText(firstTickText());
        stage.show();
    }

    private String firstTickText() {
        CanvasScene s = scene.get();
        return s == null || s.snapshot() == null ? "No run on screen: the GIF starts at tick 0."
                : String.format("The GIF starts at tick %,d.", s.snapshot().tick());
    }

    private void askAndStart() {
        FileChooser chooser = new FileChooser();
        chooser.setTitle("Save the run segment as");
        chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter("Animated GIF", "*.gif"));
        chooser.setInitialFileName("run-segment.gif");
        File f = chooser.showSaveDialog(stage);
        if (f != null) {
            start(f.toPath());
        }
    }

    /** Starts writing the segment to {@code target} in the background; the returned task reports the file. */
    public Task<Path> start(Path target) {
        CanvasScene now = scene.get();
        NetworkSetup net = setup.get();
        if (now == null || net == null) {
            status.setText("Not done: there is no network to animate.");
            return null;
        }
        NetworkSnapshot shown = now.snapshot();
        RunSegmentGif gif = new RunSegmentGif(net, SlidePicture.atScale(now, scale), shown == null ? 0 : shown.tick(),
                frames.getValue(), ticksPerFrame.getValue(), WIDTH, HEIGHT, DELAY_MILLIS);
        task = writing(gif, target);
        progress.progressProperty().bind(task.progressProperty());
        status.textProperty().bind(task.messageProperty());
        save.setDisable(true);
        SlideExports.start(task, "flitlab-gif-export");
        return task;
    }

    private Task<Path> writing(RunSegmentGif gif, Path target) {
        Task<Path> t = new Task<>() {
            @Override
            protected Path call() throws Exception {
                updateMessage(String.format("Simulating to tick %,d\u2026", gif.fromTick()));
                gif.write(target, n -> {
                    updateProgress(n, gif.frames());
                    updateMessage(String.format("Frame %d of %d", n, gif.frames()));
                }, this::isCancelled);
                return target;
            }
        };
        t.setOnSucceeded(e -> finished(String.format("Animated GIF (%d frames, ticks %,d to %,d) saved to %s",
                gif.frames(), gif.fromTick(), gif.lastTick(), target), true));
        t.setOnCancelled(e -> finished("GIF export cancelled; no file was written.", false));
        t.setOnFailed(e -> finished(t.getException() instanceof CancellationException
                ? "GIF export cancelled; no file was written."
                : "Could not save the GIF to " + target + ": " + t.getException().getMessage()
                + ". Choose another folder or name.", false));
        return t;
    }

    private void finished(String message, boolean close) {
        status.textProperty().unbind();
        progress.progressProperty().unbind();
        status.setText(message);
        save.setDisable(false);
        log.accept(message);
        if (close) {
            stage.close();
        }
    }

    private void cancelTask() {
        if (task != null && task.isRunning()) {
            task.cancel();
        }
    }

    /** The dialog's window, for tests. */
    public Stage stage() {
        return stage;
    }
}
