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
import org.flitlab.gui.run.NetworkSetup;
import org.flitlab.gui.run.RoutingChoice;
import org.flitlab.report.ChartExport;
import org.flitlab.report.ChartPoint;
import org.flitlab.report.ChartSeries;
import org.flitlab.scenario.ScenarioJson;
import org.flitlab.stats.RunResult;
import org.flitlab.stats.RunStatus;
import org.jfree.chart.JFreeChart;

/**
 * The experiment panel's view model: which loads to sweep, which routings to compare (series A and an optional
 * B), and a run that fills a latency-vs-load chart point by point as the sweep finishes them (issue 3). The sweep
 * runs in a {@link Task} on its own thread with progress, ETA and cancel; results come back to the FX thread.
 * FX thread only, except inside the task.
 */
public final class ExperimentModel {
    private final StringProperty loads = new SimpleStringProperty("0.05 0.1 0.15 0.2 0.25 0.3 0.35 0.4 0.45 0.5");
    private final ObjectProperty<RoutingChoice> seriesA = new SimpleObjectProperty<>(RoutingChoice.dimensionOrderDateline());
    private final ObjectProperty<RoutingChoice> seriesB = new SimpleObjectProperty<>(RoutingChoice.upDown());
    private final StringProperty measuredPackets = new SimpleStringProperty("2000");
    private final javafx.beans.property.IntegerProperty replications = new javafx.beans.property.SimpleIntegerProperty(1);
    private final BooleanProperty running = new SimpleBooleanProperty();
    private final DoubleProperty progress = new SimpleDoubleProperty();
    private final StringProperty status = new SimpleStringProperty("Choose loads and routings, then Run sweep.");
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

    /**
     * @param log     receives a line per finished sweep and per error
     * @param threads the most points simulated at once
     */
    public ExperimentModel(Consumer<String> log, int threads) {
        this.log = log;
        this.threads = threads;
        chart.set(LatencyCharts.empty("Latency vs offered load"));
    }

    /** Parses a value list ("0.1 0.2, 0.3" or "0.1:0.5:0.1" for from:to:step); ranges are checked by the caller. */
    static double[] parseNumbers(String text) {
        String t = text.trim();
        if (t.matches("[^:]+:[^:]+:[^:]+")) {
            String[] p = t.split(":");
            double from = Double.parseDouble(p[0].trim());
            double to = Double.parseDouble(p[1].trim());
            double step = Double.parseDouble(p[2].trim());
            if (!(step > 0) || to < from) {
                throw new IllegalArgumentException("values '" + t + "': step must be above 0 and 'to' at least 'from'");
            }
            List<Double> v = new ArrayList<>();
            for (int i = 0; from + i * step <= to + 1e-9 && i < 200; i++) {
                v.add(Math.round((from + i * step) * 1e9) / 1e9);
            }
            return v.stream().mapToDouble(Double::doubleValue).toArray();
        }
        String[] parts = t.split("[,;\\s]+");
        double[] v = new double[parts.length];
        for (int i = 0; i < parts.length; i++) {
            try {
                v[i] = Double.parseDouble(parts[i]);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("value '" + parts[i] + "' is not a number; write values like 0.1 0.2 0.3 or 0.1:0.5:0.1");
            }
        }
        return v;
    }

    /** Starts a sweep of {@code setup}; reports invalid input in the status line instead. */
    public void run(NetworkSetup setup) {
        Input in = input();
        if (in == null) {
            return;
        }
        List<RoutingChoice> series = new ArrayList<>();
        series.add(seriesA.get());
        if (seriesB.get() != null && !seriesB.get().id().equals(seriesA.get().id())) {
            series.add(seriesB.get());
        }
        if (!sweepable(setup)) {
            return;
        }
        if (parameter.get().path().startsWith("endToEnd") && !setup.hasScenario()) {
            refuse("sweeping " + parameter.get().label().toLowerCase(Locale.ROOT) + " needs a scenario; open a scenario file or sample first");
            return;
        }
        SweptParameter sp = parameter.get();
        for (RoutingChoice r : series) {
            if (r.supports(setup.topology()).isPresent()) {
                refuse(r.displayName() + ": " + r.supports(setup.topology()).get());
                return;
            }
        }
        noteFewPackets(in.packets());
        start(setup, series.stream().map(RoutingChoice::displayName).toList(), in.loads(), SweepRunners.of(setup, series, in.packets(), sp));
    }

    /**
     * Compare mode: sweeps two scenario-backed setups that differ in one control, on the same loads and the same
     * point seeds (common random numbers), one curve each on the same chart.
     */
    public void runCompare(NetworkSetup a, String nameA, NetworkSetup b, String nameB) {
        Input in = input();
        if (in == null || !sweepable(a) || !sweepable(b)) {
            return;
        }
        if (!a.hasScenario() || !b.hasScenario()) {
            refuse("compare mode needs both configurations as scenarios; open a scenario file first");
            return;
        }
        noteFewPackets(in.packets());
        start(a, List.of(nameA, nameB.equals(nameA) ? nameB + " (B)" : nameB), in.loads(), SweepRunners.compare(a, b, in.packets()));
    }

    /** Below this many packets per point a stable point near the knee is flagged saturated too often (user guide). */
    static final long STEADY_FLAG_PACKETS = 1000;

    /**
     * A short measurement window can read a random excursion of the source queues as growth and flag a stable point
     * saturated, which also ends its series: say so when the user asks for few packets, rather than refuse.
     */
    private void noteFewPackets(long packets) {
        if (packets < STEADY_FLAG_PACKETS) {
            log.accept("Note: with " + packets + " packets per point, a point near the knee may be flagged saturated by"
                    + " chance, which ends its series; " + STEADY_FLAG_PACKETS + " or more give steadier flags.");
        }
    }

    /** The parsed loads and packets per point. */
    private record Input(double[] loads, long packets) {
    }

    private Input input() {
        if (running.get()) {
            return null;
        }
        try {
            double[] values = parameter.get().parse(loads.get());
            long packets = Long.parseLong(measuredPackets.get().trim());
            if (packets < 10) {
                throw new IllegalArgumentException("measured packets is " + packets + "; it must be at least 10");
            }
            return new Input(values, packets);
        } catch (IllegalArgumentException e) {
            refuse(e instanceof NumberFormatException ? "measured packets is '" + measuredPackets.get()
                    + "'; it must be a whole number such as 600" : e.getMessage());
            return null;
        }
    }

    private boolean sweepable(NetworkSetup setup) {
        if (parameter.get().isLoad() && setup.hasScenario()
                && ScenarioJson.valueAt(setup.scenario(), "traffic.arrivals.params.offeredLoad").isEmpty()) {
            refuse("this scenario's arrivals (" + setup.scenario().traffic().arrivals().id()
                    + ") have no offered load to sweep; run it from the command line with its own sweep");
            return false;
        }
        return true;
    }

    private void refuse(String why) {
        status.set("Cannot run: " + why + ".");
        log.accept("Sweep not started: " + why + ".");
    }

    private void start(NetworkSetup setup, List<String> names, double[] values, PointRunner runner) {
        curves.start(names);
        heat.set(null);
        swept = parameter.get();
        title = "Latency vs " + (swept.isLoad() ? "load" : swept.label().toLowerCase(Locale.ROOT)) + ": " + setup.name();
        chart.set(LatencyCharts.create(title, xLabel(), curves.points(), setup));
        lastResult = null;
        SweepPlan plan = new SweepPlan(names, swept.planName(), values, replications.get(), setup.seed());
        task = sweepTask(plan, runner, setup);
        running.set(true);
        progress.set(0);
        status.set("Running " + plan.pointCount() + " points...");
        log.accept("Sweep started: " + names.size() + " series x " + values.length + " loads.");
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

    /** Link utilisation of the first series' highest load that finished, for the canvas heat map; null before. */
    public ObjectProperty<LinkHeat> heatProperty() {
        return heat;
    }

    public StringProperty loadsProperty() {
        return loads;
    }

    public ObjectProperty<RoutingChoice> seriesAProperty() {
        return seriesA;
    }

    /** The second routing to compare, or null for one series. */
    public ObjectProperty<RoutingChoice> seriesBProperty() {
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
