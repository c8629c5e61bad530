package org.flitlab.gui.common;

import javafx.event.ActionEvent;
import javafx.event.EventHandler;
import javafx.scene.control.Button;
import javafx.scene.control.Control;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.util.Duration;

/**
 * Small factories for the workbench's controls, so that every control gets an id and a tooltip
 * (tests find controls by id; a user hovering any control learns what it does). Stateless.
 */
public final class Controls {
    private Controls() {
    }

    /** A button with id, text, tooltip and action. */
    public static Button button(String id, String text, String tip, EventHandler<ActionEvent> action) {
        Button b = new Button(text);
        b.setId(id);
        tip(b, tip);
        b.setOnAction(action);
        return b;
    }

    /** Sets a tooltip that appears quickly. */
    public static <T extends Control> T tip(T control, String text) {
        Tooltip t = new Tooltip(text);
        t.setShowDelay(Duration.millis(400));
        t.setWrapText(true);
        t.setMaxWidth(360);
        control.setTooltip(t);
        return control;
    }

    /** A two-column form: labels keep their full width, fields take the rest. */
    public static GridPane form() {
        GridPane grid = new GridPane();
        grid.setHgap(6);
        grid.setVgap(6);
        ColumnConstraints labels = new ColumnConstraints();
        labels.setMinWidth(Region.USE_PREF_SIZE);
        ColumnConstraints fields = new ColumnConstraints();
        fields.setHgrow(Priority.ALWAYS);
        fields.setFillWidth(true);
        grid.getColumnConstraints().addAll(labels, fields);
        return grid;
    }

    /** A section heading. */
    public static Label heading(String text) {
        Label l = new Label(text);
        l.getStyleClass().add("heading");
        return l;
    }
}
