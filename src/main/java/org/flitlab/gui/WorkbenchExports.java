package org.flitlab.gui;

import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import javafx.stage.DirectoryChooser;
import javafx.stage.FileChooser;
import javafx.stage.Window;
import org.flitlab.gui.editor.NetworkCanvas;
import org.flitlab.gui.files.PngFile;
import org.flitlab.report.AtomicFiles;
import org.flitlab.report.ResultsFiles;
import org.flitlab.scenario.ScenarioJson;

/**
 * File &gt; Export for the network picture and the sweep results: asks where with a file or directory chooser,
 * writes, and reports success or the error in the window's message log (failures show in red in the status bar).
 * The network picture is a PNG of the canvas's pixels or, for a name ending in .svg, the same picture as SVG
 * vectors (the canvas painters drawing through JFreeSVG). FX thread only.
 */
final class WorkbenchExports {
    private final WorkbenchModel model;
    private final NetworkCanvas canvas;
    private final Supplier<Window> owner;

    WorkbenchExports(WorkbenchModel model, NetworkCanvas canvas, Supplier<Window> owner) {
        this.model = model;
        this.canvas = canvas;
        this.owner = owner;
    }

    /** Asks for a .png or .svg file and saves the network canvas as drawn now. */
    void exportCanvas() {
        FileChooser chooser = new FileChooser();
        chooser.setTitle("Export network picture");
        chooser.getExtensionFilters().addAll(new FileChooser.ExtensionFilter("PNG image", "*.png"),
                new FileChooser.ExtensionFilter("SVG drawing", "*.svg"));
        chooser.setInitialFileName("network.png");
        File f = chooser.showSaveDialog(owner.get());
        if (f != null) {
            Path target = f.toPath();
            // A name typed without an extension follows the chosen file type.
            if (!target.getFileName().toString().contains(".") && chooser.getSelectedExtensionFilter() != null) {
                target = target.resolveSibling(target.getFileName() + chooser.getSelectedExtensionFilter().getExtensions().get(0).substring(1));
            }
            exportCanvasTo(target);
        }
    }

    /**
     * Saves the network canvas to {@code target}: SVG for a name ending in .svg (any case), else PNG. Returns
     * whether it was written (else the log says why).
     */
    boolean exportCanvasTo(Path target) {
        try {
            if (target.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".svg")) {
                String svg = canvas.svg();
                if (svg == null) {
                    throw new IllegalArgumentException("the canvas has no network drawn yet");
                }
                AtomicFiles.writeString(target, svg);
            } else {
                PngFile.write(canvas.image(), target);
            }
            model.log().add("Network picture saved to " + target);
            return true;
        } catch (IOException | RuntimeException e) {
            model.log().add("Could not save the network picture to " + target + ": " + e.getMessage()
                    + ". Choose another folder or name.");
            return false;
        }
    }

    /** Asks for a folder and writes the last sweep's results.csv, results.json and per-source.csv into it. */
    void exportResults() {
        if (model.experiment().lastResult().isEmpty()) {
            model.log().add("Not done: there are no results to export yet. Run a sweep first (Run > Sweep).");
            return;
        }
        DirectoryChooser chooser = new DirectoryChooser();
        chooser.setTitle("Export results (results.csv, results.json, per-source.csv)");
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
            model.log().add("Results saved to " + dir + ": " + written.stream().map(p -> p.getFileName().toString())
                    .collect(Collectors.joining(", ")));
            return written;
        } catch (IOException | RuntimeException e) {
            model.log().add("Could not save the results to " + dir + ": " + e.getMessage() + ". Choose another folder.");
            return List.of();
        }
    }

    /** The scenario the last sweep ran, series and all: run it with 'flitlab run' to get the same numbers. */
    private String scenarioJson() {
        var ran = model.experiment().lastScenario();
        return ScenarioJson.write(ran != null ? ran : model.document().scenario());
    }

    private static String version() {
        String v = WorkbenchExports.class.getPackage().getImplementationVersion();
        return v == null ? "development" : v;
    }
}
