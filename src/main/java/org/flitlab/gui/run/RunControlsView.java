package org.flitlab.gui.run;

import javafx.animation.AnimationTimer;
import java.util.List;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Slider;
import javafx.scene.control.Spinner;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import org.flitlab.gui.common.Controls;
import org.flitlab.gui.common.TwoRowBar;
import org.flitlab.gui.common.WidestText;

/**
 * The bar under the canvas: play/pause, step N ticks, reset and the speed slider (slow motion to fast); and the
 * readouts the window places over the canvas: the tick in ticks and microseconds, and the live counters. Its
 * AnimationTimer pulls the newest snapshot on every FX pulse; while playing, the readouts change at most ten times
 * a second (faster is unreadable, and each change costs the window a layout pass), at once when paused or stepped.
 * The step controls and the speed controls are two groups on one row where the column is wide enough, the speed's
 * on a second row where it is not (a projector's 1280 x 720 from a 19-20px font on): squeezed onto one row, Pause and
 * the speed lost their ends and the Step count showed "1(". FX thread only.
 */
public final class RunControlsView extends TwoRowBar {
    /** Nanoseconds between two readout updates while the animation plays. */
    private static final long READOUT_NANOS = 100_000_000;

    private final AnimationTimer pulse;
    private final Label counters;
    private final Label tick;
    private boolean readoutStale;
    private long readoutShown;
    /** Pulses in a row that brought no new snapshot while paused; at {@value #IDLE_PULSES} the timer stops. */
    private int idlePulses;
    /**
     * Two seconds of pulses with nothing new while paused: the window then stops pulsing (no CPU). Long enough for
     * the slowest slice of a long Step to publish its snapshot before the timer gives up.
     */
    private static final int IDLE_PULSES = 120;
    /** Set when the window closes: nothing wakes the timer after that. */
    private boolean closed;

    public RunControlsView(LiveRun run) {
        super(8);
        setId("run-controls");
        getStyleClass().add("run-controls");
        setGroups(group("run-step-controls", stepControls(run)), group("run-speed-controls", speedControls(run)));
        tick = readout("tick", "tick");
        counters = readout("counters", "counters");
        counters.setMinWidth(0);
        tick.setMouseTransparent(true);
        run.snapshotProperty().addListener((o, was, now) -> readoutStale = true);
        tick.setText(run.tickText());
        pulse = new AnimationTimer() {
            @Override
            public void handle(long now) {
                pulse(run, now);
            }
        };
        pulse.start();
        // Paused and idle, the timer is stopped (docs/performance.md, "Workbench cost"); play, step and reset wake it.
        run.playingProperty().addListener((o, was, on) -> wake());
        run.requestsProperty().addListener((o, was, now) -> wake());
    }

    private void wake() {
        idlePulses = 0;
        if (!closed) {
            pulse.start();
        }
    }

    /** A row of controls that stays together, each at its own width (none squeezed); wraps as a whole. */
    private static HBox group(String id, List<Node> controls) {
        HBox row = new HBox(8);
        row.setId(id);
        row.setAlignment(Pos.CENTER_LEFT);
        row.getChildren().addAll(controls);
        for (Node n : controls) {
            if (n instanceof Region r && !r.minWidthProperty().isBound()) {
                r.setMinWidth(Region.USE_PREF_SIZE);
            }
        }
        row.setMinWidth(Region.USE_PREF_SIZE);
        return row;
    }

    /** Play/pause, the tick count of one step, Step and Reset. */
    private static List<Node> stepControls(LiveRun run) {
        Button play = Controls.button("play", "\u25b6 Play", "Play or pause the animation (Space)", e -> run.togglePlaying());
        play.getStyleClass().add("primary");
        play.textProperty().bind(run.playingProperty().map(on -> on ? "\u25ae\u25ae Pause" : "\u25b6 Play"));
        WidestText.keep(play, "\u25b6 Play", "\u25ae\u25ae Pause");
        Spinner<Integer> steps = new Spinner<>(1, 100_000, 10);
        steps.setId("step-ticks");
        steps.setEditable(true);
        // In ems, so its number keeps its room as the arrows grow with the font (at 18px a fixed 75 px showed "1(").
        steps.setStyle("-fx-pref-width: 5.8em;");
        Controls.tip(steps, "How many ticks one Step simulates");
        Button step = Controls.button("step", "Step", "Simulate the given number of ticks, then stop (Ctrl+Right)",
                e -> run.step(steps.getValue()));
        Button reset = Controls.button("reset", "\u21ba Reset", "Start again from tick 0 with the same seed (Ctrl+R)",
                e -> run.reset());
        return List.of(play, steps, step, reset);
    }

    /** The speed slider, from slow motion to fast, with its label and its value in ticks per second. */
    private static List<Node> speedControls(LiveRun run) {
        Slider speed = new Slider(0, 1, run.speedProperty().get());
        speed.setId("speed");
        speed.setPrefWidth(110);
        speed.valueProperty().bindBidirectional(run.speedProperty());
        Controls.tip(speed, "Animation speed: left is slow motion (2 ticks/s), right is fast (20,000 ticks/s)");
        Label speedText = new Label();
        speedText.setId("speed-text");
        WidestText.keep(speedText, String.format("%,.0f ticks/s", LiveRun.ticksPerSecond(1)));
        speedText.textProperty().bind(run.speedProperty().map(v -> String.format("%,.0f ticks/s", LiveRun.ticksPerSecond(v.doubleValue()))));
        Label speedLabel = new Label("Speed");
        return List.of(speedLabel, speed, speedText);
    }

    private static Label readout(String id, String styleClass) {
        Label label = new Label();
        label.setId(id);
        label.getStyleClass().add(styleClass);
        return label;
    }

    /** One FX pulse: the newest snapshot, and the readouts when due. */
    private void pulse(LiveRun run, long now) {
        var before = run.snapshot();
        run.pull();
        idlePulses = run.playingProperty().get() || run.snapshot() != before ? 0 : idlePulses + 1;
        if (idlePulses >= IDLE_PULSES && !readoutStale) {
            pulse.stop();
        }
        if (readoutStale && (!run.playingProperty().get() || now - readoutShown >= READOUT_NANOS)) {
            readoutStale = false;
            readoutShown = now;
            tick.setText(run.tickText());
            counters.setText(run.countersText());
        }
    }

    /** The tick readout ("tick 1,234  (15.43 µs)"), for the view to place. */
    public Label tick() {
        return tick;
    }

    /** The live counters (worms, blocked, delivered, flits in flight), for the view to place. */
    public Label counters() {
        return counters;
    }

    /** Stops pulling snapshots (window closing). */
    public void stop() {
        closed = true;
        pulse.stop();
    }
}
