package org.flitlab.gui;

import java.util.List;
import java.util.Objects;
import javafx.application.Application;
import javafx.scene.Scene;
import javafx.stage.Stage;

/**
 * The FlitLab workbench window, and the GUI's composition root (architecture.md). It opens on a ready example,
 * a 4x4 torus with worms already crawling, so that motion is the first thing a class sees.
 *
 * <p>JavaFX owns the instance: it is created and started on the JavaFX Application Thread.
 */
public final class WorkbenchApp extends Application {

    /** The window title; tests look the window up by it. */
    public static final String TITLE = "FlitLab";
    static final double WIDTH = 1200;
    static final double HEIGHT = 800;
    private static final String STYLESHEET = "flitlab.css";

    private WorkbenchModel model;
    private WorkbenchWindow window;

    /** Creates the application; JavaFX calls this through {@link WorkbenchLauncher}. */
    public WorkbenchApp() {
    }

    @Override
    public void start(Stage stage) {
        model = new WorkbenchModel(Math.max(1, Runtime.getRuntime().availableProcessors() - 1));
        window = new WorkbenchWindow(model);
        Scene scene = new Scene(window.root(), WIDTH, HEIGHT);
        scene.getStylesheets().add(stylesheet());
        stage.setTitle(TITLE);
        stage.setScene(scene);
        stage.setOnHidden(e -> stop());
        model.newDocument();
        model.live().play();
        // getParameters() is null when a test calls start() without Application.launch.
        List<String> files = getParameters() == null ? List.of() : getParameters().getUnnamed();
        if (!files.isEmpty()) {
            // The first file is opened; its errors, if any, are in the message log.
            model.openScenario(java.nio.file.Path.of(files.get(0)));
            if (files.size() > 1) {
                model.log().add("Only the first scenario file is opened: " + files.get(0));
            }
        }
        stage.show();
    }

    @Override
    public void stop() {
        if (model != null) {
            window.stop();
            model.dispose();
        }
    }

    /** The view model, for tests. */
    WorkbenchModel model() {
        return model;
    }

    /** The window's views, for tests. */
    WorkbenchWindow window() {
        return window;
    }

    private static String stylesheet() {
        return Objects.requireNonNull(WorkbenchApp.class.getResource(STYLESHEET),
                "the stylesheet " + STYLESHEET + " is missing from org/flitlab/gui").toExternalForm();
    }
}
