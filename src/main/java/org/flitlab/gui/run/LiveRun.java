package org.flitlab.gui.run;

import java.util.Locale;
import java.util.function.Consumer;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.beans.property.SimpleObjectProperty;
import org.flitlab.network.EventRecorder;
import org.flitlab.experiment.Kernels;
import org.flitlab.network.Engine;
import org.flitlab.network.NetworkSnapshot;
import org.flitlab.network.WormView;

/**
 * The view model of the animated run under the canvas: play, pause, step, speed and reset, and the latest
 * snapshot as a property. A background {@link AnimationWorker} simulates; {@link #pull()}, called on every FX
 * pulse by the view's AnimationTimer (or by a test), copies the newest snapshot into {@link #snapshotProperty()}.
 *
 * <p>Speed is a slider position from 0 (slow motion, 2 ticks/s) to 1 (20 000 ticks/s) on a logarithmic scale.
 * FX-thread confined, except that the worker runs on its own daemon thread.
 */
public final class LiveRun {
    private final RunPacing pacing = new RunPacing();
    private final ObjectProperty<NetworkSetup> setup = new SimpleObjectProperty<>();
    private final ReadOnlyObjectWrapper<NetworkSnapshot> snapshot = new ReadOnlyObjectWrapper<>();
    private final BooleanProperty playing = new SimpleBooleanProperty();
    private final DoubleProperty speed = new SimpleDoubleProperty(0.3);
    private final Consumer<String> log;
    private AnimationWorker worker;
    /** The animated network's event recorder, for the inspectors; null without a network. */
    private volatile EventRecorder events;
    /** Counts the requests that bring new snapshots while paused (step, reset), so an idle view can wake up. */
    private final javafx.beans.property.LongProperty requests = new javafx.beans.property.SimpleLongProperty();
    /** Counts the resets, so that a replay on its way (the timeline's) is dropped: it would jump back. */
    private final javafx.beans.property.ReadOnlyLongWrapper resets = new javafx.beans.property.ReadOnlyLongWrapper();
    private boolean deadlockReported;
    /** The kernel animating the run ({@link Kernels#name}: "flat" or "reference"), shown with the counters. */
    private String engine = "";

    /**
     * @param log receives one line for events an instructor should see (reset, deadlock, errors)
     */
    public LiveRun(Consumer<String> log) {
        this.log = log;
        playing.addListener((o, was, on) -> pacing.setPlaying(on));
        speed.addListener((o, was, now) -> pacing.setTicksPerSecond(ticksPerSecond(now.doubleValue())));
        pacing.setTicksPerSecond(ticksPerSecond(speed.get()));
    }

    /** Ticks per second for a slider position from 0 to 1. */
    public static double ticksPerSecond(double position) {
        double p = Math.max(0, Math.min(1, position));
        return RunPacing.MIN_TICKS_PER_SECOND
                * Math.pow(RunPacing.MAX_TICKS_PER_SECOND / RunPacing.MIN_TICKS_PER_SECOND, p);
    }

    /** Replaces the network with a fresh one built from {@code s}, keeping play/pause as it was. */
    public void load(NetworkSetup s) {
        setup.set(s);
        reset();
    }

    /** Starts again from tick 0 with the same setup and seed. */
    public void reset() {
        requests.set(requests.get() + 1);
        resets.set(resets.get() + 1);
        stopWorker();
        deadlockReported = false;
        events = null;
        NetworkSetup s = setup.get();
        if (s == null) {
            return;
        }
        Engine network;
        try {
            network = s.build();
            events = network.recordEvents();
        } catch (IllegalArgumentException e) {
            worker = null;
            snapshot.set(null);
            log.accept("Cannot build the network: " + e.getMessage() + ". Undo the last change (Ctrl+Z) or pick other parameters.");
            return;
        }
        start(network);
    }

    /**
     * Goes on from {@code network}, a network of the current setup already advanced to some tick (the timeline's
     * replay of this run), keeping play/pause as it was: the rewind. The picture is its state at once.
     */
    public void continueFrom(Engine network) {
        requests.set(requests.get() + 1);
        stopWorker();
        // A replay that reached the deadlock says so once, as going forward did.
        deadlockReported = false;
        events = network.recordEvents();
        start(network);
    }

    /**
     * Shows {@code s}, a snapshot of this run at an earlier tick (the timeline's), with the simulation stopped until
     * {@link #continueFrom} hands over the network replayed to that tick.
     */
    public void show(NetworkSnapshot s) {
        requests.set(requests.get() + 1);
        stopWorker();
        snapshot.set(s);
    }

    private void start(Engine network) {
        engine = Kernels.name(network);
        worker = new AnimationWorker(network, pacing);
        AnimationWorker started = worker;
        // No exception text: a class name or the JVM's wording would tell the class nothing.
        started.setOnFailed(e -> log.accept("The animation stopped because the simulation failed. "
                + "Press Reset to start again; if it stops again, undo the last change (Ctrl+Z)."));
        Thread thread = new Thread(worker, "flitlab-animation");
        thread.setDaemon(true);
        thread.start();
        snapshot.set(worker.latest());
    }

    /** Stops the background simulation for good (window closing). */
    public void dispose() {
        stopWorker();
    }

    private void stopWorker() {
        if (worker != null) {
            worker.cancel();
            worker = null;
        }
    }

    public void play() {
        playing.set(true);
    }

    public void pause() {
        playing.set(false);
    }

    public void togglePlaying() {
        playing.set(!playing.get());
    }

    /** Simulates {@code ticks} more ticks, whether playing or paused. */
    public void step(long ticks) {
        if (ticks < 1) {
            throw new IllegalArgumentException("ticks is " + ticks + "; a step must be at least 1 tick");
        }
        pacing.addSteps(ticks);
        requests.set(requests.get() + 1);
    }

    /** Changes on every Step, Reset and rewind: new snapshots are coming even though the run is paused. */
    public javafx.beans.value.ObservableLongValue requestsProperty() {
        return requests;
    }

    /** Changes on every Reset (and load): a replay of the run asked for before it must not be shown. */
    public javafx.beans.value.ObservableLongValue resetsProperty() {
        return resets.getReadOnlyProperty();
    }

    /** Copies the worker's newest snapshot into {@link #snapshotProperty()}; call on the FX thread. */
    public void pull() {
        if (worker == null) {
            return;
        }
        NetworkSnapshot s = worker.latest();
        if (s != snapshot.get()) {
            snapshot.set(s);
        }
        // Also when the snapshot is the first one (a network handed over already deadlocked, by a rewind).
        if (s.deadlock() != null && !deadlockReported) {
            deadlockReported = true;
            playing.set(false);
            log.accept("DEADLOCK at tick " + s.tick() + ": " + s.deadlock().explanation());
        }
    }

    /** What the animated network recorded of each packet (issue 17's inspectors), or null without a network. */
    public EventRecorder events() {
        return events;
    }

    public ReadOnlyObjectProperty<NetworkSnapshot> snapshotProperty() {
        return snapshot.getReadOnlyProperty();
    }

    public NetworkSnapshot snapshot() {
        return snapshot.get();
    }

    public ObjectProperty<NetworkSetup> setupProperty() {
        return setup;
    }

    public BooleanProperty playingProperty() {
        return playing;
    }

    /** Slider position from 0 (slow motion) to 1 (fast). */
    public DoubleProperty speedProperty() {
        return speed;
    }

    /** "tick 1234 (15.43 µs)" for the current snapshot. */
    public String tickText() {
        NetworkSnapshot s = snapshot.get();
        NetworkSetup n = setup.get();
        if (s == null || n == null) {
            return "tick -";
        }
        long t = Math.max(0, s.tick());
        return String.format(Locale.ROOT, "tick %,d  (%.2f \u00b5s)", t, t / n.ticksPerMicrosecond());
    }

    /** The kernel animating the run: "flat" where it covers the scenario, else "reference"; empty without a network. */
    public String engine() {
        return engine;
    }

    /** "12 worms · 3 blocked · 1,234 delivered · 96 flits in flight · engine: flat". */
    public String countersText() {
        NetworkSnapshot s = snapshot.get();
        if (s == null) {
            return "";
        }
        long blocked = BlockedWorms.of(s).size();
        return String.format(Locale.ROOT, "%d worms \u00b7 %d blocked \u00b7 %,d delivered \u00b7 %,d flits in flight \u00b7 engine: %s",
                s.worms().size(), blocked, s.deliveredPackets(), s.flitsInNetwork(), engine);
    }
}
