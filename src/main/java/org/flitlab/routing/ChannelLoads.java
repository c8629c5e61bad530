package org.flitlab.routing;

/**
 * Expected load on every channel of a topology for one traffic matrix, from {@link ChannelLoadBound}.
 *
 * @param load              flits per tick on each channel, indexed by channel id ({@link
 *                          org.flitlab.topology.Topology#channelOut}); a copy is kept and returned
 * @param bottleneckChannel the lowest-id channel carrying {@code maxLoad} among those considered (host
 *                          channels may be left out), or -1 if none was considered
 * @param maxLoad           the load on the bottleneck channel, flits per tick (0 if none)
 */
public record ChannelLoads(double[] load, int bottleneckChannel, double maxLoad) {
    public ChannelLoads {
        load = load.clone();
        if (bottleneckChannel < -1 || bottleneckChannel >= load.length) {
            throw new IllegalArgumentException("bottleneckChannel is " + bottleneckChannel + "; it must be -1 or a channel, 0.." + (load.length - 1));
        }
    }

    @Override
    public double[] load() {
        return load.clone();
    }

    /** Flits per tick on {@code channel}. */
    public double load(int channel) {
        return load[channel];
    }

    /**
     * The throughput bound: when the traffic matrix was given per unit of offered load per host (each row
     * summing to 1 flit/tick), the offered load per host, in flits per tick, at which the bottleneck channel
     * reaches its capacity of 1 flit per tick, i.e. 1 / maxLoad. Infinite when no channel is loaded.
     */
    public double saturationLoad() {
        return maxLoad > 0 ? 1.0 / maxLoad : Double.POSITIVE_INFINITY;
    }
}
