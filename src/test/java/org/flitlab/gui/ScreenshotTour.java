package org.flitlab.gui;

import javafx.application.Platform;
import javafx.stage.Stage;
import org.flitlab.gui.run.Examples;

/**
 * Opens the real workbench window in a given state for the docs/images screenshots (run under Xvfb, see
 * stack.md section 6): {@code workbench}, {@code sweep}, {@code deadlock} or {@code updown}. Not a test.
 */
public final class ScreenshotTour {
    private ScreenshotTour() {
    }

    public static void main(String[] args) {
        String state = args.length == 0 ? "workbench" : args[0];
        Platform.startup(() -> {
            Stage stage = new Stage();
            WorkbenchApp app = new WorkbenchApp();
            app.start(stage);
            WorkbenchModel m = app.model();
            switch (state) {
                case "sweep" -> {
                    m.experiment().loadsProperty().set("0.05:0.55:0.05");
                    m.experiment().measuredPacketsProperty().set("600");
                    m.experiment().run(m.setup());
                }
                case "deadlock" -> {
                    m.open(Examples.deadlock());
                    m.live().speedProperty().set(0.75);
                    m.live().play();
                }
                case "updown" -> {
                    m.open(Examples.upDownMesh());
                    m.live().pause();
                    m.routingViewProperty().set(true);
                    var t = m.setup().topology();
                    m.showRoutes(t.hostNode(15), t.hostNode(5));
                }
                default -> { }
            }
        });
    }
}
