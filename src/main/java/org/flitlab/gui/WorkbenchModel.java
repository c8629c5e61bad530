package org.flitlab.gui;

import javafx.beans.property.BooleanProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import org.flitlab.gui.charts.ExperimentModel;
import org.flitlab.gui.common.Command;
import org.flitlab.gui.common.MessageLog;
import org.flitlab.gui.common.UndoStack;
import org.flitlab.gui.editor.CanvasScene;
import org.flitlab.gui.editor.InspectorModel;
import org.flitlab.gui.editor.NetworkLayout;
import org.flitlab.gui.editor.RouteExplorer;
import org.flitlab.gui.editor.UpDownView;
import org.flitlab.gui.files.ScenarioDocument;
import org.flitlab.gui.run.LiveRun;
import org.flitlab.gui.run.NetworkSetup;
import org.flitlab.network.NetworkSnapshot;
import org.flitlab.routing.RoutingAlgorithm;
import org.flitlab.routing.updown.UpDownRouting;

/**
 * The workbench's top view model: the open network setup and everything around it (animated run, experiment,
 * inspector, undo, routing view, presentation mode), and the {@link CanvasScene} the canvas draws. Tests drive
 * it without a window. FX thread only.
 */
public final class WorkbenchModel {
    /** Presentation mode enlarges strokes and fonts by this factor. */
    public static final double PRESENTATION_SCALE = 1.5;

    private final MessageLog log = new MessageLog();
    private final UndoStack undo = new UndoStack();
    private final ObjectProperty<NetworkSetup> setup = new SimpleObjectProperty<>();
    private final LiveRun live = new LiveRun(log::add);
    private final ExperimentModel experiment;
    private final InspectorModel inspector = new InspectorModel();
    private final BooleanProperty routingView = new SimpleBooleanProperty();
    private final BooleanProperty presentation = new SimpleBooleanProperty();
    private final IntegerProperty selectedNode = new SimpleIntegerProperty(-1);
    private final ObjectProperty<RouteExplorer.Routes> routes = new SimpleObjectProperty<>();
    private final StringProperty explanation = new SimpleStringProperty("");
    private final ReadOnlyObjectWrapper<CanvasScene> scene = new ReadOnlyObjectWrapper<>();
    private ScenarioDocument document;
    private NetworkLayout layout;
    private UpDownView upDown;

    /** @param sweepThreads the most sweep points simulated at once */
    public WorkbenchModel(int sweepThreads) {
        experiment = new ExperimentModel(log::add, sweepThreads);
        setup.addListener((o, was, now) -> setupChanged(was, now));
        live.snapshotProperty().addListener((o, was, now) -> updateScene());
        routingView.addListener((o, was, now) -> {
            clearRoutes();
            updateOverlay();
        });
        presentation.addListener((o, was, now) -> updateScene());
    }

    /** Opens {@code s} as a new document: forgets undo history and starts its animation from tick 0. */
    public void open(NetworkSetup s) {
        open(s, null);
    }

    /** Opens {@code s} backed by scenario document {@code doc} (null for a built-in example with no file). */
    public void open(NetworkSetup s, ScenarioDocument doc) {
        document = doc;
        undo.clear();
        setup.set(s);
        log.add("Opened \"" + s.name() + "\". " + s.description());
    }

    private void setupChanged(NetworkSetup was, NetworkSetup now) {
        if (now == null) {
            return;
        }
        if (was == null || was.topology() != now.topology()) {
            layout = new NetworkLayout(now.topology());
        }
        inspector.show(now);
        clearRoutes();
        live.load(now);
        updateOverlay();
    }

    private void updateOverlay() {
        NetworkSetup s = setup.get();
        upDown = null;
        if (s == null) {
            return;
        }
        explanation.set(s.routing().displayName() + ": " + s.routing().explanation());
        if (routingView.get()) {
            try {
                RoutingAlgorithm r = s.routingAlgorithm();
                if (r instanceof UpDownRouting ud) {
                    upDown = UpDownView.of(s.topology(), ud);
                }
            } catch (IllegalArgumentException e) {
                log.add("Routing view unavailable: " + e.getMessage());
            }
        }
        updateScene();
    }

    private void updateScene() {
        if (layout == null) {
            return;
        }
        NetworkSnapshot snap = live.snapshot();
        if (snap != null && snap.channelState().length != layout.topology().channelCount()) {
            snap = null; // the previous network's last frame, before the new one has drawn
        }
        scene.set(new CanvasScene(layout, snap, upDown, routes.get(), selectedNode.get(),
                presentation.get() ? PRESENTATION_SCALE : 1));
    }

    /** File &gt; New: the opening torus example, as a scenario with no file yet. */
    public void newDocument() {
        ScenarioDocument doc = ScenarioDocument.builtIn();
        open(org.flitlab.gui.run.Examples.torus(), doc);
    }

    /**
     * Opens a scenario file. On failure nothing changes, and the returned messages (also logged) name each
     * problem with its JSON path.
     */
    public java.util.List<String> openScenario(java.nio.file.Path file) {
        var read = ScenarioDocument.read(file);
        if (!read.isValid()) {
            java.util.List<String> errors = read.errors().stream().map(Object::toString).toList();
            log.add("Could not open " + file.getFileName() + ": " + String.join("; ", errors));
            return errors;
        }
        var setupResult = ScenarioDocument.toSetup(read.scenario());
        if (!setupResult.ok()) {
            log.add("Cannot run " + file.getFileName() + ": " + String.join("; ", setupResult.errors()));
            return setupResult.errors();
        }
        open(setupResult.value(), new ScenarioDocument(read.scenario(), file));
        return java.util.List.of();
    }

    /** Saves the open setup as a scenario to {@code file}; returns the problems (also logged), empty on success. */
    public java.util.List<String> saveScenario(java.nio.file.Path file) {
        if (document == null) {
            String msg = "This built-in example has no scenario to save; use File > New or open a sample, then save.";
            log.add(msg);
            return java.util.List.of(msg);
        }
        var saved = document.save(setup.get(), file);
        if (!saved.ok()) {
            log.add("Could not save " + file.getFileName() + ": " + String.join("; ", saved.errors()));
            return saved.errors();
        }
        undo.markSaved();
        log.add("Saved " + file);
        return java.util.List.of();
    }

    /** The scenario document behind the open setup, or null for a built-in example. */
    public ScenarioDocument document() {
        return document;
    }

    /** Whether there are edits since the document was opened or saved. */
    public boolean isModified() {
        return undo.isModified();
    }

    /** Applies the inspector's fields as one undoable edit; invalid fields are reported and nothing changes. */
    public boolean applyInspector() {
        NetworkSetup before = setup.get();
        return inspector.validated(before).map(after -> {
            if (!after.equals(before)) {
                undo.execute(new SetupEdit("edit parameters", before, after));
                log.add("Parameters applied: " + after.routing().displayName() + ", load " + after.offeredLoad()
                        + ", " + after.packetFlits() + "-flit packets, " + after.config().bufferFlits() + "-flit buffers.");
            }
            return true;
        }).orElseGet(() -> {
            log.add("Not applied: " + inspector.errorProperty().get().replace('\n', ' '));
            return false;
        });
    }

    /** Replaces the setup as an undoable edit named {@code name}. */
    public void edit(String name, NetworkSetup after) {
        undo.execute(new SetupEdit(name, setup.get(), after));
    }

    /** A node was clicked on the canvas: in the routing view two hosts pick a route to show. */
    public void nodeClicked(int node) {
        NetworkSetup s = setup.get();
        if (s == null) {
            return;
        }
        boolean host = !s.topology().isSwitch(node);
        if (routingView.get() && host) {
            int first = selectedNode.get();
            if (first >= 0 && !s.topology().isSwitch(first) && first != node && routes.get() == null) {
                showRoutes(first, node);
                return;
            }
            routes.set(null);
            selectedNode.set(node);
            explanation.set("Source " + s.topology().node(node).name() + " selected; now click a destination host.");
        } else {
            routes.set(null);
            selectedNode.set(node);
        }
        updateScene();
    }

    /** Highlights every route the current routing permits from host node {@code from} to host node {@code to}. */
    public void showRoutes(int from, int to) {
        NetworkSetup s = setup.get();
        RouteExplorer.Routes r = RouteExplorer.between(s.topology(), s.routingAlgorithm(), from, to);
        routes.set(r);
        selectedNode.set(-1);
        explanation.set(r.describe(s.topology()) + " " + s.routing().displayName() + ": " + s.routing().explanation());
        log.add(r.describe(s.topology()));
        updateScene();
    }

    private void clearRoutes() {
        routes.set(null);
        selectedNode.set(-1);
    }

    /** Stops background work (window closing). */
    public void dispose() {
        live.dispose();
        experiment.cancel();
    }

    public MessageLog log() {
        return log;
    }

    public UndoStack undo() {
        return undo;
    }

    public ObjectProperty<NetworkSetup> setupProperty() {
        return setup;
    }

    public NetworkSetup setup() {
        return setup.get();
    }

    public LiveRun live() {
        return live;
    }

    public ExperimentModel experiment() {
        return experiment;
    }

    public InspectorModel inspector() {
        return inspector;
    }

    public BooleanProperty routingViewProperty() {
        return routingView;
    }

    public BooleanProperty presentationProperty() {
        return presentation;
    }

    public IntegerProperty selectedNodeProperty() {
        return selectedNode;
    }

    public ObjectProperty<RouteExplorer.Routes> routesProperty() {
        return routes;
    }

    /** What the inspector says about the routing or the selected route. */
    public StringProperty explanationProperty() {
        return explanation;
    }

    public ReadOnlyObjectProperty<CanvasScene> sceneProperty() {
        return scene.getReadOnlyProperty();
    }

    /** Swaps the whole setup; undo puts the previous one back (and restarts the animation). */
    private final class SetupEdit implements Command {
        private final String name;
        private final NetworkSetup before;
        private final NetworkSetup after;

        SetupEdit(String name, NetworkSetup before, NetworkSetup after) {
            this.name = name;
            this.before = before;
            this.after = after;
        }

        @Override
        public String name() {
            return name;
        }

        @Override
        public void apply() {
            setup.set(after);
        }

        @Override
        public void revert() {
            setup.set(before);
        }
    }
}
