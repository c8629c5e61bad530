package org.flitlab.stats;

/**
 * The measured packets of one source host: how many were delivered and their mean latencies, in ticks. With a
 * traffic pattern that gives each source one destination (explicit flows, permutations) this is the latency of
 * each flow, which a point's overall means average away (AN1 Table 4's cross traffic, a parking lot's flows).
 *
 * @param host                 the source host's index
 * @param packets              measured packets of this host delivered (after any warm-up truncation)
 * @param packetLatencyMean    generation to head arrival (AN1's latency)
 * @param deliveryLatencyMean  generation to tail arrival
 */
public record SourceLatency(int host, long packets, double packetLatencyMean, double deliveryLatencyMean) {
}
