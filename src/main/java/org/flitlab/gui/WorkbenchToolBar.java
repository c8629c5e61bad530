package org.flitlab.gui;

import javafx.scene.control.Button;
import javafx.scene.control.MenuButton;
import javafx.scene.control.MenuItem;
import javafx.scene.control.Separator;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToolBar;
import org.flitlab.gui.common.Controls;
import org.flitlab.gui.files.BuiltInScenarios;
import org.flitlab.scenario.Scenario;

/**
 * The workbench's toolbar: the examples and the deadlock demo, the routing view, fit and presentation toggles, and
 * undo and redo. Stateless; FX thread only.
 */
final class WorkbenchToolBar {
    private WorkbenchToolBar() {
    }

    /** The toolbar; its examples open through {@code menus}, which asks about unsaved edits first. */
    static ToolBar of(WorkbenchModel model, WorkbenchWindow window, WorkbenchMenus menus) {
        MenuButton examples = new MenuButton("Examples");
        examples.setId("examples-button");
        Controls.tip(examples, "Open a ready-made network");
        for (Scenario s : BuiltInScenarios.all()) {
            MenuItem i = new MenuItem(s.name());
            i.setOnAction(e -> menus.openExample(s));
            examples.getItems().add(i);
        }
        Button deadlock = Controls.button("deadlock-demo", "Deadlock demo",
                "Open a torus without a dateline at high load, at high speed: watch it deadlock", e -> {
                    if (menus.openExample(BuiltInScenarios.deadlock())) {
                        model.live().speedProperty().set(0.7);
                        model.live().play();
                    }
                });
        ToggleButton routing = Controls.tip(new ToggleButton("Routing view"),
                "Show the routing: the up*/down* tree and root; click two hosts to see every permitted route (Ctrl+U)");
        routing.setId("routing-view");
        routing.selectedProperty().bindBidirectional(model.routingViewProperty());
        ToggleButton presentation = Controls.tip(new ToggleButton("Presentation"),
                "Presentation mode for a projector: the canvas takes the window, fonts and strokes grow (F5; F6 shows the chart, F11 full screen)");
        presentation.setId("presentation");
        presentation.selectedProperty().bindBidirectional(model.presentationProperty());
        Button fit = Controls.button("fit-view", "Fit", "Zoom to show the whole network (Ctrl+0)", e -> window.canvas().fitView());
        Button undo = Controls.button("undo-button", "\u21b6 Undo", "Undo the last edit (Ctrl+Z)", e -> model.undo().undo());
        undo.disableProperty().bind(model.undo().canUndoProperty().not());
        Button redo = Controls.button("redo-button", "\u21b7 Redo", "Redo (Ctrl+Y)", e -> model.undo().redo());
        redo.disableProperty().bind(model.undo().canRedoProperty().not());
        ToolBar bar = new ToolBar(examples, deadlock, new Separator(), routing, fit, presentation, new Separator(), undo, redo);
        bar.setId("tool-bar");
        return bar;
    }
}
