package org.flitlab.control;

import java.util.List;
import java.util.SplittableRandom;
import org.flitlab.traffic.DestinationPattern;
import org.flitlab.traffic.ExplicitFlowsPattern;

/**
 * AN1 bursts (Owicki &amp; Karlin, bursty workload): besides the scenario's own packets, each host starts bursts of
 * {@code burstBytes} to a destination drawn from the traffic pattern, exponentially spaced with mean
 * {@code meanGapTicks} (0: one burst per host at tick 0, for the burst transmission time of Table 3); a burst is
 * sent as packets of {@code packetBytes} under a static window per source-destination pair, each acknowledged
 * by a packet of {@code ackBytes} or ideally. By default the bursts go where the traffic pattern sends; with
 * {@code flows} they go only between the flows' hosts (AN1 Table 4: s1 to d1 and s2 to d2 while the cross hosts
 * send only short packets), and hosts that are the source of no flow start no burst. Immutable.
 *
 * @param burstBytes   bytes in a burst, at least 1 (AN1 100 KB)
 * @param packetBytes  bytes in a burst packet, from 1 to {@code burstBytes} (AN1 1500)
 * @param window       unacknowledged burst packets per pair, at least 1
 * @param ackBytes     size of an acknowledgement packet, at least 1 byte
 * @param idealAcks    whether acknowledgements arrive at once instead of as packets
 * @param meanGapTicks mean ticks between the starts of a host's bursts, at least 0
 * @param flows        the source-destination host pairs bursts go between (a source with several picks one per
 *                     burst by weight); empty for the traffic pattern's destinations
 * @param ackOnHead    whether the destination acknowledges a burst packet when its first flit arrives (the point
 *                     AN1's latency is measured at) instead of when its last one does; AN1's text does not say
 *                     which (docs/reproductions.md, AN1 Table 4); default false
 */
public record BurstParams(int burstBytes, int packetBytes, int window, int ackBytes, boolean idealAcks,
                          double meanGapTicks, List<ExplicitFlowsPattern.Flow> flows, boolean ackOnHead)
        implements EndToEndPlan {
    public BurstParams {
        flows = List.copyOf(flows);
        new BurstShape(burstBytes, packetBytes, 1);
        if (window < 1) {
            throw new IllegalArgumentException("window is " + window + "; it must be at least 1 packet");
        }
        if (ackBytes < 1) {
            throw new IllegalArgumentException("ackBytes is " + ackBytes + "; an acknowledgement has at least 1 byte");
        }
        if (!(meanGapTicks >= 0) || Double.isInfinite(meanGapTicks)) {
            throw new IllegalArgumentException("meanGapTicks is " + meanGapTicks + "; it must be a finite number of at least 0 ticks");
        }
    }

    /** Acknowledged when the tail arrives. */
    public BurstParams(int burstBytes, int packetBytes, int window, int ackBytes, boolean idealAcks, double meanGapTicks,
                       List<ExplicitFlowsPattern.Flow> flows) {
        this(burstBytes, packetBytes, window, ackBytes, idealAcks, meanGapTicks, flows, false);
    }

    /** Bursts to the traffic pattern's destinations (no flows of their own). */
    public BurstParams(int burstBytes, int packetBytes, int window, int ackBytes, boolean idealAcks, double meanGapTicks) {
        this(burstBytes, packetBytes, window, ackBytes, idealAcks, meanGapTicks, List.of());
    }

    /** AN1: 100 KB (100,000 B) bursts of 1500-byte packets under a window of 2, 32-byte acknowledgements. */
    public static BurstParams an1() {
        return new BurstParams(100_000, 1500, 2, 32, false, 0);
    }

    @Override
    public String id() {
        return "bursts";
    }

    @Override
    public EndToEndControl newControl(int flitBytes, DestinationPattern destinations, SplittableRandom random) {
        return new BurstHosts(this, flitBytes, flows.isEmpty() ? destinations : new BurstFlows(flows), random);
    }
}
