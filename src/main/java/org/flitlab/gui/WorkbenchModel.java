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
    private final org.flitlab.gui.compare.CompareModel compare;
    private final InspectorModel inspector = new InspectorModel();
    private final BooleanProperty routingView = new SimpleBooleanProperty();
    private final BooleanProperty presentation = new SimpleBooleanProperty();
    private final IntegerProperty selectedNode = new SimpleIntegerProperty(-1);
    private final IntegerProperty selectedLink = new SimpleIntegerProperty(-1);
    private final ObjectProperty<RouteExplorer.Routes> routes = new SimpleObjectProperty<>();
    private final StringProperty explanation = new SimpleStringProperty("");
    private final ReadOnlyObjectWrapper<CanvasScene> scene = new ReadOnlyObjectWrapper<>();
    private final java.util.Set<Integer> marked = new java.util.TreeSet<>();
    private final BooleanProperty snapToGrid = new SimpleBooleanProperty(true);
    private double[] heat;
    private long focusWorm = -1;
    private final ObjectProperty<org.flitlab.gui.lessons.Lesson> lesson = new SimpleObjectProperty<>();
    private ScenarioDocument document;
    private NetworkLayout layout;
    private UpDownView upDown;
    private org.flitlab.gui.editor.BottleneckView bottleneck;

    /** @param sweepThreads the most sweep points simulated at once */
    public WorkbenchModel(int sweepThreads) {
        experiment = new ExperimentModel(log::add, sweepThreads);
        compare = new org.flitlab.gui.compare.CompareModel(live, log::add);
        setup.addListener((o, was, now) -> setupChanged(was, now));
        live.snapshotProperty().addListener((o, was, now) -> updateScene());
        routingView.addListener((o, was, now) -> {
            clearRoutes();
            updateOverlay();
        });
        presentation.addListener((o, was, now) -> {
            compare.setScale(now ? PRESENTATION_SCALE : 1);
            updateScene();
        });
        experiment.heatProperty().addListener((o, was, now) -> {
            heat = now == null || layout == null || now.perLink().length != layout.topology().links().size() ? null : now.perLink();
            updateScene();
        });
        // One line per sweep, not one per point: the heat map follows the highest load finished so far.
        experiment.runningProperty().addListener((o, was, running) -> {
            var h = experiment.heatProperty().get();
            if (!running && h != null && heat != null) {
                log.add(String.format(java.util.Locale.ROOT, "Heat map: link utilisation of %s at load %s (busiest link %.0f%%).",
                        h.series(), org.flitlab.scenario.ScenarioJson.text(h.load()), 100 * h.max()));
            }
        });
    }

    /** Opens {@code s} as a new document: forgets undo history and starts its animation from tick 0. */
    public void open(NetworkSetup s) {
        open(s, null);
    }

    /** Opens {@code s} backed by scenario document {@code doc} (null for a built-in example with no file). */
    public void open(NetworkSetup s, ScenarioDocument doc) {
        document = doc;
        lesson.set(null);
        undo.clear();
        setup.set(s);
        // The sweep's first curve is the opened routing; a routing of the file's own (source routing, say) is
        // not one of the panel's standard choices, so it is swept alone rather than replaced by another.
        experiment.seriesAProperty().set(s.routing());
        if (!org.flitlab.gui.run.RoutingChoice.standard().contains(s.routing())) {
            experiment.seriesBProperty().set(null);
        }
        log.add("Opened \"" + s.name() + "\". " + s.description());
    }

    private void setupChanged(NetworkSetup was, NetworkSetup now) {
        if (now == null) {
            return;
        }
        if (was == null || was.topology() != now.topology()) {
            layout = org.flitlab.gui.editor.NetworkEditor.layoutOf(now);
        }
        inspector.show(now);
        heat = null;
        focusWorm = -1;
        clearRoutes();
        live.load(now);
        compare.setupAChanged(now, layout);
        updateOverlay();
    }

    /**
     * Compare mode: B is the open network with {@code c} set to {@code option}, same traffic and seed. A built-in
     * example is first turned into its scenario so both run through the same assembly. Returns the problems.
     */
    public java.util.List<String> startCompare(org.flitlab.gui.compare.CompareControl c, String option) {
        NetworkSetup s = setup.get();
        if (!s.hasScenario()) {
            var doc = document != null ? document : ScenarioDocument.builtIn();
            var scenario = doc.withSetup(s);
            var converted = scenario.ok() ? ScenarioDocument.toSetup(scenario.value()) : null;
            if (converted == null || !converted.ok()) {
                java.util.List<String> errors = converted == null ? scenario.errors() : converted.errors();
                log.add("Compare mode cannot start: " + String.join("; ", errors));
                return errors;
            }
            setup.set(converted.value());
        }
        return compare.start(setup.get(), layout, c, option);
    }

    /** The open setup with a scenario behind it: a built-in example is first turned into its scenario. */
    private NetworkSetup withScenario(String purpose) {
        NetworkSetup s = setup.get();
        if (s.hasScenario()) {
            return s;
        }
        var doc = document != null ? document : ScenarioDocument.builtIn();
        var scenario = doc.withSetup(s);
        var converted = scenario.ok() ? ScenarioDocument.toSetup(scenario.value()) : null;
        if (converted == null || !converted.ok()) {
            log.add(purpose + " cannot start: " + String.join("; ", converted == null ? scenario.errors() : converted.errors()));
            return null;
        }
        return converted.value();
    }

    /**
     * Makes switch {@code switchNode} the root of up*&#47;down* routing (switching to up*&#47;down* if another
     * routing is open): the scenario's routing section becomes {@code up-down} with that root, one undoable edit.
     * Returns false (logged) if it cannot.
     */
    public boolean makeRoot(int switchNode) {
        NetworkSetup before = setup.get();
        if (before == null || switchNode < 0 || switchNode >= before.topology().switchCount()) {
            log.add("Make root: node " + switchNode + " is not a switch of this network.");
            return false;
        }
        NetworkSetup base = withScenario("Make root");
        if (base == null) {
            return false;
        }
        var o = new java.util.LinkedHashMap<String, String>();
        o.put("routing.id", "up-down");
        o.put("routing.params", "{\"root\": " + switchNode + "}");
        var changed = org.flitlab.scenario.ScenarioJson.withOverrides(base.editedScenario().orElseThrow(), o);
        var next = changed.isValid() ? ScenarioDocument.toSetup(changed.scenario()) : null;
        if (next == null || !next.ok()) {
            log.add("Make root: " + (next == null ? changed.errors() : next.errors()));
            return false;
        }
        String name = before.topology().node(switchNode).name();
        var n = next.value();
        // The open network's own name, description and topology object (the layout stays as drawn).
        NetworkSetup after = new NetworkSetup(before.name(), before.description(), before.topology(), n.config(), n.routing(),
                n.offeredLoad(), n.packetFlits(), n.seed(), n.ticksPerMicrosecond(), n.scenario());
        undo.execute(new SetupEdit("make " + name + " the up*/down* root", before, after));
        log.add(name + " is now the up*/down* root: levels and up arrows follow its breadth-first tree.");
        return true;
    }

    /** The root switch the routing view shows, or -1 when it shows no up*&#47;down* tree. */
    public int upDownRoot() {
        return upDown == null ? -1 : upDown.root();
    }

    /** The channel-load bound's bottleneck the routing view shows, or null. */
    public org.flitlab.gui.editor.BottleneckView bottleneck() {
        return bottleneck;
    }

    /** Sweeps A and B of compare mode onto one chart. */
    public void sweepCompare() {
        if (compare.activeProperty().get()) {
            experiment.runCompare(setup.get(), compare.labelAProperty().get(), compare.setupB(), compare.labelBProperty().get());
        } else {
            experiment.run(setup.get());
        }
    }

    /** Compare mode's state. */
    public org.flitlab.gui.compare.CompareModel compare() {
        return compare;
    }

    private void updateOverlay() {
        NetworkSetup s = setup.get();
        upDown = null;
        bottleneck = null;
        if (s == null) {
            return;
        }
        String text = s.routing().displayName() + ": " + s.routing().explanation();
        if (routingView.get()) {
            try {
                RoutingAlgorithm r = s.routingAlgorithm();
                if (r instanceof UpDownRouting ud) {
                    upDown = UpDownView.of(s.topology(), ud);
                    text += " Root: " + s.topology().node(ud.root()).name()
                            + " (drag the ROOT badge's switch onto another switch, or right-click a switch > Make root).";
                }
                bottleneck = org.flitlab.gui.editor.BottleneckView.of(s);
                text += " " + bottleneck.describe(s.topology());
            } catch (IllegalArgumentException e) {
                log.add("Routing view unavailable: " + e.getMessage());
            }
        }
        explanation.set(text);
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
                presentation.get() ? PRESENTATION_SCALE : 1, java.util.Set.copyOf(marked), heat, focusWorm, bottleneck));
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
        var sweep = read.scenario().sweep();
        if (sweep.parameter().endsWith("offeredLoad") && !sweep.values().isEmpty()) {
            experiment.loadsProperty().set(sweep.values().stream().map(v -> org.flitlab.scenario.ScenarioJson.text(v))
                    .collect(java.util.stream.Collectors.joining(" ")));
        }
        return java.util.List.of();
    }

    /**
     * Opens a generated scenario as a new document with no file yet; returns the problems (also logged), empty
     * on success.
     */
    public java.util.List<String> openGenerated(org.flitlab.scenario.Scenario generated, java.util.List<String> notes) {
        var setupResult = ScenarioDocument.toSetup(generated);
        if (!setupResult.ok()) {
            log.add("Cannot run the generated network: " + String.join("; ", setupResult.errors()));
            return setupResult.errors();
        }
        open(setupResult.value(), new ScenarioDocument(generated, null));
        notes.forEach(log::add);
        return java.util.List.of();
    }

    /** Lays the open network out again in {@code style} (the canvas only; the scenario does not change). */
    public void applyLayout(org.flitlab.gui.editor.AutoLayout style) {
        NetworkSetup s = setup.get();
        if (s == null) {
            return;
        }
        layout = style.apply(s.topology());
        log.add("Layout: " + style.displayName() + ".");
        updateScene();
    }

    /** The canvas layout of the open network. */
    public NetworkLayout layout() {
        return layout;
    }

    /** The open lesson, or null. */
    public ObjectProperty<org.flitlab.gui.lessons.Lesson> lessonProperty() {
        return lesson;
    }

    /** Opens {@code l}'s scenario from {@code samples} and shows its panel; returns the problems, empty on success. */
    public java.util.List<String> openLesson(org.flitlab.gui.lessons.Lesson l, java.nio.file.Path samples) {
        java.util.List<String> errors = openScenario(samples.resolve(l.sample()));
        if (errors.isEmpty()) {
            lesson.set(l);
            log.add("Lesson: " + l.title() + ". Change " + l.control().toLowerCase(java.util.Locale.ROOT) + " in the lesson panel.");
        }
        return errors;
    }

    /** Applies lesson choice {@code choice} to the open scenario as an undoable edit; false if it cannot run. */
    public boolean chooseLessonOption(org.flitlab.gui.lessons.Lesson l, String choice) {
        NetworkSetup before = setup.get();
        var changed = org.flitlab.scenario.ScenarioJson.withOverrides(before.scenario(), l.choices().get(choice));
        var next = changed.isValid() ? ScenarioDocument.toSetup(changed.scenario()) : null;
        if (next == null || !next.ok()) {
            log.add("Lesson choice " + choice + " cannot run: " + (next == null ? changed.errors() : next.errors()));
            return false;
        }
        undo.execute(new SetupEdit(l.control() + ": " + choice, before, next.value()));
        log.add(l.control() + ": " + choice + ".");
        return true;
    }

    /** Hides the heat map until the next sweep. */
    public void clearHeat() {
        heat = null;
        updateScene();
    }

    /**
     * A worm was clicked: highlights it and shows its source, destination, path, age and state in the inspector.
     */
    public void wormClicked(long packetId) {
        var snap = live.snapshot();
        var w = snap == null ? null : snap.worms().stream().filter(x -> x.packetId() == packetId).findFirst().orElse(null);
        if (w == null) {
            return;
        }
        focusWorm = packetId;
        var t = setup.get().topology();
        StringBuilder path = new StringBuilder(t.node(w.sourceNode()).name());
        for (int c : org.flitlab.gui.editor.WormPath.ordered(w, t)) {
            path.append(" \u2192 ").append(t.node(t.channelTarget(c)).name());
        }
        String text = String.format(java.util.Locale.ROOT,
                "Packet #%d: %s \u2192 %s, %d flits, age %,d ticks (%.2f \u00b5s), %s. Path so far: %s.", w.packetId(),
                t.node(w.sourceNode()).name(), t.node(w.destinationNode()).name(), w.lengthFlits(), w.ageTicks(),
                w.ageTicks() / setup.get().ticksPerMicrosecond(),
                w.blocked() ? "BLOCKED: its head waits for a busy output" : "moving", path);
        explanation.set(text);
        log.add(text);
        updateScene();
    }

    /** The packet id of the highlighted worm, or -1. */
    public long focusWorm() {
        return focusWorm;
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

    /**
     * Applies one editor action to the network as an undoable edit named {@code name}; a refused action is
     * logged and changes nothing.
     */
    public boolean editNetwork(String name, java.util.function.UnaryOperator<org.flitlab.gui.editor.NetworkSketch> action) {
        NetworkSetup before = setup.get();
        org.flitlab.scenario.Scenario base = before.scenario() != null ? before.scenario()
                : document != null ? document.scenario() : ScenarioDocument.builtIn().scenario();
        StringBuilder why = new StringBuilder();
        var after = org.flitlab.gui.editor.NetworkEditor.apply(before, layout, base, action, why);
        if (after.isEmpty()) {
            log.add("Not done (" + name + "): " + why);
            return false;
        }
        if (!after.get().routing().equals(before.routing())) {
            log.add(before.routing().displayName() + " does not run on an edited network; routing is now up*/down* from s0.");
        }
        marked.clear();
        undo.execute(new SetupEdit(name, before, after.get()));
        return true;
    }

    /** Canvas point (layout units) snapped to the half-unit grid when snapping is on. */
    public double snap(double v) {
        return snapToGrid.get() ? Math.round(v * 2) / 2.0 : v;
    }

    public BooleanProperty snapToGridProperty() {
        return snapToGrid;
    }

    /** Nodes picked by the rubber band (or clicks); the Delete tool and key remove them together. */
    public java.util.Set<Integer> marked() {
        return java.util.Collections.unmodifiableSet(marked);
    }

    /** Marks the nodes inside the layout rectangle from (x0, y0) to (x1, y1). */
    public void markInside(double x0, double y0, double x1, double y1) {
        marked.clear();
        for (int n = 0; layout != null && n < layout.topology().nodeCount(); n++) {
            if (layout.x(n) >= Math.min(x0, x1) && layout.x(n) <= Math.max(x0, x1)
                    && layout.y(n) >= Math.min(y0, y1) && layout.y(n) <= Math.max(y0, y1)) {
                marked.add(n);
            }
        }
        log.add(marked.size() + " nodes selected.");
        updateScene();
    }

    /** Deletes the marked nodes (or {@code node} if none are marked) as one undoable edit. */
    public boolean deleteMarked(int node) {
        var t = setup.get().topology();
        java.util.Set<String> names = new java.util.HashSet<>();
        (marked.isEmpty() && node >= 0 ? java.util.Set.of(node) : marked).forEach(n -> names.add(t.node(n).name()));
        if (names.isEmpty()) {
            return false;
        }
        return editNetwork("delete " + String.join(", ", new java.util.TreeSet<>(names)), k -> k.delete(names));
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
            selectedLink.set(-1);
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
        selectedLink.set(-1);
    }

    /** A link was clicked with the Select tool: the inspector shows its delay and length. */
    public void linkClicked(int linkId) {
        routes.set(null);
        selectedNode.set(-1);
        selectedLink.set(linkId);
        updateScene();
    }

    /** The link the inspector shows, or -1. */
    public IntegerProperty selectedLinkProperty() {
        return selectedLink;
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
