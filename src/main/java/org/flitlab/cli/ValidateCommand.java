package org.flitlab.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.flitlab.scenario.Catalog;
import org.flitlab.scenario.Scenario;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code flitlab validate}: reports every error of a scenario file with its JSON path, or OK. */
@Command(name = "validate", mixinStandardHelpOptions = true,
        description = "Check a scenario file without running it: every error with its JSON path, or OK.",
        footer = {"", "Examples:", "  flitlab validate samples/torus4x4-dateline.json",
            "  flitlab validate my.json --set routing.id=up-down"})
public final class ValidateCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Parameters(paramLabel = "SCENARIO", description = "The scenario file (JSON), or a bundled sample's name (flitlab samples).")
    private Path file;

    @Option(names = "--set", paramLabel = "PATH=VALUE", description = "Override a value before checking, e.g. --set traffic.arrivals.params.offeredLoad=0.3.")
    private List<String> settings = List.of();

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        var scenario = new ScenarioLoader(Catalog.standard(), err).load(file, settings);
        if (scenario.isEmpty()) {
            return FlitLabCommand.INVALID_INPUT;
        }
        Scenario s = scenario.get();
        out.println(file + ": OK (" + s.name() + ", topology " + s.topology().id() + ", routing " + s.routing().id() + ")");
        return FlitLabCommand.OK;
    }
}
