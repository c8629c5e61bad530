package org.flitlab.gui;

import javafx.scene.control.MenuBar;
import org.flitlab.gui.present.GifExportDialog;
import org.flitlab.gui.present.PresentationMenu;
import org.flitlab.gui.present.SlideExports;

/**
 * Connects the classroom features of {@code org.flitlab.gui.present} to the window: the F6 and F11 items next to
 * Presentation mode and the exports for slides, all reading the window model's scene, setup and presentation
 * flag (no copy of either). FX thread only.
 */
final class PresentationClassroom {
    private PresentationClassroom() {
    }

    static void install(WorkbenchWindow window, MenuBar bar, WorkbenchModel model) {
        SlideExports slides = new SlideExports(model.sceneProperty()::get, WorkbenchModel.PRESENTATION_SCALE, model.log()::add);
        GifExportDialog[] gif = new GifExportDialog[1];
        PresentationMenu.addTo(bar, model.presentationProperty(), window.presentation(), slides, () -> {
            if (gif[0] == null) {
                gif[0] = new GifExportDialog(model.sceneProperty()::get, model::setup, WorkbenchModel.PRESENTATION_SCALE,
                        model.log()::add);
            }
            return gif[0];
        }, window::window);
        // A sweep draws its charts anew with the window's small lettering; after it has, letter them for the room.
        Runnable refresh = () -> javafx.application.Platform.runLater(window.presentation()::refreshChartFonts);
        model.experiment().chartProperty().addListener((o, was, now) -> refresh.run());
        model.experiment().runningProperty().addListener((o, was, now) -> refresh.run());
    }
}
