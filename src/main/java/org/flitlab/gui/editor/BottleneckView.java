package org.flitlab.gui.editor;

import java.util.Locale;
import java.util.SplittableRandom;
import org.flitlab.experiment.Bound;
import org.flitlab.experiment.Bounds;
import org.flitlab.experiment.ScenarioRunner;
import org.flitlab.gui.run.NetworkSetup;
import org.flitlab.topology.Topology;
import org.flitlab.traffic.UniformPattern;

/**
 * The channel-load bound's bottleneck as the routing view highlights it (model.md, "Bounds drawn with the
 * results"): computed by {@link Bounds#compute} for the open topology, routing and destination pattern, the same
 * call the command line makes for its reference lines (cli.ChartSetup). Immutable.
 *
 * @param channel         the busiest channel, or -1 if no channel is loaded
 * @param load            flits per tick on it per flit per tick offered by each sending host
 * @param throughputBound offered load per host at which it saturates, flits per tick ({@code 1 / load})
 */
public record BottleneckView(int channel, double load, double throughputBound) {

    /**
     * The bound of {@code s}: a scenario's own pattern, packet length and switch delay, or uniform traffic for a
     * built-in example. Destinations are sampled from a stream seeded by the setup's seed, so it repeats.
     *
     * @throws IllegalArgumentException if the routing cannot be built or no host sends
     */
    public static BottleneckView of(NetworkSetup s) {
        Bound b = bound(s);
        return new BottleneckView(b.bottleneckChannel(), b.bottleneckLoad(), b.throughputBound());
    }

    /**
     * The zero-load latency and channel-load bound of {@code s}, computed as the command line computes them for a
     * scenario ({@link Bounds#of}), so the window's chart draws the lines of the command line's chart.
     *
     * @throws IllegalArgumentException if the routing cannot be built or no host sends
     */
    public static Bound bound(NetworkSetup s) {
        return Bounds.of(new ScenarioRunner().assemble(s.scenario()), s.seed());
    }

    /** One sentence naming the channel by its end nodes, its load and the bound. */
    public String describe(Topology t) {
        if (channel < 0) {
            return "No channel is loaded: there is no channel-load bound.";
        }
        return String.format(Locale.ROOT, "Bottleneck channel %s \u2192 %s carries %.3f flits/tick per unit offered load, "
                        + "so no host can offer more than %.3f flits/tick (the channel-load bound).",
                t.node(t.channelSource(channel)).name(), t.node(t.channelTarget(channel)).name(), load, throughputBound);
    }
}
