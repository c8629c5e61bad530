package org.flitlab.gui;

import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.function.UnaryOperator;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import org.flitlab.gui.charts.ExperimentModel;
import org.flitlab.gui.common.MessageLog;
import org.flitlab.gui.compare.CompareControl;
import org.flitlab.gui.compare.CompareModel;
import org.flitlab.gui.common.UndoStack;
import org.flitlab.gui.editor.BottleneckView;
import org.flitlab.gui.editor.CanvasScene;
import org.flitlab.gui.editor.InspectorModel;
import org.flitlab.gui.editor.NetworkLayout;
import org.flitlab.gui.editor.NetworkSketch;
import org.flitlab.gui.editor.RouteExplorer;
import org.flitlab.gui.files.BuiltInScenarios;
import org.flitlab.gui.files.ScenarioDocument;
import org.flitlab.scenario.Scenario;
import org.flitlab.gui.lessons.Lesson;
import org.flitlab.gui.run.LiveRun;
import org.flitlab.gui.run.NetworkSetup;
import org.flitlab.network.NetworkSnapshot;

/**
 * The workbench's top view model: the one open {@link ScenarioDocument} and everything derived from it (the
 * assembled network, the animated run, the sweep form, the inspector form, compare's B, the routing view), view
 * settings that are not the scenario's (presentation mode, snapping, selection), and the {@link CanvasScene} the
 * canvas draws. Every change of the scenario is one undoable edit of the document. Tests drive it without a
 * window. FX thread only.
 */
public final class WorkbenchModel {
    /** Presentation mode enlarges strokes and fonts by this factor (10-11 px labels become 24-26 px, 18 pt and more). */
    public static final double PRESENTATION_SCALE = 2.4;

    private final MessageLog log = new MessageLog();
    private final ScenarioDocument document = new ScenarioDocument(BuiltInScenarios.torus(), null);
    private final ReadOnlyObjectWrapper<NetworkSetup> setup = new ReadOnlyObjectWrapper<>();
    private final LiveRun live = new LiveRun(log::add);
    private final ExperimentModel experiment;
    private final CompareModel compare;
    private final InspectorModel inspector = new InspectorModel();
    private final BooleanProperty routingView = new SimpleBooleanProperty();
    private final BooleanProperty presentation = new SimpleBooleanProperty();
    private final StringProperty explanation = new SimpleStringProperty("");
    private final ReadOnlyObjectWrapper<CanvasScene> scene = new ReadOnlyObjectWrapper<>();
    private final BooleanProperty snapToGrid = new SimpleBooleanProperty(true);
    private final CanvasSelection selection = new CanvasSelection(this);
    private final ScenarioFiles files = new ScenarioFiles(this);
    private final RoutingOverlay overlay = new RoutingOverlay();
    private final NetworkEdits edits = new NetworkEdits(this);
    private final HeatOverlay heat;
    private final ObjectProperty<Lesson> lesson = new SimpleObjectProperty<>();
    private NetworkLayout layout;

    /** @param sweepThreads the most sweep points simulated at once */
    public WorkbenchModel(int sweepThreads) {
        experiment = new ExperimentModel(document, log::add, sweepThreads);
        compare = new CompareModel(live, log::add);
        setup.addListener((o, was, now) -> setupChanged(was, now));
        document.scenarioProperty().addListener((o, was, now) -> setup.set(ScenarioDocument.shown(now)));
        live.snapshotProperty().addListener((o, was, now) -> refreshScene());
        routingView.addListener((o, was, now) -> {
            selection.clearRoutes();
            updateOverlay();
        });
        presentation.addListener((o, was, now) -> {
            compare.setScale(now ? PRESENTATION_SCALE : 1);
            refreshScene();
        });
        heat = new HeatOverlay(experiment, () -> layout, log::add, this::refreshScene);
        setup.set(ScenarioDocument.shown(document.scenario()));
    }

    /**
     * Makes {@code s} the open document (from {@code file}, or null for one not saved yet): forgets the undo
     * history, clears the chart of the previous document and starts the animation from tick 0. The caller has
     * asked about unsaved edits.
     */
    public void open(Scenario s, Path file) {
        lesson.set(null);
        experiment.clear(s);
        Scenario was = document.scenario();
        document.replace(s, file);
        if (s.equals(was)) {
            // The same scenario again: an equal value fires no change (neither the document's nor the derived
            // setup's), but the views still start afresh, the canvas marks forgotten.
            setupChanged(null, setup.get());
        }
        log.add("Opened \"" + s.name() + "\". " + s.description());
    }

    private void setupChanged(NetworkSetup was, NetworkSetup now) {
        if (now == null) {
            return;
        }
        // The same network keeps its drawing (an automatic layout too) when only other settings change.
        if (was == null || !was.scenario().topology().equals(now.scenario().topology())
                || !was.scenario().layout().equals(now.scenario().layout())) {
            layout = org.flitlab.gui.editor.NetworkEditor.layoutOf(now);
        }
        inspector.show(now.scenario());
        heat.clear();
        selection.clear();
        live.load(now);
        compare.setupAChanged(now, layout);
        updateOverlay();
    }

    /**
     * Compare mode: B is the open document with {@code c} set to {@code option}, same traffic and seed. Returns
     * the problems.
     */
    public List<String> startCompare(CompareControl c, String option) {
        return compare.start(setup.get(), layout, c, option);
    }

    /**
     * Makes switch {@code switchNode} the root of up*&#47;down* routing (switching to up*&#47;down* if another
     * routing is open): the scenario's routing section becomes {@code up-down} with that root, one undoable edit.
     * Returns false (logged) if it cannot.
     */
    public boolean makeRoot(int switchNode) {
        return files.makeRoot(switchNode);
    }

    /** The root switch the routing view shows, or -1 when it shows no up*&#47;down* tree. */
    public int upDownRoot() {
        return overlay.upDown() == null ? -1 : overlay.upDown().root();
    }

    /** The channel-load bound's bottleneck the routing view shows, or null. */
    public BottleneckView bottleneck() {
        return overlay.bottleneck();
    }

    /**
     * Run sweep: the document's own sweep (the panel is a form over it); in compare mode A and B, the document
     * and the document with compare mode's one change, onto one chart.
     */
    public void sweepCompare() {
        if (compare.activeProperty().get()) {
            experiment.runCompare(compare.labelAProperty().get(), compare.control().options().get(compare.optionB()),
                    compare.labelBProperty().get());
        } else {
            experiment.run();
        }
    }

    /** Compare mode's state. */
    public CompareModel compare() {
        return compare;
    }

    private void updateOverlay() {
        String text = overlay.update(setup.get(), routingView.get(), log::add);
        if (text != null) {
            explanation.set(text);
            refreshScene();
        }
    }

    /** Draws the canvas scene again from the current state (also after the selection changes). */
    void refreshScene() {
        if (layout == null) {
            return;
        }
        NetworkSnapshot snap = live.snapshot();
        if (snap != null && snap.channelState().length != layout.topology().channelCount()) {
            snap = null; // the previous network's last frame, before the new one has drawn
        }
        scene.set(new CanvasScene(layout, snap, overlay.upDown(), selection.routes().get(), selection.selectedNode().get(),
                presentation.get() ? PRESENTATION_SCALE : 1, Set.copyOf(selection.marked()), heat.perLink(), selection.focusWorm(),
                overlay.bottleneck()));
    }

    /** File &gt; New: the opening torus example, as a scenario with no file yet. */
    public void newDocument() {
        open(BuiltInScenarios.torus(), null);
    }

    /**
     * Opens a scenario file. On failure nothing changes, and the returned messages (also logged) name each
     * problem with its JSON path.
     */
    public List<String> openScenario(Path file) {
        return files.openScenario(file);
    }

    /**
     * Opens a generated scenario as a new document with no file yet; returns the problems (also logged), empty
     * on success.
     */
    public List<String> openGenerated(org.flitlab.scenario.Scenario generated, List<String> notes) {
        return files.openGenerated(generated, notes);
    }

    /** Lays the open network out again in {@code style} (the canvas only; the scenario does not change). */
    public void applyLayout(org.flitlab.gui.editor.AutoLayout style) {
        // A view setting: the drawing moves, the scenario (and so the undo history) does not change.
        NetworkSetup s = setup.get();
        if (s == null) {
            return;
        }
        layout = style.apply(s.topology());
        log.add("Layout: " + style.displayName() + ".");
        refreshScene();
    }

    /** The canvas layout of the open network. */
    public NetworkLayout layout() {
        return layout;
    }

    /** The open lesson, or null. */
    public ObjectProperty<Lesson> lessonProperty() {
        return lesson;
    }

    /** Opens {@code l}'s scenario from {@code samples} and shows its panel; returns the problems, empty on success. */
    public List<String> openLesson(Lesson l, Path samples) {
        return files.openLesson(l, samples);
    }

    /** Applies lesson choice {@code choice} to the open scenario as an undoable edit; false if it cannot run. */
    public boolean chooseLessonOption(Lesson l, String choice) {
        return files.chooseLessonOption(l, choice);
    }

    /** Hides the heat map until the next sweep. */
    public void clearHeat() {
        heat.clear();
        refreshScene();
    }

    /** A worm was clicked: highlights it and shows its source, destination, path, age and state in the inspector. */
    public void wormClicked(long packetId) {
        selection.wormClicked(packetId);
    }

    /** The packet id of the highlighted worm, or -1. */
    public long focusWorm() {
        return selection.focusWorm();
    }

    /** Saves the open setup as a scenario to {@code file}; returns the problems (also logged), empty on success. */
    public List<String> saveScenario(Path file) {
        return files.saveScenario(file);
    }

    /** The open scenario document: the one source of truth. */
    public ScenarioDocument document() {
        return document;
    }

    /** Whether there are edits since the document was opened or saved. */
    public boolean isModified() {
        return document.isModified();
    }

    /** Applies the inspector's fields as one undoable edit; invalid fields are reported and nothing changes. */
    public boolean applyInspector() {
        return edits.applyInspector();
    }

    /**
     * Applies one editor action to the network as an undoable edit named {@code name}; a refused action is
     * logged and changes nothing.
     */
    public boolean editNetwork(String name, UnaryOperator<NetworkSketch> action) {
        return edits.editNetwork(name, action, selection::clearMarks);
    }

    /** Canvas point (layout units) snapped to the half-unit grid when snapping is on. */
    public double snap(double v) {
        return snapToGrid.get() ? Math.round(v * 2) / 2.0 : v;
    }

    public BooleanProperty snapToGridProperty() {
        return snapToGrid;
    }

    /** Nodes picked by the rubber band (or clicks); the Delete tool and key remove them together. */
    public Set<Integer> marked() {
        return selection.marked();
    }

    /** Marks the nodes inside the layout rectangle from (x0, y0) to (x1, y1). */
    public void markInside(double x0, double y0, double x1, double y1) {
        selection.markInside(x0, y0, x1, y1);
    }

    /** Deletes the marked nodes (or {@code node} if none are marked) as one undoable edit. */
    public boolean deleteMarked(int node) {
        return selection.deleteMarked(node);
    }

    /**
     * Changes the document by {@code change} as one undoable edit named {@code name} if the result can run;
     * returns the problems (also logged), empty when done.
     */
    public List<String> edit(String name, UnaryOperator<Scenario> change) {
        List<String> problems = document.edit(name, change);
        if (!problems.isEmpty()) {
            log.add("Not done (" + name + "): " + String.join("; ", problems));
        }
        return problems;
    }

    /** A node was clicked on the canvas: in the routing view two hosts pick a route to show. */
    public void nodeClicked(int node) {
        selection.nodeClicked(node);
    }

    /** Highlights every route the current routing permits from host node {@code from} to host node {@code to}. */
    public void showRoutes(int from, int to) {
        selection.showRoutes(from, to);
    }

    /** A link was clicked with the Select tool: the inspector shows its delay and length. */
    public void linkClicked(int linkId) {
        selection.linkClicked(linkId);
    }

    /** The link the inspector shows, or -1. */
    public IntegerProperty selectedLinkProperty() {
        return selection.selectedLink();
    }

    /** Stops background work (window closing). */
    public void dispose() {
        live.dispose();
        compare.dispose();
        experiment.cancel();
    }

    public MessageLog log() {
        return log;
    }

    public UndoStack undo() {
        return document.undo();
    }

    /** The open document's assembled network, derived from its scenario. */
    public ReadOnlyObjectProperty<NetworkSetup> setupProperty() {
        return setup.getReadOnlyProperty();
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
        return selection.selectedNode();
    }

    public ObjectProperty<RouteExplorer.Routes> routesProperty() {
        return selection.routes();
    }

    /** What the inspector says about the routing or the selected route. */
    public StringProperty explanationProperty() {
        return explanation;
    }

    public ReadOnlyObjectProperty<CanvasScene> sceneProperty() {
        return scene.getReadOnlyProperty();
    }
}
