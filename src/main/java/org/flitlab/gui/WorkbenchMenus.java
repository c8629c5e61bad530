package org.flitlab.gui;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonType;
import javafx.scene.control.SeparatorMenuItem;
import javafx.stage.FileChooser;
import org.flitlab.gui.files.ScenarioDocument;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.input.KeyCombination;
import org.flitlab.gui.editor.AutoLayout;
import org.flitlab.gui.lessons.Lesson;
import org.flitlab.gui.lessons.Lessons;
import org.flitlab.gui.generate.GeneratorDialog;
import org.flitlab.gui.generate.TopologyGenerator;
import org.flitlab.scenario.Catalog;
import org.flitlab.scenario.Scenario;
import org.flitlab.gui.files.BuiltInScenarios;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Locale;
import org.flitlab.gui.editor.ChoiceLabels;
import org.flitlab.gui.files.SampleGallery;
import org.flitlab.gui.files.WindowMemory;
import org.flitlab.scenario.BundledSamples;
import org.flitlab.scenario.ComponentKind;

/**
 * The menu bar and toolbar of the workbench, with keyboard shortcuts for the main actions. Scenario files
 * (open, save) are wired here once the scenario package is merged. FX thread only.
 */
final class WorkbenchMenus {
    private final WorkbenchModel model;
    private final WorkbenchWindow window;
    private final WindowMemory memory;
    private final Menu recent = new Menu("Recent");
    private MenuBar bar;

    WorkbenchMenus(WorkbenchModel model, WorkbenchWindow window, WindowMemory memory) {
        this.model = model;
        this.window = window;
        this.memory = memory;
    }

    MenuBar menuBar() {
        bar = new MenuBar(fileMenu(), editMenu(), viewMenu(), networkMenu(), runMenu(), examplesMenu(), lessonsMenu(),
                new HelpMenu(() -> bar, window::window).menu());
        bar.setId("menu-bar");
        return bar;
    }

    private Menu fileMenu() {
        MenuItem newItem = item("new", "New", "Shortcut+N", () -> {
            if (confirmDiscard()) {
                model.newDocument();
            }
        });
        MenuItem open = item("open", "Open\u2026", "Shortcut+O", this::openFile);
        Menu samples = SampleMenu.of(samplesFolder(), this::openPath);
        MenuItem gallery = new MenuItem("Open sample gallery\u2026");
        gallery.setId("sample-gallery");
        gallery.setOnAction(e -> showGallery());
        MenuItem save = item("save", "Save", "Shortcut+S", () -> save(false));
        MenuItem saveAs = item("save-as", "Save as\u2026", "Shortcut+Shift+S", () -> save(true));
        Menu export = new Menu("Export", null, item("export", "Chart (PNG or SVG)\u2026", "Shortcut+E", window::exportChart),
                item("export-canvas", "Network picture (PNG or SVG)\u2026", "Shortcut+Shift+E", () -> window.exports().exportCanvas()),
                item("export-results", "Results (CSV files and JSON)\u2026", null, () -> window.exports().exportResults()));
        export.setId("menu-export");
        MenuItem quit = item("quit", "Quit", "Shortcut+Q", () -> {
            if (confirmDiscard()) {
                window.window().hide();
            }
        });
        recent.setId("menu-recent");
        refreshRecent();
        Menu file = new Menu("File", null, newItem, open, recent, samples, gallery, save, saveAs, new SeparatorMenuItem(), export,
                new SeparatorMenuItem(), quit);
        file.setId("menu-file");
        return file;
    }

    /** File &gt; Open sample gallery: the samples with descriptions and thumbnails. */
    SampleGallery showGallery() {
        var g = new SampleGallery(window.window(), samplesFolder(), this::openPath);
        g.show();
        return g;
    }

    /** Rebuilds File &gt; Recent from the remembered files, newest first. */
    void refreshRecent() {
        recent.getItems().clear();
        List<Path> files = memory.recentFiles();
        for (int n = 0; n < files.size(); n++) {
            Path p = files.get(n);
            MenuItem i = new MenuItem(p.getFileName() + "  (" + (p.getParent() == null ? "" : p.getParent()) + ")");
            i.setId("recent-" + n);
            i.setMnemonicParsing(false);
            i.setOnAction(e -> openPath(p));
            recent.getItems().add(i);
        }
        if (files.isEmpty()) {
            MenuItem none = new MenuItem("(no recent files)");
            none.setDisable(true);
            recent.getItems().add(none);
        }
    }

    /** Asks before unsaved edits are thrown away; true to go on. */
    boolean confirmDiscard() {
        if (!model.isModified()) {
            return true;
        }
        Alert a = new Alert(Alert.AlertType.CONFIRMATION, "The network has unsaved changes. Discard them? "
                + "(Cancel, then File > Save or Save as, keeps them.)", ButtonType.OK, ButtonType.CANCEL);
        a.setHeaderText("Unsaved changes");
        a.getDialogPane().setId("confirm-discard");
        a.initOwner(window.window());
        return a.showAndWait().filter(b -> b == ButtonType.OK).isPresent();
    }

    private void openFile() {
        if (!confirmDiscard()) {
            return;
        }
        FileChooser chooser = chooser("Open scenario");
        File f = chooser.showOpenDialog(window.window());
        if (f != null) {
            openConfirmed(f.toPath());
        }
    }

    /** Opens scenario file {@code p} (after asking about unsaved changes); errors are shown in a dialog. */
    void openPath(Path p) {
        if (confirmDiscard()) {
            openConfirmed(p);
        }
    }

    /**
     * Opens scenario file {@code p}; the user has already been asked about unsaved changes. A large network is
     * assembled in the background first, with progress and Cancel.
     */
    private void openConfirmed(Path p) {
        if (Files.isRegularFile(p)) {
            var read = ScenarioDocument.read(p);
            if (read.isValid() && BackgroundOpen.isLarge(read.scenario())) {
                BackgroundOpen.start(model, p, read.scenario(), window::showBar, this::openNow);
                return;
            }
        }
        openNow(p);
    }

    /** Opens scenario file {@code p} on the FX thread; errors are shown in a dialog. */
    private void openNow(Path p) {
        if (!Files.isRegularFile(p)) {
            memory.forget(p);
            refreshRecent();
            showErrors("Could not open " + p.getFileName(), List.of("There is no file " + p.toAbsolutePath()
                    + ". It may have been moved or deleted; use File > Open to find it."));
            model.log().add("Could not open " + p + ": there is no such file.");
            return;
        }
        List<String> errors = model.openScenario(p);
        if (!errors.isEmpty()) {
            showErrors("Could not open " + p.getFileName(), withAdvice(errors, "Fix the file in a text editor (each line "
                    + "names the JSON path of a problem), or open a sample from File > Open sample."));
        } else {
            memory.addRecent(p);
            refreshRecent();
            window.canvas().fitView();
        }
    }

    private static List<String> withAdvice(List<String> errors, String advice) {
        List<String> all = new ArrayList<>(errors);
        all.add("");
        all.add(advice);
        return all;
    }

    private void save(boolean askForFile) {
        Path target = model.document().path().orElse(null);
        if (askForFile || target == null) {
            FileChooser chooser = chooser("Save scenario");
            chooser.setInitialFileName(model.document().scenario().name().replaceAll("[^A-Za-z0-9._-]+", "-") + ".json");
            File f = chooser.showSaveDialog(window.window());
            if (f == null) {
                return;
            }
            target = f.toPath();
        }
        List<String> errors = model.saveScenario(target);
        if (!errors.isEmpty()) {
            showErrors("Could not save " + target.getFileName(), withAdvice(errors,
                    "Choose another folder with File > Save as, or undo the last edit and try again."));
        } else {
            memory.addRecent(target);
            refreshRecent();
        }
    }

    /**
     * The bundled samples (resources of the jar, so found from any working directory); an empty folder if this
     * build carries none, which the menus then say.
     */
    static Path samplesFolder() {
        try {
            return BundledSamples.folder();
        } catch (UncheckedIOException e) {
            return Path.of("no-samples-in-this-build");
        }
    }

    private static FileChooser chooser(String title) {
        FileChooser chooser = new FileChooser();
        chooser.setTitle(title);
        chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter("FlitLab scenario", "*.json"));
        if (Files.isDirectory(Path.of("samples"))) {
            chooser.setInitialDirectory(Path.of("samples").toFile());
        }
        return chooser;
    }

    private void showErrors(String header, List<String> errors) {
        Alert a = new Alert(Alert.AlertType.ERROR, String.join("\n", errors), ButtonType.OK);
        a.setHeaderText(header);
        a.initOwner(window.window());
        a.getDialogPane().setId("error-dialog");
        a.show();
    }

    private Menu editMenu() {
        MenuItem undo = item("undo", "Undo", "Shortcut+Z", () -> model.undo().undo());
        undo.textProperty().bind(model.undo().undoNameProperty());
        undo.disableProperty().bind(model.undo().canUndoProperty().not());
        MenuItem redo = item("redo", "Redo", "Shortcut+Y", () -> model.undo().redo());
        redo.textProperty().bind(model.undo().redoNameProperty());
        redo.disableProperty().bind(model.undo().canRedoProperty().not());
        MenuItem delete = item("delete-item", "Delete selected", "DELETE", () -> model.deleteMarked(model.selectedNodeProperty().get()));
        CheckMenuItem snap = new CheckMenuItem("Snap to grid");
        snap.setId("snap-item");
        snap.selectedProperty().bindBidirectional(model.snapToGridProperty());
        Menu edit = new Menu("Edit", null, undo, redo, new SeparatorMenuItem(), delete, snap);
        edit.setId("menu-edit");
        return edit;
    }

    private Menu viewMenu() {
        MenuItem fit = item("fit", "Fit network", "Shortcut+0", () -> window.canvas().fitView());
        CheckMenuItem routing = new CheckMenuItem("Routing view");
        routing.setId("routing-view-item");
        routing.setAccelerator(KeyCombination.keyCombination("Shortcut+U"));
        routing.selectedProperty().bindBidirectional(model.routingViewProperty());
        CheckMenuItem presentation = new CheckMenuItem("Presentation mode");
        presentation.setId("presentation-item");
        presentation.setAccelerator(KeyCombination.keyCombination("F5"));
        presentation.selectedProperty().bindBidirectional(model.presentationProperty());
        MenuItem clearHeat = item("clear-heat-item", "Hide heat map", "Shortcut+H", model::clearHeat);
        MenuItem compare = item("compare-item", "Compare two configurations", "Shortcut+K", window::openCompare);
        Menu view = new Menu("View", null, fit, routing, presentation, clearHeat, new SeparatorMenuItem(), compare);
        view.setId("menu-view");
        return view;
    }

    private Menu networkMenu() {
        MenuItem generate = item("generate-item", "Generate\u2026", "Shortcut+G", this::generate);
        Menu layout = new Menu("Layout");
        layout.setId("menu-layout");
        for (AutoLayout style : AutoLayout.values()) {
            MenuItem i = new MenuItem(style.displayName());
            i.setId("layout-" + style.name().toLowerCase(Locale.ROOT));
            i.setOnAction(e -> {
                model.applyLayout(style);
                window.canvas().fitView();
            });
            layout.getItems().add(i);
        }
        Menu network = new Menu("Network", null, generate, layout);
        network.setId("menu-network");
        return network;
    }

    /** Network > Generate: the catalogue's topologies, with the open scenario's network and traffic. */
    void generate() {
        if (!confirmDiscard()) {
            return;
        }
        Scenario base = model.document().scenario();
        GeneratorDialog d = new GeneratorDialog(window.window(), new TopologyGenerator(Catalog.standard()), base,
                model.setup().topology().family());
        d.showAndWait().filter(TopologyGenerator.Generated::ok).ifPresent(g -> {
            String family = ChoiceLabels.name(ComponentKind.TOPOLOGY, g.scenario().topology().id());
            List<String> errors = model.openGenerated(ScenarioFiles.describedGenerated(g.scenario(), base, family), g.notes());
            if (errors.isEmpty()) {
                window.canvas().fitView();
            } else {
                showErrors("Could not open the generated network", withAdvice(errors,
                        "Change the parameters named above in Network > Generate and try again."));
            }
        });
    }

    private Menu runMenu() {
        MenuItem play = item("play-item", "Play / pause", "Shortcut+P", () -> model.live().togglePlaying());
        MenuItem step = item("step-item", "Step 10 ticks", "Shortcut+RIGHT", () -> model.live().step(10));
        MenuItem back = item("back-item", "Back 1 tick", "Shortcut+LEFT", () -> window.timelineModel().stepBack(1));
        MenuItem reset = item("reset-item", "Reset", "Shortcut+R", () -> model.live().reset());
        MenuItem sweep = item("sweep-item", "Run sweep", "Shortcut+ENTER", model::sweepCompare);
        MenuItem cancel = item("cancel-item", "Cancel sweep", "ESCAPE", () -> model.experiment().cancel());
        Menu run = new Menu("Run", null, play, step, back, reset, sweep, cancel);
        run.setId("menu-run");
        return run;
    }

    private Menu lessonsMenu() {
        Menu m = new Menu("Lessons");
        m.setId("menu-lessons");
        for (Lesson l : Lessons.all()) {
            MenuItem i = new MenuItem(l.title());
            i.setId("lesson-" + l.id());
            i.setOnAction(e -> {
                if (confirmDiscard()) {
                    List<String> errors = model.openLesson(l, samplesFolder());
                    if (!errors.isEmpty()) {
                        showErrors("Could not open the lesson " + l.title(), errors);
                    } else {
                        window.canvas().fitView();
                    }
                }
            });
            m.getItems().add(i);
        }
        return m;
    }

    private Menu examplesMenu() {
        Menu m = new Menu("Examples");
        m.setId("menu-examples");
        for (Scenario s : BuiltInScenarios.all()) {
            MenuItem i = new MenuItem(s.name());
            i.setOnAction(e -> openExample(s));
            m.getItems().add(i);
        }
        return m;
    }

    /** Opens a built-in example as a new, unsaved document, after asking about unsaved edits; false if declined. */
    boolean openExample(Scenario s) {
        if (!confirmDiscard()) {
            return false;
        }
        model.open(s, null);
        window.canvas().fitView();
        return true;
    }

    private static MenuItem item(String id, String text, String accelerator, Runnable action) {
        MenuItem i = new MenuItem(text);
        i.setId(id);
        if (accelerator != null) {
            i.setAccelerator(KeyCombination.keyCombination(accelerator));
        }
        i.setOnAction(e -> action.run());
        return i;
    }
}
