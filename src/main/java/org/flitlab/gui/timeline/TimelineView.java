package org.flitlab.gui.timeline;

import java.util.List;
import java.util.Locale;
import javafx.animation.AnimationTimer;
import javafx.beans.value.ObservableValue;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.Slider;
import javafx.scene.control.Spinner;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import org.flitlab.gui.common.Controls;
import org.flitlab.gui.common.TwoRowBar;
import org.flitlab.gui.run.LiveRun;

/**
 * The timeline bar between the canvas and the run controls: back one tick, back N ticks, a slider over the ticks
 * reached so far (with a little room ahead: dragging there simulates forward), the highest tick reached (the
 * canvas's readout shows the tick drawn), "Deadlock onset", "Injection" of the selected worm, and a progress bar
 * while a long replay runs. The slider follows the run at most ten times a second and never while the user holds
 * it. Where the column is too narrow for all of it with every text whole (a projector's 1280 x 720 from about 21px
 * on: "Injection" ran past the edge), the readout and the two jumps take a second row. FX thread only.
 */
public final class TimelineView extends TwoRowBar {
    /** Nanoseconds between two updates of the slider and the text while the run plays. */
    private static final long UPDATE_NANOS = 100_000_000;
    /** The slider reaches this far past the tick reached, as a share of it (and at least {@value #MIN_AHEAD} ticks). */
    private static final double AHEAD_SHARE = 0.2;
    private static final long MIN_AHEAD = 100;

    private final TimelineModel model;
    private final Slider slider = new Slider(0, MIN_AHEAD, 0);
    private final Label text = new Label();
    private final AnimationTimer pulse;
    private boolean stale = true;
    private boolean following;
    private long updated;
    /** Set when the window closes: nothing restarts the timer after that. */
    private boolean closed;

    /**
     * @param selectedPacket the packet id of the worm selected on the canvas, or -1
     */
    public TimelineView(TimelineModel model, LiveRun run, ObservableValue<Long> selectedPacket) {
        super(8);
        this.model = model;
        setId("timeline-bar");
        getStyleClass().add("timeline-bar");
        HBox rewind = row(backControls());
        rewind.getChildren().add(slider());
        // The readout goes with the jumps: where the bar takes two rows (large fonts) it is whole on the second.
        setGroups(rewind, row(jumpControls(selectedPacket)));
        pulse = new AnimationTimer() {
            @Override
            public void handle(long now) {
                if (stale && (!run.playingProperty().get() || now - updated >= UPDATE_NANOS)) {
                    stale = false;
                    updated = now;
                    follow();
                } else if (!stale) {
                    // Nothing to show: a running AnimationTimer keeps JavaFX pulsing 60 times a second, paused too.
                    stop();
                }
            }
        };
        run.snapshotProperty().addListener((o, was, now) -> markStale());
        model.reachedProperty().addListener((o, was, now) -> markStale());
        model.busyProperty().addListener((o, was, now) -> markStale());
        markStale();
    }

    /** Something the bar shows changed: follow it on the next pulse (at most ten times a second while playing). */
    private void markStale() {
        stale = true;
        if (!closed) {
            pulse.start();
        }
    }

    private static HBox row(List<Node> controls) {
        HBox row = new HBox(8);
        row.setAlignment(Pos.CENTER_LEFT);
        row.getChildren().addAll(controls);
        return row;
    }

    /** Back one tick, and back N ticks with its spinner. */
    private List<Node> backControls() {
        Button one = Controls.button("back-one", "\u25c0 1", "Go back one tick (Ctrl+Left)", e -> model.stepBack(1));
        Spinner<Integer> ticks = new Spinner<>(1, 1_000_000, 10);
        ticks.setId("back-ticks");
        ticks.setEditable(true);
        // In ems, so its number keeps its room as the arrows grow with the font (at 18px a fixed 72 px showed "1(").
        ticks.setStyle("-fx-pref-width: 5.6em;");
        ticks.setMinWidth(Region.USE_PREF_SIZE);
        Controls.tip(ticks, "How many ticks one step back goes");
        Button many = Controls.button("back-n", "\u25c0\u25c0 Back", "Go back the given number of ticks",
                e -> model.stepBack(ticks.getValue()));
        one.setMinWidth(Region.USE_PREF_SIZE);
        many.setMinWidth(Region.USE_PREF_SIZE);
        return List.of(one, many, ticks);
    }

    private Slider slider() {
        slider.setId("timeline");
        slider.setMinWidth(60);
        HBox.setHgrow(slider, Priority.ALWAYS);
        slider.setMaxWidth(Double.MAX_VALUE);
        Controls.tip(slider, "The run's timeline: drag to any tick reached so far, or a little past it to go forward. "
                + "Play goes on from the tick shown.");
        slider.valueProperty().addListener((o, was, now) -> {
            if (!following) {
                model.seek(Math.round(now.doubleValue()));
            }
        });
        slider.valueChangingProperty().addListener((o, was, now) -> markStale());
        return slider;
    }

    /** The tick readout, the two jumps and the replay's progress. */
    private List<Node> jumpControls(ObservableValue<Long> selectedPacket) {
        text.setId("timeline-text");
        // Never cut short (at 22-24 px it read "reached 1,6..."): as wide as six digits at least, so that the bar does
        // not take a second row, nor give it back, as the run passes a thousand ticks.
        text.fontProperty().addListener((o, was, now) -> text.setMinWidth(readoutWidth()));
        text.setMinWidth(readoutWidth());
        Controls.tip(text, "The highest tick this run has reached; the readout on the canvas shows the tick drawn");
        Button onset = Controls.button("go-onset", "Deadlock onset",
                "Go to the tick at which the deadlocked cycle formed (the engine notices it only a timeout later)",
                e -> model.goToDeadlockOnset());
        onset.disableProperty().bind(model.deadlockProperty().isNull());
        Button injection = Controls.button("go-injection", "Injection",
                "Go to the tick at which the selected worm left its host (click a worm first)",
                e -> model.goToInjection(selectedPacket.getValue()));
        injection.disableProperty().bind(selectedPacket.map(id -> id < 0).orElse(true));
        // The text stays "Injection": "Injection #N" was 80-90 px wider at 19-21px and pushed the bar onto a second row
        // (the canvas moved under the pointer) on the click that selects the worm; the inspector names the worm.
        onset.setMinWidth(Region.USE_PREF_SIZE);
        injection.setMinWidth(Region.USE_PREF_SIZE);
        // The progress bar takes the place of the text while a replay runs: the bar has no room for both.
        ProgressBar progress = new ProgressBar();
        progress.setId("timeline-progress");
        progress.setPrefWidth(100);
        progress.setMinWidth(Region.USE_PREF_SIZE);
        progress.progressProperty().bind(model.progressProperty());
        progress.visibleProperty().bind(model.busyProperty());
        progress.managedProperty().bind(model.busyProperty());
        text.visibleProperty().bind(model.busyProperty().not());
        text.managedProperty().bind(model.busyProperty().not());
        return List.of(text, progress, onset, injection);
    }

    /** The readout's width for a six-digit tick in its font, with its insets (a longer text gets its own width). */
    private double readoutWidth() {
        javafx.scene.text.Text six = new javafx.scene.text.Text("reached 000,000");
        six.setFont(text.getFont());
        return Math.ceil(six.getLayoutBounds().getWidth()) + text.snappedLeftInset() + text.snappedRightInset();
    }

    /** Moves the slider to the tick shown (unless the user holds it or a jump is on its way) and updates the text. */
    private void follow() {
        long shown = model.shownTick();
        long reached = model.reachedProperty().get();
        text.setText(String.format(Locale.ROOT, "reached %,d", reached));
        if (slider.isValueChanging() || model.seeking()) {
            return;
        }
        following = true;
        try {
            slider.setMax(Math.max(reached + Math.max(MIN_AHEAD, (long) (reached * AHEAD_SHARE)), shown));
            slider.setValue(shown);
        } finally {
            following = false;
        }
    }

    /** The slider, for tests and the screenshot tour. */
    public Slider timeline() {
        return slider;
    }

    /** Stops following the run (window closing). */
    public void stop() {
        closed = true;
        pulse.stop();
    }
}
