package org.flitlab.experiment;

import java.util.SplittableRandom;
import java.util.function.BooleanSupplier;
import java.util.stream.Collectors;
import org.flitlab.network.Engine;
import org.flitlab.network.Network;
import org.flitlab.scenario.Catalog;
import org.flitlab.scenario.RunSpec;
import org.flitlab.scenario.Scenario;
import org.flitlab.scenario.ScenarioAssembly;
import org.flitlab.stats.RunResult;

/**
 * Runs one point of a scenario: assembles it with the catalogue, builds a fresh {@link Network} (fresh selection
 * policy and arrival processes) and a {@link SimulationRun} with the scenario's run control, on the calling thread.
 * The seed is given separately from the scenario's own so that a sweep can run replications. Immutable and
 * thread-safe: points may run in parallel, each with its own network.
 */
public final class ScenarioRunner {
    private final Catalog catalog;

    public ScenarioRunner(Catalog catalog) {
        this.catalog = catalog;
    }

    /** A runner over {@link Catalog#standard()}. */
    public ScenarioRunner() {
        this(Catalog.standard());
    }

    /**
     * Runs {@code scenario} with {@code seed}.
     *
     * @throws IllegalArgumentException listing every problem of the scenario, each with its JSON path, if it cannot run
     */
    public RunResult run(Scenario scenario, long seed, SimulationListener listener, BooleanSupplier cancelled) {
        return run(assemble(scenario), seed, listener, cancelled);
    }

    /** Runs an assembly that {@link ScenarioAssembly#isRunnable() can run}; it may be reused for many seeds. */
    public RunResult run(ScenarioAssembly assembly, long seed, SimulationListener listener, BooleanSupplier cancelled) {
        if (AtmScenarioRun.isAtm(assembly.scenario())) {
            RunResult r = AtmScenarioRun.run(assembly, seed);
            listener.finished(r);
            return r;
        }
        return new SimulationRun(engine(assembly, seed), runControl(assembly.run()), seed)
                .run(listener, cancelled);
    }

    /**
     * The kernel of one run, drawn or not ({@link Kernels}): the flat kernel where it covers the scenario, else the
     * reference engine, which also runs end-to-end schemes. Both draw the same snapshots and record the same events.
     */
    public static Engine engine(ScenarioAssembly a, long seed) {
        if (a.endToEnd().isPresent()) {
            return network(a, seed);
        }
        return Kernels.build(a.topology(), a.networkConfig(), a.routing(), a.selection().create(), a.newWorkload(), seed);
    }

    /**
     * The assembly of {@code scenario}.
     *
     * @throws IllegalArgumentException listing every problem if it cannot run
     */
    public ScenarioAssembly assemble(Scenario scenario) {
        ScenarioAssembly a = ScenarioAssembly.of(scenario, catalog);
        if (!a.isRunnable()) {
            throw new IllegalArgumentException("scenario '" + scenario.name() + "' cannot run:\n"
                    + a.problems().stream().map(Object::toString).collect(Collectors.joining("\n")));
        }
        return a;
    }

    /** A fresh network for one run. */
    public static Network network(ScenarioAssembly a, long seed) {
        Network n = new Network(a.topology(), a.networkConfig(), a.routing(), a.selection().create(), a.newWorkload(), seed);
        // the scheme's own stream, so that choosing a scheme leaves the engine's streams (and "none" runs) unchanged
        a.endToEnd().ifPresent(plan -> n.setEndToEnd(plan.newControl(a.units().flitBytes(), n.workload().destinations(),
                new SplittableRandom(seed ^ END_TO_END_STREAM))));
        return n;
    }

    private static final long END_TO_END_STREAM = 0x5E2E_2E2E_2E2EL;

    /** The run control a scenario's run section asks for, with its time series; drain rules are the defaults. */
    public static RunControl runControl(RunSpec r) {
        RunControl d = RunControl.defaults();
        WarmupMode mode = r.warmupMode() == RunSpec.Warmup.DETECT ? WarmupMode.DETECT : WarmupMode.FIXED;
        return new RunControl(mode, r.warmupTicks(), r.measuredPackets(), r.targetRelativeHalfWidth(), r.measuredPacketLimit(),
                r.batches(), r.maxTicks(), d.drainFactor(), d.minDrainTicks(), r.timeSeriesTicks());
    }
}
