package org.flitlab.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import org.flitlab.experiment.BatchPlan;
import org.flitlab.experiment.MergedSweep;
import org.flitlab.experiment.PointResult;
import org.flitlab.experiment.SweepPlan;
import org.flitlab.experiment.SweepResult;
import org.flitlab.experiment.SweepStatus;
import org.flitlab.report.BatchJson;
import org.flitlab.report.ResultsFiles;
import org.flitlab.report.SweepCharts;
import org.flitlab.scenario.Catalog;
import org.flitlab.scenario.FileText;
import org.flitlab.scenario.ScenarioAssembly;
import org.flitlab.scenario.ScenarioJson;
import org.flitlab.stats.RunResult;
import org.flitlab.stats.RunStatus;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code flitlab merge}: joins the result files of a plan's jobs ({@link RunPointCommand}) into results.csv,
 * results.json and the charts, exactly as {@code flitlab run} writes them for the same scenario
 * (docs/batch.md); stop-after-saturation drops the same points ({@link MergedSweep}). Exit 0; 1 if a result is
 * missing, a kept point deadlocked or failed; 2 for an unreadable plan or a result of another plan.
 */
@Command(name = "merge", mixinStandardHelpOptions = true,
        description = "Join the result files of a plan's jobs into results.csv, results.json and charts.",
        footer = {"", "Examples:", "  flitlab merge jobs --out results",
            "  flitlab merge jobs --results /scratch/r1 --results /scratch/r2 --out results"})
public final class MergeCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Parameters(paramLabel = "DIR", description = "The plan directory (plan.json, and result files unless --results says otherwise).")
    private Path dir;

    @Option(names = "--out", paramLabel = "OUT", required = true, description = "Where to write results and charts.")
    private Path out;

    @Option(names = "--results", paramLabel = "DIR", description = "A directory of result files (repeatable; default: DIR).")
    private List<Path> resultDirs = new ArrayList<>();

    @Option(names = "--no-charts", description = "Write only results.csv and results.json.")
    private boolean noCharts;

    @Override
    public Integer call() throws IOException {
        PrintWriter o = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Catalog catalog = Catalog.standard();
        BatchPlan batch;
        Map<Integer, RunResult> results;
        try {
            batch = readPlan(catalog);
            results = readResults(batch);
        } catch (IOException | IllegalArgumentException e) {
            err.println(e.getMessage());
            return FlitLabCommand.INVALID_INPUT;
        }
        SweepPlan plan = batch.plan();
        List<Integer> missing = MergedSweep.missing(plan, results);
        if (!missing.isEmpty()) {
            err.println(missing.size() + " of " + plan.pointCount() + " point(s) have no result; run them first:");
            missing.forEach(i -> err.println("  flitlab run-point " + dir.resolve(BatchJson.jobFileName(i))));
            return FlitLabCommand.RUN_FAILED;
        }
        SweepResult result = MergedSweep.of(plan, results);
        for (PointResult p : result.points()) {
            o.printf(Locale.ROOT, "  %-28s %s = %-8s %s%n", p.point().seriesName(), shortName(plan.parameter()),
                    ScenarioJson.text(p.point().value()), p.result().summary());
        }
        ScenarioAssembly assembly = ScenarioAssembly.of(batch.scenario(), catalog);
        List<Path> written = new ArrayList<>(ResultsFiles.write(out, result, ScenarioJson.write(batch.scenario()), ManifestVersionText.get()));
        if (!noCharts && !result.points().isEmpty()) {
            written.addAll(SweepCharts.writeAll(out, result, ChartSetup.options(assembly, ChartSetup.bound(assembly))));
        }
        o.printf("merged %d of %d point(s); wrote %d files to %s%n", result.points().size(), plan.pointCount(), written.size(),
                out.toAbsolutePath().normalize());
        boolean bad = result.status() != SweepStatus.COMPLETED || result.points().stream()
                .map(PointResult::result).map(RunResult::status).anyMatch(s -> s == RunStatus.DEADLOCK || s == RunStatus.FAILED);
        return bad ? FlitLabCommand.RUN_FAILED : FlitLabCommand.OK;
    }

    /** The plan in DIR, re-made from its scenario and checked against the plan file's id. */
    private BatchPlan readPlan(Catalog catalog) throws IOException {
        Path file = dir.resolve(BatchJson.PLAN_FILE);
        if (!Files.isRegularFile(file)) {
            throw new IllegalArgumentException(file + ": no plan file; make one with flitlab plan SCENARIO --out " + dir);
        }
        BatchJson.PlanFile read;
        try {
            read = BatchJson.readPlan(FileText.read(file), file.toString(), catalog);
        } catch (FileText.Refused e) {
            throw new IllegalArgumentException(file + ": " + e.getMessage());
        }
        BatchPlan batch = BatchPlan.of(read.scenario(), catalog);
        if (!batch.id().equals(read.planId()) || batch.plan().pointCount() != read.pointCount()) {
            throw new IllegalArgumentException(file + ": plan_id " + read.planId() + " with " + read.pointCount()
                    + " points, but its scenario makes plan " + batch.id() + " with " + batch.plan().pointCount()
                    + " points (made by another FlitLab version?); plan again");
        }
        return batch;
    }

    /** Every result file of this plan, by plan index; a result of another plan or with the wrong seed is an error. */
    private Map<Integer, RunResult> readResults(BatchPlan batch) throws IOException {
        Map<Integer, RunResult> out = new TreeMap<>();
        List<Path> dirs = resultDirs.isEmpty() ? List.of(dir) : resultDirs;
        for (Path d : dirs) {
            List<Path> files;
            try (Stream<Path> s = Files.list(d)) {
                files = s.filter(f -> f.getFileName().toString().matches("result-\\d+\\.json")).sorted().toList();
            }
            for (Path f : files) {
                BatchJson.PointResultFile r = BatchJson.readResult(Files.readString(f, StandardCharsets.UTF_8), f.toString());
                if (!r.planId().equals(batch.id())) {
                    throw new IllegalArgumentException(f + ": belongs to plan " + r.planId() + ", not to plan " + batch.id());
                }
                if (r.planIndex() < 0 || r.planIndex() >= batch.jobs().size()
                        || r.seed() != batch.jobs().get(r.planIndex()).point().seed()) {
                    throw new IllegalArgumentException(f + ": plan index " + r.planIndex() + " with seed " + r.seed()
                            + " is not a point of plan " + batch.id());
                }
                out.put(r.planIndex(), r.result());
            }
        }
        return out;
    }

    private static String shortName(String path) {
        int dot = path.lastIndexOf('.');
        return dot < 0 ? path : path.substring(dot + 1);
    }
}
