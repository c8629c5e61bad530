package org.flitlab.stats;

/**
 * The measured packets of one length: how many were delivered and their mean latencies, in ticks. With bimodal or
 * discrete sizes this splits a point's latency by size class, as AN1 Table 2 reports short and long packets apart.
 *
 * @param flits               the packets' length in flits
 * @param packets             measured packets of this length delivered (after any warm-up truncation)
 * @param packetLatencyMean   generation to head arrival (AN1's latency)
 * @param deliveryLatencyMean generation to tail arrival
 */
public record SizeLatency(int flits, long packets, double packetLatencyMean, double deliveryLatencyMean) {
}
