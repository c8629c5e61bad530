package org.flitlab.gui;

import java.nio.file.Path;
import javafx.animation.PauseTransition;
import javafx.application.Platform;
import javafx.stage.Stage;
import javafx.util.Duration;
import org.flitlab.gui.present.PresentationLayout;

/**
 * Opens the workbench at a projector's 1280 x 720 in presentation mode for docs/images/classroom-screenshots.sh:
 * {@code presentation} (the opening torus running) or {@code presentation-chart} (a sweep run, then the chart
 * beside the canvas, as F6 gives it). With {@code -Dflitlab.slide=FILE[,FILE]} it also exports the network for
 * slides (PNG or SVG by name) a few seconds in; with {@code -Dflitlab.sample=FILE} it opens that sample first.
 * Not a test: a main for screenshots.
 */
public final class ClassroomTour {
    private ClassroomTour() {
    }

    public static void main(String[] args) {
        String state = args.length == 0 ? "presentation" : args[0];
        Platform.startup(() -> {
            Stage stage = new Stage();
            WorkbenchApp app = TestWorkbench.app();
            app.start(stage);
            stage.setX(0);
            stage.setY(0);
            stage.setWidth(1280);
            stage.setHeight(720);
            WorkbenchModel m = app.model();
            if (System.getProperty("flitlab.sample") != null) {
                m.openScenario(Path.of(System.getProperty("flitlab.sample")));
            }
            if (state.equals("presentation-chart")) {
                m.experiment().loadsProperty().set("0.05:0.55:0.05");
                m.experiment().run();
                app.window().presentation().showProperty().set(PresentationLayout.Show.CANVAS_AND_CHART);
            }
            m.presentationProperty().set(true);
            m.live().speedProperty().set(0.35);
            PauseTransition later = new PauseTransition(Duration.seconds(4));
            later.setOnFinished(e -> exportSlides(app));
            later.play();
        });
    }

    private static void exportSlides(WorkbenchApp app) {
        String files = System.getProperty("flitlab.slide");
        if (files != null) {
            var slides = new org.flitlab.gui.present.SlideExports(app.model().sceneProperty()::get,
                    WorkbenchModel.PRESENTATION_SCALE, app.model().log()::add);
            for (String f : files.split(",")) {
                slides.exportSlideTo(Path.of(f));
            }
        }
    }
}
