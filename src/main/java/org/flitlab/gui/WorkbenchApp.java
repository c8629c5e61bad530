package org.flitlab.gui;

import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.prefs.Preferences;
import javafx.animation.Animation;
import javafx.animation.PauseTransition;
import javafx.application.Application;
import javafx.geometry.Pos;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.stage.Screen;
import javafx.stage.Stage;
import javafx.util.Duration;
import org.flitlab.gui.common.Controls;
import org.flitlab.gui.files.Autosave;
import org.flitlab.gui.files.WindowFit;
import org.flitlab.gui.files.WindowMemory;

/**
 * The FlitLab workbench window, and the GUI's composition root (architecture.md). It opens on a ready example,
 * a 4x4 torus with worms already crawling, so that motion is the first thing a class sees. It restores the
 * window placement remembered in {@link WindowMemory}, keeps an {@link Autosave} copy of a changed scenario, offers
 * a copy left by a crash for recovery, and asks before closing over unsaved changes.
 *
 * <p>JavaFX owns the instance: it is created and started on the JavaFX Application Thread.
 */
public final class WorkbenchApp extends Application {

    /** The window title; tests look the window up by it. */
    public static final String TITLE = "FlitLab";
    /** How long after a change the autosave copy is written. */
    public static final Duration AUTOSAVE_DELAY = Duration.seconds(30);
    static final double WIDTH = 1200;
    static final double HEIGHT = 800;
    private static final String STYLESHEET = "flitlab.css";

    private final Preferences prefs;
    private final Path autosaveFolder;
    private WorkbenchModel model;
    private WorkbenchWindow window;
    private WindowMemory memory;
    private Autosave autosave;
    private Stage stage;
    private final PauseTransition autosaveDelay = new PauseTransition(AUTOSAVE_DELAY);

    /** Creates the application with the user's preferences and autosave folder; JavaFX calls this. */
    public WorkbenchApp() {
        this(null, null);
    }

    /** For tests: a throwaway preferences node and autosave folder (null for the user's own). */
    WorkbenchApp(Preferences prefs, Path autosaveFolder) {
        this.prefs = prefs;
        this.autosaveFolder = autosaveFolder;
    }

    @Override
    public void start(Stage stage) {
        this.stage = stage;
        memory = new WindowMemory(prefs != null ? prefs : WindowMemory.userNode());
        autosave = new Autosave(autosaveFolder != null ? autosaveFolder : Autosave.userFolder());
        model = new WorkbenchModel(Math.max(1, Runtime.getRuntime().availableProcessors() - 1));
        window = new WorkbenchWindow(model, memory);
        var placement = memory.placement();
        double[] fit = fitToScreen(placement);
        Scene scene = new Scene(window.root(), fit[2], fit[3]);
        scene.getStylesheets().add(stylesheet());
        stage.titleProperty().bind(model.document().titleProperty());
        stage.setScene(scene);
        stage.setX(fit[0]);
        stage.setY(fit[1]);
        placement.ifPresent(p -> {
            stage.setMaximized(p.maximized());
            window.centreSplit().setDividerPositions(p.centreDivider());
            window.bottomSplit().setDividerPositions(p.bottomDividers());
        });
        stage.setOnCloseRequest(e -> {
            if (!window.menus().confirmDiscard()) {
                e.consume();
            }
        });
        stage.setOnHidden(e -> stop());
        autosaveDelay.setOnFinished(e -> autosaveNow());
        model.document().scenarioProperty().addListener((o, was, now) -> {
            if (model.isModified() && autosaveDelay.getStatus() != Animation.Status.RUNNING) {
                autosaveDelay.playFromStart();
            }
        });
        model.newDocument();
        model.live().play();
        openCommandLineFile();
        offerRecovery();
        stage.show();
    }

    /**
     * The remembered (else default) placement fitted to the screen it was on (else the primary screen, for a screen
     * that is gone or no placement): {x, y, scene width, scene height}.
     */
    private static double[] fitToScreen(Optional<WindowMemory.Placement> placement) {
        Screen screen = placement.map(p -> Screen.getScreensForRectangle(p.x(), p.y(), p.width(), p.height()))
                .filter(list -> !list.isEmpty()).map(list -> list.get(0)).orElse(Screen.getPrimary());
        return WindowFit.fit(screen.getVisualBounds(),
                placement.map(WindowMemory.Placement::x).orElse(Double.NaN),
                placement.map(WindowMemory.Placement::y).orElse(Double.NaN),
                placement.map(WindowMemory.Placement::width).orElse(WIDTH),
                placement.map(WindowMemory.Placement::height).orElse(HEIGHT));
    }

    /** Opens the scenario file named on the command line, if any. */
    private void openCommandLineFile() {
        // getParameters() is null when a test calls start() without Application.launch.
        List<String> files = getParameters() == null ? List.of() : getParameters().getUnnamed();
        if (!files.isEmpty()) {
            window.menus().openPath(Path.of(files.get(0)));
            if (files.size() > 1) {
                model.log().add("Only the first scenario file is opened: " + files.get(0));
            }
        }
    }

    /** A copy left by a session that did not exit cleanly is offered in a bar under the toolbar. */
    private void offerRecovery() {
        if (!autosave.hasCopy()) {
            return;
        }
        var copy = autosave.read();
        if (copy.isEmpty()) {
            model.log().add("An autosave copy at " + autosave.copyFile().orElse(autosave.file()) + " could not be read; it was left there for you to inspect.");
            return;
        }
        Label text = new Label("FlitLab did not close cleanly last time. Your unsaved scenario \""
                + copy.get().name() + "\" was autosaved.");
        text.setWrapText(true);
        Button recover = Controls.button("recover-autosave", "Recover", "Open the autosaved copy (then save it with File > Save as)", e -> {
            List<String> errors = model.openGenerated(copy.get(), List.of("Recovered the autosaved copy; save it with File > Save as."));
            autosave.adoptCopy();
            window.showBar(null, "recovery-bar");
            if (errors.isEmpty()) {
                window.canvas().fitView();
            }
        });
        Button discard = Controls.button("discard-autosave", "Discard", "Delete the autosaved copy", e -> {
            autosave.discardCopy();
            window.showBar(null, "recovery-bar");
            model.log().add("The autosaved copy was discarded.");
        });
        HBox bar = new HBox(8, text, recover, discard);
        bar.getStyleClass().add("info-bar");
        bar.setAlignment(Pos.CENTER_LEFT);
        window.showBar(bar, "recovery-bar");
    }

    /** Writes the autosave copy now if there are unsaved changes (the timer calls this; tests too). */
    void autosaveNow() {
        if (model == null || !model.isModified()) {
            return;
        }
        List<String> errors = autosave.write(model.document().scenario());
        if (!errors.isEmpty()) {
            model.log().add(String.join("; ", errors) + ". Save your work with File > Save as.");
        }
    }

    @Override
    public void stop() {
        if (model == null) {
            return;
        }
        autosaveDelay.stop();
        // The normal layout is remembered, not presentation mode's (which is view state for this session only).
        model.presentationProperty().set(false);
        if (stage != null && stage.getScene() != null && stage.getWidth() > 0) {
            memory.savePlacement(new WindowMemory.Placement(stage.getX(), stage.getY(), stage.getScene().getWidth(),
                    stage.getScene().getHeight(), stage.isMaximized(), window.centreSplit().getDividerPositions()[0],
                    window.bottomSplit().getDividerPositions()));
        }
        autosave.delete();
        window.stop();
        model.dispose();
        model = null;
    }

    /** The view model, for tests. */
    WorkbenchModel model() {
        return model;
    }

    /** The window's views, for tests. */
    WorkbenchWindow window() {
        return window;
    }

    /** The autosave copy, for tests. */
    Autosave autosave() {
        return autosave;
    }

    /** The remembered placement and recent files, for tests. */
    WindowMemory memory() {
        return memory;
    }

    private static String stylesheet() {
        return Objects.requireNonNull(WorkbenchApp.class.getResource(STYLESHEET),
                "the stylesheet " + STYLESHEET + " is missing from org/flitlab/gui").toExternalForm();
    }
}
