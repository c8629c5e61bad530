package org.flitlab.gui.run;

import javafx.animation.AnimationTimer;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Slider;
import javafx.scene.control.Spinner;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import org.flitlab.gui.common.Controls;

/**
 * The bar under the canvas: play/pause, step N ticks, reset, the speed slider (slow motion to fast), the tick
 * counter in ticks and microseconds, and live counters. Its AnimationTimer pulls the newest snapshot on every
 * FX pulse. FX thread only.
 */
public final class RunControlsView extends HBox {
    private final AnimationTimer pulse;
    private final Label counters;

    public RunControlsView(LiveRun run) {
        setId("run-controls");
        getStyleClass().add("run-controls");
        setAlignment(Pos.CENTER_LEFT);
        setSpacing(8);
        Button play = Controls.button("play", "\u25b6 Play", "Play or pause the animation (Space)", e -> run.togglePlaying());
        play.getStyleClass().add("primary");
        play.textProperty().bind(run.playingProperty().map(on -> on ? "\u25ae\u25ae Pause" : "\u25b6 Play"));
        Spinner<Integer> steps = new Spinner<>(1, 100_000, 10);
        steps.setId("step-ticks");
        steps.setEditable(true);
        steps.setPrefWidth(75);
        Controls.tip(steps, "How many ticks one Step simulates");
        Button step = Controls.button("step", "Step", "Simulate the given number of ticks, then stop (Ctrl+Right)",
                e -> run.step(steps.getValue()));
        Button reset = Controls.button("reset", "\u21ba Reset", "Start again from tick 0 with the same seed (Ctrl+R)",
                e -> run.reset());
        Slider speed = new Slider(0, 1, run.speedProperty().get());
        speed.setId("speed");
        speed.setPrefWidth(110);
        speed.valueProperty().bindBidirectional(run.speedProperty());
        Controls.tip(speed, "Animation speed: left is slow motion (2 ticks/s), right is fast (20,000 ticks/s)");
        Label speedText = new Label();
        speedText.setId("speed-text");
        speedText.setMinWidth(85);
        speedText.textProperty().bind(run.speedProperty().map(v -> String.format("%,.0f ticks/s", LiveRun.ticksPerSecond(v.doubleValue()))));
        Label tick = new Label();
        tick.setId("tick");
        tick.getStyleClass().add("tick");
        Label counters = new Label();
        counters.setId("counters");
        counters.getStyleClass().add("counters");
        counters.setMinWidth(0);
        for (javafx.scene.control.Control c : new javafx.scene.control.Control[] {play, step, reset, speed}) {
            c.setMinWidth(Region.USE_PREF_SIZE);
        }
        play.setMinWidth(90);
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        Label speedLabel = new Label("Speed");
        speedLabel.setMinWidth(Region.USE_PREF_SIZE);
        setMinWidth(0);
        getChildren().addAll(play, steps, step, reset, speedLabel, speed, speedText, gap, tick);
        this.counters = counters;
        run.snapshotProperty().addListener((o, was, now) -> {
            tick.setText(run.tickText());
            counters.setText(run.countersText());
        });
        tick.setText(run.tickText());
        pulse = new AnimationTimer() {
            @Override
            public void handle(long now) {
                run.pull();
            }
        };
        pulse.start();
    }

    /** The live counters (worms, blocked, delivered, flits in flight), for the view to place. */
    public Label counters() {
        return counters;
    }

    /** Stops pulling snapshots (window closing). */
    public void stop() {
        pulse.stop();
    }
}
