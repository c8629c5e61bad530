package org.flitlab.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.flitlab.experiment.BatchPlan;
import org.flitlab.experiment.PointJob;
import org.flitlab.report.AtomicFiles;
import org.flitlab.report.BatchJson;
import org.flitlab.scenario.Catalog;
import org.flitlab.scenario.Scenario;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code flitlab plan}: splits a scenario's sweep into one self-contained job file per point plus
 * {@value BatchJson#PLAN_FILE} (docs/batch.md), to run with {@link RunPointCommand} anywhere and join with
 * {@link MergeCommand}. Exit 0, or 2 for invalid input.
 */
@Command(name = "plan", mixinStandardHelpOptions = true,
        description = "Split a scenario's sweep into one job file per point (for run-point, then merge).",
        footer = {"", "Examples:", "  flitlab plan samples/mesh8x8-dor-vs-shortest.json --out jobs",
            "  flitlab plan my.json --out jobs --set run.measuredPackets=20000",
            "  then: flitlab run-point jobs/point-0000.json   (one per job; see docs/batch.md)",
            "  and:  flitlab merge jobs --out results"})
public final class PlanCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Parameters(paramLabel = "SCENARIO", description = "The scenario file (JSON), or a bundled sample's name (flitlab samples).")
    private Path file;

    @Option(names = "--out", paramLabel = "DIR", required = true, description = "Where to write plan.json and the job files.")
    private Path out;

    @Option(names = "--seed", paramLabel = "N", description = "Use this seed instead of the scenario's run.seed.")
    private Long seed;

    @Option(names = "--set", paramLabel = "PATH=VALUE", description = "Override a value, e.g. --set routing.id=shortest (repeatable).")
    private List<String> settings = new ArrayList<>();

    @Override
    public Integer call() throws IOException {
        PrintWriter o = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        List<String> all = new ArrayList<>(settings);
        if (seed != null) {
            all.add("run.seed=" + seed);
        }
        Catalog catalog = Catalog.standard();
        var loaded = new ScenarioLoader(catalog, err).load(file, all);
        if (loaded.isEmpty()) {
            return FlitLabCommand.INVALID_INPUT;
        }
        Scenario scenario = loaded.get();
        BatchPlan batch;
        try {
            batch = BatchPlan.of(scenario, catalog);
        } catch (IllegalArgumentException e) {
            err.println(file + ": a sweep point is invalid:\n" + e.getMessage());
            return FlitLabCommand.INVALID_INPUT;
        }
        for (PointJob job : batch.jobs()) {
            AtomicFiles.writeString(out.resolve(BatchJson.jobFileName(job.planIndex())), BatchJson.job(job));
        }
        AtomicFiles.writeString(out.resolve(BatchJson.PLAN_FILE), BatchJson.plan(batch));
        int last = batch.jobs().size() - 1;
        o.printf("%s: plan %s, %d job(s) %s .. %s and %s in %s%n", scenario.name(), batch.id(), batch.jobs().size(),
                BatchJson.jobFileName(0), BatchJson.jobFileName(last), BatchJson.PLAN_FILE, out.toAbsolutePath().normalize());
        o.printf("run each with: flitlab run-point %s --out %s%n", out.resolve(BatchJson.jobFileName(0)), out);
        o.printf("then:          flitlab merge %s --out RESULTS%n", out);
        return FlitLabCommand.OK;
    }
}
