package org.flitlab.gui;

import java.util.List;
import java.util.Objects;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.geometry.Pos;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.input.KeyCombination;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.stage.Stage;

/**
 * The FlitLab workbench window, and the GUI's composition root (architecture.md). For now a placeholder:
 * a menu bar with File &gt; Quit, a centre message and a status bar, styled by the one stylesheet
 * {@code flitlab.css}. The editor, runs and charts replace the centre with the GUI issue.
 *
 * <p>JavaFX owns the instance: it is created and started on the JavaFX Application Thread.
 */
public final class WorkbenchApp extends Application {

    /** The window title; tests look the window up by it. */
    public static final String TITLE = "FlitLab";
    static final double WIDTH = 1200;
    static final double HEIGHT = 800;
    private static final String STYLESHEET = "flitlab.css";

    /** Creates the application; JavaFX calls this through {@link WorkbenchLauncher}. */
    public WorkbenchApp() {
    }

    @Override
    public void start(Stage stage) {
        BorderPane root = new BorderPane();
        root.setId("workbench");
        root.setTop(menuBar());
        root.setCenter(placeholder());
        root.setBottom(statusBar(statusText()));

        Scene scene = new Scene(root, WIDTH, HEIGHT);
        scene.getStylesheets().add(stylesheet());
        stage.setTitle(TITLE);
        stage.setScene(scene);
        stage.show();
    }

    private MenuBar menuBar() {
        MenuItem quit = new MenuItem("Quit");
        quit.setId("quit");
        quit.setAccelerator(KeyCombination.keyCombination("Shortcut+Q"));
        quit.setOnAction(event -> Platform.exit());
        Menu file = new Menu("File", null, quit);
        file.setId("menu-file");
        MenuBar bar = new MenuBar(file);
        bar.setId("menu-bar");
        return bar;
    }

    private static Label placeholder() {
        Label label = new Label("FlitLab workbench \u2014 the editor arrives with the GUI issue");
        label.setId("placeholder");
        label.getStyleClass().add("placeholder");
        return label;
    }

    private static HBox statusBar(String text) {
        Label status = new Label(text);
        status.setId("status");
        HBox bar = new HBox(status);
        bar.setId("status-bar");
        bar.getStyleClass().add("status-bar");
        bar.setAlignment(Pos.CENTER_LEFT);
        return bar;
    }

    /** Says honestly that scenario files given on the command line are not opened yet. */
    private String statusText() {
        // getParameters() is null when a test calls start() without Application.launch.
        List<String> files = getParameters() == null ? List.of() : getParameters().getUnnamed();
        return files.isEmpty() ? "Ready" : "Opening scenario files is not available yet: " + String.join(", ", files);
    }

    private static String stylesheet() {
        return Objects.requireNonNull(WorkbenchApp.class.getResource(STYLESHEET),
                "the stylesheet " + STYLESHEET + " is missing from org/flitlab/gui").toExternalForm();
    }
}
