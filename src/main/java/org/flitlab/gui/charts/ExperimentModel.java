package org.flitlab.gui.charts;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Consumer;
import javafx.application.Platform;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.concurrent.Task;
import org.flitlab.experiment.PointRunner;
import org.flitlab.experiment.Sweep;
import org.flitlab.experiment.SweepListener;
import org.flitlab.experiment.SweepPlan;
import org.flitlab.experiment.SweepPoint;
import org.flitlab.experiment.SweepProgress;
import org.flitlab.experiment.SweepResult;
import org.flitlab.experiment.ScenarioSweep;
import org.flitlab.gui.files.ScenarioDocument;
import org.flitlab.gui.run.NetworkSetup;
import org.flitlab.scenario.Catalog;
import org.flitlab.scenario.Scenario;
import org.flitlab.scenario.Series;
import org.flitlab.scenario.SweepSpec;
import org.flitlab.report.ChartExport;
import org.flitlab.report.ChartPoint;
import org.flitlab.report.ChartSeries;
import org.flitlab.stats.RunResult;
import org.flitlab.stats.RunStatus;
import org.jfree.chart.JFreeChart;

/**
 * The sweep panel's view model: a form over the open document's {@code sweep} and {@code run} sections (the swept
 * parameter, its values, the series, packets per point, replications) and a job that runs the command line's own
 * {@link ScenarioSweep} on the document, filling a latency chart point by point. Run sweep first writes
 * the form into the document as one undoable edit, so what runs, what is saved and what is shown are the same
 * scenario. The sweep runs in a {@link Task} on its own thread with progress, ETA and cancel; results come back
 * to the FX thread. FX thread only, except inside the task.
 */
public final class ExperimentModel {
    /** The "compare with" choice that keeps the scenario's own series (a sample's comparison). */
    public static final String OWN_SERIES = "the scenario's own series";

    private final ScenarioDocument document;
    private final StringProperty loads = new SimpleStringProperty("");
    private final StringProperty seriesA = new SimpleStringProperty("");
    private final ObjectProperty<String> seriesB = new SimpleObjectProperty<>();
    private final StringProperty measuredPackets = new SimpleStringProperty("");
    private final javafx.beans.property.IntegerProperty replications = new javafx.beans.property.SimpleIntegerProperty(1);
    private final BooleanProperty running = new SimpleBooleanProperty();
    private final DoubleProperty progress = new SimpleDoubleProperty();
    private final StringProperty status = new SimpleStringProperty("Choose the values and series, then Run sweep.");
    private final ObjectProperty<JFreeChart> chart = new SimpleObjectProperty<>();
    private final SweepCurves curves = new SweepCurves();
    private final ObjectProperty<LinkHeat> heat = new SimpleObjectProperty<>();
    private final Consumer<String> log;
    private final int threads;
    private String title = "";
    private final ObjectProperty<SweptParameter> parameter = new SimpleObjectProperty<>(SweptParameter.OFFERED_LOAD);
    private SweptParameter swept = SweptParameter.OFFERED_LOAD;
    private Task<SweepResult> task;
    private SweepResult lastResult;
    private Scenario lastScenario;
    private NetworkSetup lastSetup;
    private boolean showing;

    /**
     * @param document the open document whose sweep this panel edits and runs
     * @param log      receives a line per finished sweep and per error
     * @param threads  the most points simulated at once
     */
    public ExperimentModel(ScenarioDocument document, Consumer<String> log, int threads) {
        this.document = document;
        this.log = log;
        this.threads = threads;
        chart.set(LatencyCharts.empty(LatencyCharts.emptyTitle(document.scenario())));
        document.scenarioProperty().addListener((o, was, now) -> show(now));
        show(document.scenario());
    }

    /** Fills the form from {@code s}'s sweep and run sections. */
    private void show(Scenario s) {
        if (s == null) {
            return;
        }
        showing = true;
        try {
            fill(SweepForm.fields(s));
        } finally {
            showing = false;
        }
    }

    private void fill(SweepForm.Fields f) {
        parameter.set(f.parameter());
        loads.set(f.values());
        seriesA.set(f.seriesA());
        seriesB.set(f.seriesB());
        measuredPackets.set(f.packets());
        replications.set(f.replications());
    }

    /** A new document {@code next}: the previous one's chart, heat and results go, so nothing on screen is another's. */
    public void clear(Scenario next) {
        cancel();
        curves.start(List.of());
        heat.set(null);
        lastResult = null;
        lastScenario = null;
        chart.set(LatencyCharts.empty(LatencyCharts.emptyTitle(next)));
        status.set("Choose the values and series, then Run sweep.");
        progress.set(0);
    }

    /**
     * Writes the form into the document as one undoable edit ("sweep settings"); returns false (status and log
     * say why) if a field is not allowed, and then nothing changes.
     */
    public boolean commit() {
        if (showing || parameter.get() == null) {
            return !showing && parameter.get() == null ? refused("choose what to sweep") : true;
        }
        if (running.get()) {
            return false;
        }
        SweepForm.Fields f = new SweepForm.Fields(parameter.get(), loads.get(), seriesA.get(), seriesB.get(),
                measuredPackets.get(), replications.get());
        List<String> problems = new ArrayList<>();
        var change = SweepForm.edit(f, problems);
        if (change == null) {
            refuse(String.join("; ", problems));
            return false;
        }
        List<String> refused = document.edit("sweep settings", change);
        if (!refused.isEmpty()) {
            show(document.scenario()); // the form shows the document again: it holds what would run
            refuse(String.join("; ", refused));
            return false;
        }
        return true;
    }

    /**
     * The plan Run sweep would run now (the form applied to the document, as the command line plans it), or empty
     * if a field is not allowed. Changes nothing.
     */
    public java.util.Optional<SweepPlan> plan() {
        var change = SweepForm.edit(new SweepForm.Fields(parameter.get(), loads.get(), seriesA.get(), seriesB.get(),
                measuredPackets.get(), replications.get()), new ArrayList<>());
        if (change == null) {
            return java.util.Optional.empty();
        }
        try {
            return java.util.Optional.of(new ScenarioSweep(change.apply(document.scenario()), Catalog.standard()).plan());
        } catch (IllegalArgumentException e) {
            return java.util.Optional.empty();
        }
    }

    /** Run sweep: writes the form into the document, then runs the document's sweep as the command line does. */
    public void run() {
        if (!commit()) {
            return;
        }
        start(document.scenario());
    }

    /**
     * Compare mode: sweeps the document (A) and the document with {@code overridesB} (B) as two series of one
     * sweep, on the same values and the same point seeds (common random numbers).
     */
    public void runCompare(String nameA, java.util.Map<String, String> overridesB, String nameB) {
        if (!commit()) {
            return;
        }
        Scenario s = document.scenario();
        SweepSpec w = s.sweep();
        List<Series> two = List.of(new Series(nameA, java.util.Map.of()), new Series(nameB.equals(nameA) ? nameB + " (B)" : nameB, overridesB));
        start(s.withSweep(new SweepSpec(w.parameter(), w.values(), two, w.replications(), w.stopAfterSaturation())));
    }

    private boolean refused(String why) {
        refuse(why);
        return false;
    }

    private void refuse(String why) {
        status.set("Cannot run: " + why + ".");
        log.accept("Sweep not started: " + why + ".");
    }

    private void start(Scenario s) {
        var whyNot = SweepChecks.whyNot(s);
        if (whyNot.isPresent()) {
            refuse(whyNot.get());
            return;
        }
        ScenarioSweep sweep = new ScenarioSweep(s, Catalog.standard());
        SweepPlan plan = sweep.plan();
        NetworkSetup setup = ScenarioDocument.toSetup(s).value();
        SweepChecks.fewPacketsNote(s.run().measuredPackets()).ifPresent(log);
        curves.start(plan.seriesNames());
        heat.set(null);
        swept = SweptParameter.of(s.sweep().parameter());
        title = "Latency vs " + (swept.isLoad() ? "load" : swept.label().toLowerCase(Locale.ROOT)) + ": " + s.name();
        chart.set(LatencyCharts.create(title, xLabel(), curves.points(), setup));
        lastResult = null;
        lastScenario = s;
        lastSetup = setup;
        task = sweepTask(plan, sweep.pointRunner(), setup);
        running.set(true);
        progress.set(0);
        status.set("Running " + plan.pointCount() + " points...");
        log.accept("Sweep started: " + plan.seriesCount() + " series x " + plan.valueCount() + " values of " + s.name() + ".");
        Thread thread = new Thread(task, "flitlab-sweep");
        thread.setDaemon(true);
        thread.start();
    }

    /** The sweep as a background task that reports each point and its progress on the FX thread. */
    private Task<SweepResult> sweepTask(SweepPlan plan, PointRunner runner, NetworkSetup setup) {
        Task<SweepResult> t = new Task<>() {
            @Override
            protected SweepResult call() {
                return new Sweep(threads).run(plan, runner, new SweepListener() {
                    @Override
                    public void pointFinished(SweepPoint point, RunResult result) {
                        Platform.runLater(() -> addPoint(point, result, setup));
                    }

                    @Override
                    public void progress(SweepProgress p) {
                        Platform.runLater(() -> showProgress(p));
                    }
                }, this::isCancelled);
            }
        };
        t.setOnSucceeded(e -> finished(t.getValue()));
        t.setOnCancelled(e -> {
            running.set(false);
            status.set("Cancelled; the points that finished stay on the chart.");
            log.accept("Sweep cancelled.");
        });
        t.setOnFailed(e -> {
            running.set(false);
            status.set("The sweep failed: " + t.getException().getMessage()
                    + ". Try fewer loads or packets, or check the scenario with 'flitlab validate'.");
            log.accept("Sweep failed: " + t.getException() + ". The finished points stay on the chart.");
        });
        return t;
    }

    private void addPoint(SweepPoint point, RunResult r, NetworkSetup setup) {
        LinkHeat h = heat.get();
        if (point.series() == 0 && !r.channelUsage().isEmpty() && (h == null || point.value() > h.load())) {
            heat.set(LinkHeat.of(r.channelUsage(), setup.topology().links().size(), point.seriesName(), point.value()));
        }
        curves.add(point, r);
        chart.set(LatencyCharts.create(title, xLabel(), curves.points(), setup));
        if (r.status() == RunStatus.DEADLOCK) {
            log.accept(point.label("load") + ": DEADLOCK. " + r.message());
        } else if (r.status() == RunStatus.FAILED) {
            log.accept(point.label("load") + ": failed. " + r.message() + " The other points go on; lower the load or check the scenario.");
        }
    }

    private void showProgress(SweepProgress p) {
        if (!running.get()) {
            return;
        }
        progress.set(p.fraction());
        String eta = p.etaMillis() < 0 ? "estimating..." : String.format(Locale.ROOT, "about %d s left", (p.etaMillis() + 999) / 1000);
        status.set(String.format(Locale.ROOT, "%d of %d points, %s", p.pointsDone(), p.pointsTotal(), eta));
    }

    private void finished(SweepResult r) {
        lastResult = r;
        progress.set(1);
        String text = String.format(Locale.ROOT, "Done: %d points in %.1f s (%s).", r.points().size(),
                r.wallMillis() / 1000.0, r.status().name().toLowerCase(Locale.ROOT));
        status.set(r.stopText().isEmpty() ? text : text + " " + r.stopText().replace("\n", "; ") + ".");
        // Last, so whoever waits for the end (tests, the chart tabs) sees the final status and result.
        running.set(false);
        log.accept("Sweep " + text);
    }

    /**
     * The last finished sweep's results as CSV ({@link org.flitlab.report.ResultsCsv}: a header line, then one
     * line per point and replication), or empty if no sweep has finished since the last start.
     */
    public java.util.Optional<String> resultsCsv() {
        return lastResult == null ? java.util.Optional.empty() : java.util.Optional.of(org.flitlab.report.ResultsCsv.of(lastResult));
    }

    /** What the sweep varies (offered load by default); the loads field holds its values. */
    public ObjectProperty<SweptParameter> parameterProperty() {
        return parameter;
    }

    private String xLabel() {
        return swept.isLoad() ? "Offered load (flits/tick per host)" : swept.label();
    }

    /** The last finished sweep (for the results export and the chart tabs), or empty; FX thread. */
    public java.util.Optional<SweepResult> lastResult() {
        return java.util.Optional.ofNullable(lastResult);
    }

    /** Replications per load and series, at least 1: each with its own seed, combined into one chart point. */
    public javafx.beans.property.IntegerProperty replicationsProperty() {
        return replications;
    }

    /** Asks the running sweep to stop; finished points stay. */
    public void cancel() {
        if (task != null && running.get()) {
            task.cancel();
        }
    }

    /** Writes the chart as PNG (1200x750) or, for a name ending in .svg, SVG. */
    public void export(Path target) throws IOException {
        if (target.toString().toLowerCase(Locale.ROOT).endsWith(".svg")) {
            ChartExport.svg(chart.get(), target, 1200, 750);
        } else {
            ChartExport.png(chart.get(), target, 1200, 750);
        }
    }

    /** Finished points per series name, in arrival order; FX thread. */
    public Map<String, List<ChartPoint>> points() {
        return curves.points();
    }

    /** The chart as series, for tests and exports. */
    public List<ChartSeries> series() {
        return curves.series();
    }

    /** The scenario the last sweep ran (series and all), for exports; null before. */
    public Scenario lastScenario() {
        return lastScenario;
    }

    /** The network of the last sweep, for the chart tabs; null before. */
    public NetworkSetup lastSetup() {
        return lastSetup;
    }

    /** Link utilisation of the first series' highest load that finished, for the canvas heat map; null before. */
    public ObjectProperty<LinkHeat> heatProperty() {
        return heat;
    }

    public StringProperty loadsProperty() {
        return loads;
    }

    /** What the first curve is (read-only: the scenario itself, or its own series). */
    public StringProperty seriesAProperty() {
        return seriesA;
    }

    /**
     * The second curve: a routing option's name (compared on the same traffic), {@link #OWN_SERIES} for the
     * scenario's own series, or null for one curve.
     */
    public ObjectProperty<String> seriesBProperty() {
        return seriesB;
    }

    public StringProperty measuredPacketsProperty() {
        return measuredPackets;
    }

    public BooleanProperty runningProperty() {
        return running;
    }

    public DoubleProperty progressProperty() {
        return progress;
    }

    public StringProperty statusProperty() {
        return status;
    }

    public ObjectProperty<JFreeChart> chartProperty() {
        return chart;
    }
}
