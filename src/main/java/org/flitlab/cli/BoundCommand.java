package org.flitlab.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.flitlab.experiment.Bound;
import org.flitlab.experiment.Bounds;
import org.flitlab.scenario.Catalog;
import org.flitlab.scenario.ScenarioAssembly;
import org.flitlab.topology.Topology;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code flitlab bound}: zero-load latency and the channel-load throughput bound, without simulating. */
@Command(name = "bound", mixinStandardHelpOptions = true,
        description = "Print the zero-load latency and the channel-load bound on throughput of a scenario, without simulating.",
        footer = {"", "Examples:", "  flitlab bound samples/mesh8x8-dor-vs-shortest.json",
            "  flitlab bound samples/hypercube5-updown-vs-shortest.json --set routing.id=up-down"})
public final class BoundCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Parameters(paramLabel = "SCENARIO", description = "The scenario file (JSON).")
    private Path file;

    @Option(names = "--set", paramLabel = "PATH=VALUE", description = "Override a value first (repeatable).")
    private List<String> settings = List.of();

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        Catalog catalog = Catalog.standard();
        var loaded = new ScenarioLoader(catalog, spec.commandLine().getErr()).load(file, settings);
        if (loaded.isEmpty()) {
            return FlitLabCommand.INVALID_INPUT;
        }
        ScenarioAssembly a = ScenarioAssembly.of(loaded.get(), catalog);
        Bound b = ChartSetup.bound(a);
        Topology t = a.topology();
        double us = a.units().microsecondsPerTick();
        out.println(a.scenario().name() + " (" + t + ", routing " + a.scenario().routing().id() + ")");
        out.printf(Locale.ROOT, "  mean hops (links)            %.3f%n", b.meanHops());
        out.printf(Locale.ROOT, "  zero-load packet latency     %.2f ticks (%.3f µs)   generation to head arrival%n", b.zeroLoadPacketLatency(), b.zeroLoadPacketLatency() * us);
        out.printf(Locale.ROOT, "  zero-load delivery latency   %.2f ticks (%.3f µs)   generation to tail arrival%n", b.zeroLoadDeliveryLatency(), b.zeroLoadDeliveryLatency() * us);
        out.printf(Locale.ROOT, "  throughput bound             %.4f flits/tick per sending host (%.1f%% of link rate)%n", b.throughputBound(), 100 * b.throughputBound());
        int c = b.bottleneckChannel();
        out.printf(Locale.ROOT, "  bottleneck channel           %s -> %s (channel %d), %.4f flits/tick per unit of load%n",
                t.node(t.channelSource(c)).name(), t.node(t.channelTarget(c)).name(), c, b.bottleneckLoad());
        out.printf(Locale.ROOT, "  traffic matrix               %s%n", b.trafficSampled()
                ? "sampled, " + Bounds.SAMPLES_PER_SOURCE + " destinations per source (no closed form for this pattern)"
                : "exact (closed form)");
        out.printf(Locale.ROOT, "  route choices                %s%n", b.routesSampled()
                ? "sampled, " + Bounds.PREPARE_SAMPLES_PER_PAIR + " random routes per pair"
                : "exact");
        return FlitLabCommand.OK;
    }
}
