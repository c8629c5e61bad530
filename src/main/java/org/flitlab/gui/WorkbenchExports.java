package org.flitlab.gui;

import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import javafx.stage.DirectoryChooser;
import javafx.stage.FileChooser;
import javafx.stage.Window;
import org.flitlab.gui.editor.NetworkCanvas;
import org.flitlab.gui.files.PngFile;
import org.flitlab.report.ResultsFiles;
import org.flitlab.scenario.ScenarioJson;

/**
 * File &gt; Export for the network picture and the sweep results: asks where with a file or directory chooser,
 * writes, and reports success or the error in the window's message log (failures show in red in the status bar).
 * The network picture is PNG only: the canvas is drawn through JavaFX's GraphicsContext, which has no vector
 * output, so an SVG would need a second painter. FX thread only.
 */
final class WorkbenchExports {
    private final WorkbenchModel model;
    private final NetworkCanvas canvas;
    private final java.util.function.Supplier<Window> owner;

    WorkbenchExports(WorkbenchModel model, NetworkCanvas canvas, java.util.function.Supplier<Window> owner) {
        this.model = model;
        this.canvas = canvas;
        this.owner = owner;
    }

    /** Asks for a .png file and saves the network canvas as drawn now. */
    void exportCanvas() {
        FileChooser chooser = new FileChooser();
        chooser.setTitle("Export network picture");
        chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter("PNG image", "*.png"));
        chooser.setInitialFileName("network.png");
        File f = chooser.showSaveDialog(owner.get());
        if (f != null) {
            exportCanvasTo(f.toPath());
        }
    }

    /** Saves the network canvas as PNG to {@code target}; returns whether it was written (else the log says why). */
    boolean exportCanvasTo(Path target) {
        try {
            PngFile.write(canvas.image(), target);
            model.log().add("Network picture saved to " + target);
            return true;
        } catch (IOException | RuntimeException e) {
            model.log().add("Could not save the network picture to " + target + ": " + e.getMessage()
                    + ". Choose another folder or name.");
            return false;
        }
    }

    /** Asks for a folder and writes the last sweep's results.csv and results.json into it. */
    void exportResults() {
        if (model.experiment().lastResult().isEmpty()) {
            model.log().add("Not done: there are no results to export yet. Run a sweep first (Run > Sweep).");
            return;
        }
        DirectoryChooser chooser = new DirectoryChooser();
        chooser.setTitle("Export results (results.csv and results.json)");
        File dir = chooser.showDialog(owner.get());
        if (dir != null) {
            exportResultsTo(dir.toPath());
        }
    }

    /** Writes the last sweep's results into {@code dir}; returns the files written, empty on failure (logged). */
    List<Path> exportResultsTo(Path dir) {
        var result = model.experiment().lastResult();
        if (result.isEmpty()) {
            model.log().add("Not done: there are no results to export yet. Run a sweep first (Run > Sweep).");
            return List.of();
        }
        try {
            String scenario = scenarioJson();
            List<Path> written = ResultsFiles.write(dir, result.get(), scenario, version());
            model.log().add("Results saved to " + written.get(0) + " and " + written.get(1).getFileName());
            return written;
        } catch (IOException | RuntimeException e) {
            model.log().add("Could not save the results to " + dir + ": " + e.getMessage() + ". Choose another folder.");
            return List.of();
        }
    }

    /** The open scenario with the current network and settings (as the sweep ran it), or null if it has none. */
    private String scenarioJson() {
        if (model.document() == null) {
            return null;
        }
        var edited = model.document().withSetup(model.setup());
        return ScenarioJson.write(edited.ok() ? edited.value() : model.document().scenario());
    }

    private static String version() {
        String v = WorkbenchExports.class.getPackage().getImplementationVersion();
        return v == null ? "development" : v;
    }
}
