package org.flitlab.gui.compare;

import java.util.List;
import java.util.function.BiFunction;
import javafx.animation.AnimationTimer;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import org.flitlab.gui.common.Controls;
import org.flitlab.gui.editor.NetworkCanvas;

/**
 * The compare bar (which control, B's option, sweep both, close) and configuration B's canvas with its label.
 * FX thread only.
 */
public final class CompareView {
    private final CompareModel model;
    private final HBox bar = new HBox(8);
    private final NetworkCanvas canvasB = new NetworkCanvas();
    private final StackPane paneB;
    private final AnimationTimer pulse;
    private final Label error = new Label();

    /**
     * @param model compare mode's state
     * @param start starts compare mode with a control and B's option; returns the problems, empty on success
     * @param sweep sweeps A and B onto one chart
     * @param close leaves compare mode
     */
    public CompareView(CompareModel model, BiFunction<CompareControl, String, List<String>> start, Runnable sweep,
                       Runnable close) {
        this.model = model;
        paneB = paneB(model);
        ComboBox<CompareControl> control = new ComboBox<>();
        control.setId("compare-control");
        control.getItems().setAll(CompareControl.standard());
        Controls.tip(control, "The one control that differs between A (the open scenario) and B");
        ComboBox<String> option = new ComboBox<>();
        option.setId("compare-option");
        Controls.tip(option, "B's setting of that control; everything else (network, traffic, seed) is A's");
        control.valueProperty().addListener((o, was, c) -> option.getItems().setAll(c == null ? List.of() : c.optionNames()));
        // A value listener, not onAction: choosing programmatically (lessons, tests, screenshots) must start B too.
        option.valueProperty().addListener((o, was, now) -> {
            if (control.getValue() != null && now != null) {
                List<String> errors = start.apply(control.getValue(), option.getValue());
                error.setText(errors.isEmpty() ? "" : "B cannot run: " + String.join("; ", errors)
                        + ". Pick another option or control.");
            }
        });
        Label labelA = new Label();
        labelA.textProperty().bind(model.labelAProperty());
        labelA.setId("compare-label-a-bar");
        styleError();
        Button both = Controls.button("compare-sweep", "Sweep A and B",
                "Run the experiment's loads for A and B with the same seeds; both curves on one chart", e -> sweep.run());
        Button closeButton = Controls.button("compare-close", "Close compare", "Back to one network", e -> close.run());
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        bar.getChildren().addAll(Controls.heading("Compare"), control, new Label("B ="), option, error, gap, both, closeButton);
        bar.getStyleClass().add("info-bar");
        bar.setAlignment(Pos.CENTER_LEFT);
        pulse = pulseWhileActive(model);
    }

    /**
     * The timer pulling B's snapshots, running only while compare mode is on: a timer left running keeps the window
     * pulsing, and using CPU, when nothing moves.
     */
    private static AnimationTimer pulseWhileActive(CompareModel model) {
        AnimationTimer timer = new AnimationTimer() {
            @Override
            public void handle(long now) {
                model.pull();
            }
        };
        model.activeProperty().addListener((o, was, on) -> {
            if (on) {
                timer.start();
            } else {
                timer.stop();
            }
        });
        if (model.activeProperty().get()) {
            timer.start();
        }
        return timer;
    }

    /** B's network canvas with B's label over its top-left corner. */
    private StackPane paneB(CompareModel model) {
        canvasB.setId("canvas-b");
        canvasB.drawingProperty().bind(model.sceneBProperty());
        Label labelB = label(model.labelBProperty().get());
        labelB.setId("compare-label-b");
        labelB.textProperty().bind(model.labelBProperty());
        StackPane pane = new StackPane(canvasB, labelB);
        StackPane.setAlignment(labelB, Pos.TOP_LEFT);
        pane.setMinSize(150, 150);
        return pane;
    }

    /** The error label takes room in the bar only while B cannot run. */
    private void styleError() {
        error.setId("compare-error");
        error.getStyleClass().add("error");
        error.setWrapText(true);
        error.visibleProperty().bind(error.textProperty().isNotEmpty());
        error.managedProperty().bind(error.visibleProperty());
    }

    /** A label drawn over a canvas corner. */
    public static Label label(String text) {
        Label l = new Label(text);
        l.getStyleClass().add("compare-label");
        l.setMouseTransparent(true);
        return l;
    }

    /** Selects {@code c} and B's {@code option} in the bar, as the user would. */
    @SuppressWarnings("unchecked")
    public void choose(CompareControl c, String option) {
        ((ComboBox<CompareControl>) bar.lookup("#compare-control")).setValue(c);
        ((ComboBox<String>) bar.lookup("#compare-option")).setValue(option);
    }

    public HBox bar() {
        return bar;
    }

    /** B's canvas with its label. */
    public StackPane paneB() {
        return paneB;
    }

    public NetworkCanvas canvasB() {
        return canvasB;
    }

    public void stop() {
        pulse.stop();
        model.dispose();
    }
}
