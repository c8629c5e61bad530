package org.flitlab.gui.compare;

import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import org.flitlab.gui.editor.CanvasScene;
import org.flitlab.gui.editor.NetworkLayout;
import org.flitlab.gui.files.ScenarioDocument;
import org.flitlab.gui.run.LiveRun;
import org.flitlab.gui.run.NetworkSetup;
import org.flitlab.network.NetworkSnapshot;
import org.flitlab.scenario.ReadResult;
import org.flitlab.scenario.ScenarioJson;

/**
 * Compare mode: configuration B is the open scenario (A) with one {@link CompareControl} set to another option;
 * same topology, same seed, so both see the same traffic. B's animation follows A's controls (play, pause, speed,
 * reset, step), and the sweep draws both curves on one chart. FX thread only.
 */
public final class CompareModel {
    private final LiveRun a;
    private final LiveRun b;
    private final Consumer<String> log;
    private final BooleanProperty active = new SimpleBooleanProperty();
    private final ObjectProperty<CompareControl> control = new SimpleObjectProperty<>();
    private final ObjectProperty<NetworkSetup> setupB = new SimpleObjectProperty<>();
    private final StringProperty optionB = new SimpleStringProperty();
    private final StringProperty labelA = new SimpleStringProperty("");
    private final StringProperty labelB = new SimpleStringProperty("");
    private final ReadOnlyObjectWrapper<CanvasScene> sceneB = new ReadOnlyObjectWrapper<>();
    private NetworkLayout layout;
    private double scale = 1;
    private long lastTickA = -1;

    /**
     * @param a   the workbench's own animation (configuration A)
     * @param log receives a line per event an instructor should see
     */
    public CompareModel(LiveRun a, Consumer<String> log) {
        this.a = a;
        this.log = log;
        this.b = new LiveRun(line -> log.accept("B: " + line));
        b.speedProperty().bind(a.speedProperty());
        a.playingProperty().addListener((o, was, on) -> {
            if (active.get()) {
                b.playingProperty().set(on);
            }
        });
        a.snapshotProperty().addListener((o, was, now) -> follow(now));
        b.snapshotProperty().addListener((o, was, now) -> drawB());
    }

    /** Keeps B in step with A: a reset of A resets B; ticks A steps while paused, B steps too. */
    private void follow(NetworkSnapshot now) {
        if (!active.get() || now == null) {
            return;
        }
        if (now.tick() < lastTickA) {
            b.reset();
        } else if (!a.playingProperty().get() && lastTickA >= 0 && now.tick() > lastTickA) {
            b.step(now.tick() - lastTickA);
        }
        lastTickA = now.tick();
    }

    /**
     * Starts (or changes) compare mode on {@code setupA}: B is it with {@code c} set to {@code option}. Returns
     * the problems that stop B from running (also logged), empty on success.
     */
    public List<String> start(NetworkSetup setupA, NetworkLayout layoutA, CompareControl c, String option) {
        if (setupA == null) {
            return refuse(List.of("compare mode needs a network: open one from File > Open sample or a lesson"));
        }
        ReadResult changed = ScenarioJson.withOverrides(setupA.scenario(), c.options().get(option));
        if (!changed.isValid()) {
            return refuse(changed.errors().stream().map(Object::toString).toList());
        }
        ScenarioDocument.Result<NetworkSetup> next = ScenarioDocument.toSetup(changed.scenario());
        if (!next.ok()) {
            return refuse(next.errors());
        }
        NetworkSetup setup = next.value();
        // B is derived from A's scenario with one change, so it has A's seed and load: the same traffic.
        setupB.set(setup);
        control.set(c);
        optionB.set(option);
        layout = layoutA;
        labelA.set("A: " + c.label() + " " + valueA(setupA, c));
        labelB.set("B: " + c.label() + " " + option);
        active.set(true);
        lastTickA = a.snapshot() == null ? -1 : a.snapshot().tick();
        b.load(setupB.get());
        a.reset();
        b.playingProperty().set(a.playingProperty().get());
        log.accept("Compare: " + labelA.get() + " vs " + labelB.get() + ", same network, load and seed.");
        return List.of();
    }

    private List<String> refuse(List<String> errors) {
        log.accept("Compare mode cannot start: " + String.join("; ", errors));
        return errors;
    }

    /** A's value of {@code c}, as the scenario says it (defaults shown as "(default)"). */
    public static String valueA(NetworkSetup setupA, CompareControl c) {
        return ScenarioJson.valueAt(setupA.scenario(), c.path()).map(v -> v.toLowerCase(Locale.ROOT)).orElse("(default)");
    }

    /** Leaves compare mode and stops B's animation. */
    public void stop() {
        if (active.get()) {
            active.set(false);
            b.pause();
            b.dispose();
            sceneB.set(null);
            log.accept("Compare mode closed.");
        }
    }

    /** A's network changed: B follows it with the same control and option, or compare mode ends. */
    public void setupAChanged(NetworkSetup setupA, NetworkLayout layoutA) {
        if (active.get() && !start(setupA, layoutA, control.get(), optionB.get()).isEmpty()) {
            stop();
        }
    }

    /** Presentation mode's stroke and font factor for B's canvas. */
    public void setScale(double scale) {
        this.scale = scale;
        drawB();
    }

    private void drawB() {
        NetworkSnapshot s = b.snapshot();
        if (!active.get() || layout == null) {
            return;
        }
        if (s != null && s.channelState().length != layout.topology().channelCount()) {
            s = null;
        }
        sceneB.set(new CanvasScene(layout, s, null, null, -1, scale));
    }

    /** Pulls B's newest frame; the window's animation pulse calls this. */
    public void pull() {
        if (active.get()) {
            b.pull();
        }
    }

    public void dispose() {
        b.dispose();
    }

    public BooleanProperty activeProperty() {
        return active;
    }

    public ReadOnlyObjectProperty<CanvasScene> sceneBProperty() {
        return sceneB.getReadOnlyProperty();
    }

    public NetworkSetup setupB() {
        return setupB.get();
    }

    public LiveRun runB() {
        return b;
    }

    public CompareControl control() {
        return control.get();
    }

    public String optionB() {
        return optionB.get();
    }

    public StringProperty labelAProperty() {
        return labelA;
    }

    public StringProperty labelBProperty() {
        return labelB;
    }
}
