package org.flitlab.experiment;

/**
 * The analytic bounds of one topology, routing algorithm, traffic pattern and packet length, drawn beside the
 * measured curves (model.md, "Bounds drawn with the results"); computed by {@link Bounds#compute}. Latencies are
 * in ticks, loads in flits per tick. Immutable and thread-safe.
 *
 * @param zeroLoadPacketLatency   mean generation-to-head-arrival latency of a packet alone in the network (AN1's
 *                                packet latency): link delays of its path plus one switch delay per switch crossed
 * @param zeroLoadDeliveryLatency the same to tail arrival (BookSim's latency): {@code zeroLoadPacketLatency +
 *                                packetFlits - 1}
 * @param throughputBound         offered load per sending host, in flits per tick, at which the busiest channel
 *                                (host channels included) carries 1 flit per tick; +infinity if no channel is
 *                                loaded
 * @param bottleneckChannel       the busiest channel: a switch-to-switch channel whenever one is as busy as the
 *                                busiest channel of all, else the busiest host (injection or ejection) channel;
 *                                -1 if no channel is loaded
 * @param bottleneckLoad          flits per tick on {@code bottleneckChannel} per flit per tick offered by each
 *                                sending host, so {@code throughputBound = 1 / bottleneckLoad}
 * @param meanHops                links crossed per packet, host links included (as {@code RunResult.meanHops})
 * @param trafficSampled          whether the traffic matrix was sampled (a pattern without a closed form) rather
 *                                than computed exactly
 * @param routesSampled           whether random route choices (source routes, Valiant) were sampled rather than
 *                                listed exactly (dimension order's random ties are listed)
 */
public record Bound(double zeroLoadPacketLatency, double zeroLoadDeliveryLatency, double throughputBound,
                    int bottleneckChannel, double bottleneckLoad, double meanHops, boolean trafficSampled,
                    boolean routesSampled) {

    /** Whether every number is exact: nothing was sampled. */
    public boolean exact() {
        return !trafficSampled && !routesSampled;
    }
}
