package org.flitlab.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicBoolean;
import org.flitlab.experiment.Bound;
import org.flitlab.experiment.PointResult;
import org.flitlab.experiment.ScenarioSweep;
import org.flitlab.experiment.Sweep;
import org.flitlab.experiment.SweepListener;
import org.flitlab.experiment.SweepProgress;
import org.flitlab.experiment.SweepResult;
import org.flitlab.experiment.SweepStatus;
import org.flitlab.report.ResultsFiles;
import org.flitlab.report.SweepCharts;
import org.flitlab.scenario.Catalog;
import org.flitlab.scenario.Limits;
import org.flitlab.scenario.Scenario;
import org.flitlab.scenario.ScenarioAssembly;
import org.flitlab.scenario.ScenarioJson;
import org.flitlab.stats.EndToEndStats;
import org.flitlab.stats.RunResult;
import org.flitlab.stats.RunStatus;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code flitlab run}: runs a scenario's point or sweep (points in parallel), shows progress, and writes
 * results.csv, results.json and the charts, and says why each series stopped. Exit 0 on success, 1 if a point did
 * not complete (deadlock, incomplete, failed) or measured no packet, 2 for
 * invalid input.
 */
@Command(name = "run", mixinStandardHelpOptions = true,
        description = "Run a scenario (one point or its sweep) and write results.csv, results.json and charts.",
        footer = {"", "Examples:", "  flitlab run mesh8x8-dor-vs-shortest --out out/mesh      (a bundled sample: flitlab samples)",
            "  flitlab run single-link-md1 --set traffic.sizes.params.flits=20 --threads 2",
            "  flitlab run my.json --seed 7 --set routing.id=up-down --set routing.params.root=3"})
public final class RunCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Parameters(paramLabel = "SCENARIO", description = "The scenario file (JSON), or a bundled sample's name (flitlab samples lists them).")
    private Path file;

    @Option(names = "--out", paramLabel = "DIR", description = "Where to write results and charts (default: ${DEFAULT-VALUE}).", defaultValue = "flitlab-out")
    private Path out;

    @Option(names = "--seed", paramLabel = "N", description = "Use this seed instead of the scenario's run.seed.")
    private Long seed;

    @Option(names = "--set", paramLabel = "PATH=VALUE", description = "Override a value, e.g. --set routing.id=shortest (repeatable).")
    private List<String> settings = new ArrayList<>();

    @Option(names = "--threads", paramLabel = "N", description = "Points run in parallel (default: the number of cores).")
    private Integer threads;

    @Option(names = "--no-charts", description = "Write only results.csv and results.json.")
    private boolean noCharts;

    @Override
    public Integer call() throws IOException {
        PrintWriter o = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        List<String> all = new ArrayList<>(settings);
        if (seed != null) {
            all.add("run.seed=" + seed);
        }
        if (threads != null && threads < 1) {
            err.println("--threads is " + threads + "; it must be at least 1");
            return FlitLabCommand.INVALID_INPUT;
        }
        Catalog catalog = Catalog.standard();
        var loaded = new ScenarioLoader(catalog, err).load(file, all);
        if (loaded.isEmpty()) {
            return FlitLabCommand.INVALID_INPUT;
        }
        Scenario scenario = loaded.get();
        String outProblem = OutputFolder.problem(out);
        if (outProblem != null) {
            err.println("--out " + Limits.safe(out.toString()) + ": " + outProblem);
            return FlitLabCommand.INVALID_INPUT;
        }
        ScenarioSweep sweep = new ScenarioSweep(scenario, catalog);
        Sweep engine = threads == null ? new Sweep() : new Sweep(threads);
        o.printf("%s: %d point(s), %d thread(s)%n", scenario.name(), sweep.plan().pointCount(), engine.threads());
        o.flush();
        SweepResult result = runStoppingOnCtrlC(engine, sweep, err);
        printPoints(o, result);
        List<Path> written;
        try {
            written = writeFiles(result, scenario, catalog);
        } catch (IOException e) {
            err.println("cannot write the results to " + Limits.safe(out.toString()) + ": " + OutputFolder.reason(e));
            return FlitLabCommand.RUN_FAILED;
        }
        o.println("wrote " + written.size() + " files to " + out.toAbsolutePath().normalize());
        boolean bad = result.status() != SweepStatus.COMPLETED || result.points().isEmpty()
                || result.points().stream().map(PointResult::result).anyMatch(RunCommand::unusable);
        return bad ? FlitLabCommand.RUN_FAILED : FlitLabCommand.OK;
    }

    /** Runs the sweep; Ctrl-C (a shutdown hook) stops it between points so the points done are still written. */
    private static SweepResult runStoppingOnCtrlC(Sweep engine, ScenarioSweep sweep, PrintWriter err) {
        AtomicBoolean interrupted = new AtomicBoolean();
        Thread hook = new Thread(() -> interrupted.set(true));
        Runtime.getRuntime().addShutdownHook(hook);
        try {
            return engine.run(sweep.plan(), sweep.pointRunner(), new Progress(err, System.console() != null), interrupted::get);
        } finally {
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException shuttingDown) {
                // the JVM is already exiting: nothing to remove
            }
        }
    }

    private static void printPoints(PrintWriter o, SweepResult result) {
        for (PointResult p : result.points()) {
            o.printf(Locale.ROOT, "  %-28s %s = %-8s %s%n", p.point().seriesName(), shortName(result.plan().parameter()),
                    ScenarioJson.text(p.point().value()), p.result().summary());
            if (p.result().status() != RunStatus.COMPLETED) {
                o.println("      " + Limits.safe(p.result().message()));
            }
        }
        String stop = result.stopText();
        o.println(stop.isEmpty() ? "every series ran every value" : stop);
        if (!result.points().isEmpty()) {
            // Which kernel ran the points (issue 19): the flat kernel where it covers the scenario, else the reference engine.
            o.println("engine: " + result.points().stream().map(p -> p.result().engine()).distinct()
                    .collect(java.util.stream.Collectors.joining(", ")));
        }
    }

    /** Writes results.csv, results.json and, unless --no-charts or nothing ran, the charts; returns the files written. */
    private List<Path> writeFiles(SweepResult result, Scenario scenario, Catalog catalog) throws IOException {
        List<Path> written = new ArrayList<>();
        written.addAll(ResultsFiles.write(out, result, ScenarioJson.write(scenario), ManifestVersionText.get()));
        if (!noCharts && !result.points().isEmpty()) {
            // Assembled only for the charts' bound lines: without charts its network build is wasted serial time.
            ScenarioAssembly assembly = ScenarioAssembly.of(scenario, catalog);
            Bound bound = ChartSetup.bound(assembly);
            written.addAll(SweepCharts.writeAll(out, result, ChartSetup.options(assembly, bound)));
        }
        return written;
    }

    /**
     * A point that gives no usable number: it did not complete (deadlock, incomplete, failed, cancelled), or it
     * measured no packet (a run over ATM measures its TCP flows instead).
     */
    static boolean unusable(RunResult r) {
        return r.status() != RunStatus.COMPLETED || r.measuredPackets() == 0 && r.endToEnd() == EndToEndStats.NONE;
    }

    private static String shortName(String path) {
        int dot = path.lastIndexOf('.');
        return dot < 0 ? path : path.substring(dot + 1);
    }

    /** A progress line: rewritten in place on a terminal, one line per second otherwise. */
    private static final class Progress implements SweepListener {
        private final PrintWriter err;
        private final boolean terminal;
        private long lastLine;

        Progress(PrintWriter err, boolean terminal) {
            this.err = err;
            this.terminal = terminal;
        }

        @Override
        public void progress(SweepProgress p) {
            long now = System.currentTimeMillis();
            if (!terminal && now - lastLine < 1000 && p.pointsDone() < p.pointsTotal()) {
                return;
            }
            lastLine = now;
            String line = String.format(Locale.ROOT, "  %3.0f%%  %d/%d points  %,d packets measured  ETA %s",
                    100 * p.fraction(), p.pointsDone(), p.pointsTotal(), p.measuredPacketsSoFar(), eta(p.etaMillis()));
            if (terminal) {
                err.print("\r" + line + "   ");
                if (p.pointsDone() == p.pointsTotal()) {
                    err.println();
                }
            } else {
                err.println(line);
            }
            err.flush();
        }

        private static String eta(long millis) {
            return millis < 0 ? "?" : millis < 60_000 ? (millis / 1000) + " s" : (millis / 60_000) + " min";
        }
    }
}
