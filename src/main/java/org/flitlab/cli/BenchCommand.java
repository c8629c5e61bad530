package org.flitlab.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import org.flitlab.experiment.Benchmark;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code flitlab bench}: the engine speed benchmark, single-threaded; prints one line per case. */
@Command(name = "bench", mixinStandardHelpOptions = true,
        description = "Measure engine speed: simulated flit-hops per wall second on one thread.",
        footer = {"", "Examples:", "  flitlab bench", "  flitlab bench --packets 20000 --loads 0.2,0.4"})
public final class BenchCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Option(names = "--loads", split = ",", description = "Offered loads in flits/host/tick (default: ${DEFAULT-VALUE}).",
            defaultValue = "0.2,0.4")
    private double[] loads;

    @Option(names = "--packets", description = "Measured packets per case (default: ${DEFAULT-VALUE}).", defaultValue = "100000")
    private long packets;

    @Option(names = "--packet-flits", description = "Packet length in flits (default: ${DEFAULT-VALUE}).", defaultValue = "8")
    private int packetFlits;

    @Option(names = "--vcs", description = "Virtual channels per link (default: ${DEFAULT-VALUE}).", defaultValue = "1")
    private int virtualChannels;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        out.printf("FlitLab engine benchmark on %s, Java %s, %d cores, max heap %d MB%n", System.getProperty("os.arch"),
                System.getProperty("java.version"), Runtime.getRuntime().availableProcessors(), Runtime.getRuntime().maxMemory() >> 20);
        for (Benchmark.Case c : Benchmark.meshCases(loads, packets, packetFlits, virtualChannels)) {
            out.println(Benchmark.run(c).line());
            out.flush();
        }
        return FlitLabCommand.OK;
    }
}
