package org.flitlab.gui;

import java.nio.file.Path;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import javafx.concurrent.Task;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.layout.HBox;
import org.flitlab.gui.common.Controls;
import org.flitlab.gui.files.ScenarioDocument;
import org.flitlab.gui.run.NetworkSetup;
import org.flitlab.scenario.Scenario;
import org.flitlab.scenario.ScenarioJson;

/**
 * Opening a large scenario: its network is assembled (topology, routing tables) on a background thread while a bar
 * under the toolbar shows progress and a Cancel button, so the window stays responsive; the document changes only
 * when the assembly is done, and Cancel leaves the open document as it was. Small scenarios open at once.
 * FX thread only, except inside the task.
 */
final class BackgroundOpen {
    /** From this many switches (estimated from the topology's parameters) a scenario is assembled in the background. */
    static final int LARGE_SWITCHES = 1024;

    private BackgroundOpen() {
    }

    /** Whether {@code s} is large enough to assemble in the background: an estimate of its switch count. */
    static boolean isLarge(Scenario s) {
        return estimatedSwitches(s) >= LARGE_SWITCHES;
    }

    static long estimatedSwitches(Scenario s) {
        long n = 1;
        boolean sized = false;
        for (String key : new String[] {"radixX", "radixY", "radixZ", "side", "switches", "terminals", "cores"}) {
            var v = ScenarioJson.valueAt(s, "topology.params." + key);
            if (v.isPresent()) {
                long k = v.get().startsWith("[") ? v.get().split("\\{").length - 1 : (long) Double.parseDouble(v.get());
                n *= key.equals("side") ? k * k : Math.max(1, k);
                sized = true;
            }
        }
        var dims = ScenarioJson.valueAt(s, "topology.params.dimensions");
        if (dims.isPresent()) {
            n *= 1L << Math.min(40, (long) Double.parseDouble(dims.get()));
            sized = true;
        }
        return sized ? n : 0;
    }

    /**
     * Assembles {@code s} (read from {@code file}) in the background, then calls {@code open} on the FX thread
     * with the file; {@code bars} shows (and with null removes) the progress bar.
     */
    static void start(WorkbenchModel model, Path file, Scenario s, BiConsumer<Node, String> bars,
                      Consumer<Path> open) {
        Task<ScenarioDocument.Result<NetworkSetup>> task = new Task<>() {
            @Override
            protected ScenarioDocument.Result<NetworkSetup> call() {
                return ScenarioDocument.toSetup(s);
            }
        };
        ProgressBar progress = new ProgressBar(ProgressBar.INDETERMINATE_PROGRESS);
        progress.setId("open-progress");
        Label text = new Label("Assembling " + file.getFileName() + " (about " + estimatedSwitches(s)
                + " switches): topology and routing tables...");
        Button cancel = Controls.button("cancel-open", "Cancel", "Stop opening this file; the open network stays as it is",
                e -> task.cancel());
        HBox bar = new HBox(8, text, progress, cancel);
        bar.getStyleClass().add("info-bar");
        bar.setAlignment(Pos.CENTER_LEFT);
        bars.accept(bar, "open-bar");
        task.setOnSucceeded(e -> {
            bars.accept(null, "open-bar");
            open.accept(file);
        });
        task.setOnCancelled(e -> {
            bars.accept(null, "open-bar");
            model.log().add("Opening " + file.getFileName() + " cancelled; the open network is unchanged.");
        });
        task.setOnFailed(e -> {
            bars.accept(null, "open-bar");
            model.log().add("Could not open " + file.getFileName() + ": " + task.getException().getMessage());
        });
        model.log().add("Opening " + file.getFileName() + ": assembling about " + estimatedSwitches(s) + " switches in the background.");
        Thread t = new Thread(task, "flitlab-open");
        t.setDaemon(true);
        t.start();
    }
}
