package org.flitlab.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.flitlab.experiment.PointJob;
import org.flitlab.experiment.SimulationListener;
import org.flitlab.report.AtomicFiles;
import org.flitlab.report.BatchJson;
import org.flitlab.scenario.Catalog;
import org.flitlab.scenario.FileText;
import org.flitlab.scenario.Limits;
import org.flitlab.stats.RunResult;
import org.flitlab.stats.RunStatus;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code flitlab run-point}: runs one job file made by {@link PlanCommand} on one thread and writes its result file
 * ({@link BatchJson#resultFileName}) for {@link MergeCommand} (docs/batch.md). The result file is written
 * atomically, so a job killed half-way leaves none. Exit 0; 1 if the point ended in DEADLOCK or failed (its result
 * is still written, and merge reports it as {@code run} would); 2 for an unreadable job file.
 */
@Command(name = "run-point", mixinStandardHelpOptions = true,
        description = "Run one job file made by plan and write its result file (for merge).",
        footer = {"", "Examples:", "  flitlab run-point jobs/point-0007.json            writes jobs/result-0007.json",
            "  flitlab run-point jobs/point-0007.json --out /scratch/results"})
public final class RunPointCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Parameters(paramLabel = "JOB", description = "A job file, e.g. jobs/point-0007.json.")
    private Path file;

    @Option(names = "--out", paramLabel = "DIR", description = "Where to write the result file (default: the job file's directory).")
    private Path out;

    @Override
    public Integer call() throws IOException {
        PrintWriter o = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Catalog catalog = Catalog.standard();
        PointJob job;
        try {
            job = BatchJson.readJob(FileText.read(file), file.toString(), catalog);
        } catch (FileText.Refused | IllegalArgumentException e) {
            err.println(file + ": cannot read the job: " + e.getMessage());
            return FlitLabCommand.INVALID_INPUT;
        }
        RunResult result = job.run(catalog, SimulationListener.NONE, () -> false);
        Path dir = out != null ? out : file.toAbsolutePath().getParent();
        Path target = dir.resolve(BatchJson.resultFileName(job.planIndex()));
        AtomicFiles.writeString(target, BatchJson.result(job, result));
        o.printf("%s: %s%n  wrote %s%n", job.point().label(job.parameter()), result.summary(), target);
        if (result.status() != RunStatus.COMPLETED) {
            o.println("  " + Limits.safe(result.message()));
        }
        return RunCommand.unusable(result) ? FlitLabCommand.RUN_FAILED : FlitLabCommand.OK;
    }
}
