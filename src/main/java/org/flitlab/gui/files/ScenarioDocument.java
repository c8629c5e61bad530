package org.flitlab.gui.files;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.flitlab.gui.run.Examples;
import org.flitlab.gui.run.NetworkSetup;
import org.flitlab.gui.run.RoutingChoice;
import org.flitlab.gui.run.ScenarioVariant;
import org.flitlab.routing.RoutingFactory;
import org.flitlab.scenario.ReadResult;
import org.flitlab.scenario.Scenario;
import org.flitlab.scenario.ScenarioAssembly;
import org.flitlab.scenario.ScenarioJson;
import org.flitlab.topology.Topology;

/**
 * The scenario file behind the workbench: reads a scenario (with its path-named errors), turns it into the
 * {@link NetworkSetup} the canvas and experiment use, and writes the edited setup back as a scenario (the opened
 * one with the edited values set by path, so that everything the workbench does not edit is kept).
 *
 * <p>The setup keeps the scenario, so the canvas animates and the experiment sweeps the scenario's own traffic
 * (pattern, sizes, arrivals) through the same assembly as the command line.
 * FX thread only (plain file I/O).
 */
public final class ScenarioDocument {
    private Scenario scenario;
    private Path path;

    /** A document for {@code scenario}, not yet saved anywhere unless {@code path} is given. */
    public ScenarioDocument(Scenario scenario, Path path) {
        this.scenario = scenario;
        this.path = path;
    }

    /** The built-in opening example as a document with no file. */
    public static ScenarioDocument builtIn() {
        return new ScenarioDocument(BuiltInScenarios.torus(), null);
    }

    /** Reads a scenario file; the result lists every error with its JSON path. */
    public static ReadResult read(Path file) {
        return ScenarioJson.readFile(file);
    }

    /** The sample scenarios in {@code folder} (the samples/ gallery), by file name; empty if it does not exist. */
    public static List<Path> samples(Path folder) {
        if (!Files.isDirectory(folder)) {
            return List.of();
        }
        try (Stream<Path> files = Files.list(folder)) {
            return files.filter(p -> p.toString().endsWith(".json")).sorted().toList();
        } catch (IOException e) {
            return List.of();
        }
    }

    /**
     * The setup the workbench shows for {@code s}, or the problems that stop it from running, each with its path.
     */
    public static Result<NetworkSetup> toSetup(Scenario s) {
        ScenarioAssembly a = ScenarioAssembly.of(s);
        if (!a.isRunnable()) {
            return Result.failed(a.problems().stream().map(Object::toString).toList());
        }
        String routingId = s.routing().id();
        String name = ScenarioJson.valueAt(s, "routing.params.dateline").map(d -> routingId + ("true".equals(d) ? " (dateline)" : " (no dateline)")).orElse(routingId);
        RoutingFactory assembled = new RoutingFactory() {
            @Override
            public Optional<String> supports(Topology topology) {
                return Optional.empty();
            }

            @Override
            public org.flitlab.routing.RoutingAlgorithm create(Topology topology, int virtualChannels) {
                return a.routing();
            }
        };
        RoutingChoice known = RoutingChoice.standard().stream().filter(r -> r.displayName().toLowerCase(Locale.ROOT)
                .replace(" ", "-").startsWith(routingId)).findFirst().orElse(null);
        RoutingChoice choice = ScenarioVariant.matching(s).orElse(new RoutingChoice(routingId, name, assembled, a.networkConfig().virtualChannels(),
                known == null ? "Routing " + name + " from the scenario file." : known.explanation()));
        double load = a.offeredLoad();
        int flits = ScenarioJson.valueAt(s, "traffic.sizes.params.flits").map(v -> (int) Double.parseDouble(v)).orElse(16);
        double ticksPerMicrosecond = 1 / a.units().microsecondsPerTick();
        NetworkSetup setup = new NetworkSetup(s.name(), s.description(), a.topology(), a.networkConfig(), choice,
                load > 0 && load <= 1 ? load : 0.25, Math.max(1, flits), a.run().seed(),
                Double.isFinite(ticksPerMicrosecond) && ticksPerMicrosecond > 0 ? ticksPerMicrosecond : Examples.TICKS_PER_MICROSECOND, s);
        return Result.ok(setup);
    }

    /**
     * The document's scenario with the values of {@code setup} set by path (load, packet length, buffer, seed,
     * routing), or the problems of the changed scenario.
     */
    public Result<Scenario> withSetup(NetworkSetup setup) {
        try {
            // An edited network carries its own scenario (custom topology and layout); else the opened one.
            Scenario from = setup.scenario() != null ? setup.scenario() : scenario;
            return Result.ok(ScenarioVariant.of(from, setup, setup.routing(), setup.offeredLoad()));
        } catch (IllegalArgumentException e) {
            return Result.failed(List.of(e.getMessage()));
        }
    }

    /** Writes the scenario for {@code setup} to {@code file} and makes it this document's file. */
    public Result<Path> save(NetworkSetup setup, Path file) {
        Result<Scenario> s = withSetup(setup);
        if (!s.ok()) {
            return Result.failed(s.errors());
        }
        try {
            ScenarioJson.writeFile(file, s.value());
        } catch (IOException e) {
            return Result.failed(List.of("Could not write " + file + ": " + e.getMessage()));
        }
        scenario = s.value();
        path = file;
        return Result.ok(file);
    }

    public Scenario scenario() {
        return scenario;
    }

    /** The file this document was read from or saved to, if any. */
    public Optional<Path> path() {
        return Optional.ofNullable(path);
    }

    /**
     * A value or the messages saying why there is none.
     *
     * @param value  the value; null when failed
     * @param errors what went wrong, each naming its JSON path where there is one; empty when ok
     */
    public record Result<T>(T value, List<String> errors) {
        public Result {
            errors = List.copyOf(errors);
        }

        static <T> Result<T> ok(T value) {
            return new Result<>(value, List.of());
        }

        static <T> Result<T> failed(List<String> errors) {
            return new Result<>(null, errors);
        }

        public boolean ok() {
            return errors.isEmpty();
        }
    }
}
