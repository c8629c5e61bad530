package org.flitlab.gui;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;
import org.flitlab.scenario.BundledSamples;
import org.flitlab.scenario.SampleStudy;

/**
 * File &gt; Open sample: the bundled samples as {@code flitlab samples} lists them, one submenu per study in the
 * gallery's order, each item named as the command line names the sample. FX thread only.
 */
final class SampleMenu {
    private SampleMenu() {
    }

    /** The menu of the samples in {@code folder}; choosing one calls {@code open} with its file. */
    static Menu of(Path folder, Consumer<Path> open) {
        Menu samples = new Menu("Open sample");
        samples.setId("menu-samples");
        List<Path> files = Files.isDirectory(folder) ? BundledSamples.files(folder) : List.of();
        for (var group : SampleStudy.group(files, p -> p.getFileName().toString()).entrySet()) {
            Menu study = new Menu(group.getKey().title());
            for (Path p : group.getValue()) {
                MenuItem i = new MenuItem(folder.relativize(p).toString().replace('\\', '/').replaceAll("\\.json$", ""));
                i.setOnAction(e -> open.accept(p));
                study.getItems().add(i);
            }
            samples.getItems().add(study);
        }
        if (samples.getItems().isEmpty()) {
            MenuItem none = new MenuItem("(this build carries no samples)");
            none.setDisable(true);
            samples.getItems().add(none);
        }
        return samples;
    }
}
