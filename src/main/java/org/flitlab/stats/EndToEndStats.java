package org.flitlab.stats;

import java.util.Locale;
import java.util.Objects;

/**
 * What an end-to-end flow-control scheme measured during a run's measurement window, as plain values
 * (model.md, Measurement: request-to-response time, burst transmission time, TCP goodput and efficiency,
 * Jain's fairness; Shurbanov et al. Tables 1-2; Owicki &amp; Karlin Tables 3-4 and Figure 10; Bianco et al.).
 * Summaries a scheme does not produce are {@link Summary#EMPTY}; arrays are empty without TCP flows. Times are
 * ticks; goodput is payload flits per tick, a fraction of the link rate. Immutable and thread-safe.
 *
 * @param scheme             the scheme's catalogue id ("none" when there is none)
 * @param roundTrip          request (or window packet) leaving its host to its response (acknowledgement) arriving
 * @param requestToResponse  request generated to its response arriving (adds the time held at the source)
 * @param meanOutstanding    outstanding requests per source, time-averaged (ServerNet OR)
 * @param burstTime          first packet of a burst generated to its last packet delivered (AN1)
 * @param headOfQueueLatency workload packets: the host first trying to start them (at the head of its queue, its link
 *                           free) to their head's arrival; AN1 Fig. 10 leaves out waiting behind other packets (with
 *                           request-response's responsesFirst: at the head of its requests, so the wait while the
 *                           responses its host owes go first is in it, as a response's overtaking a refused head is)
 * @param wins               SPP wins among the last h comparisons, after each comparison (Table 1a)
 * @param interRequestDelay  SPP inter-request delay I at each request, ticks (Table 1b)
 * @param acknowledgements   acknowledgement and response packets sent through the network
 * @param goodput            per TCP flow: payload flits per tick delivered once and in order
 * @param efficiency         per TCP flow: segments delivered once over segments sent
 * @param goodputFairness    Jain's index of the flows' goodputs (1 with no flows)
 * @param retransmissions    segments sent again by all TCP flows
 * @param timeouts           TCP retransmission timeouts
 * @param fastRetransmits    TCP fast retransmits
 * @param maxGoodput         the mean maximum achievable goodput per flow (normalised to link speed), drawn as the
 *                           dot-dashed reference line of Bianco et al.; NaN where FlitLab does not compute one
 * @param closedConnections  TCP connections forced to close by repeated timeouts by the end of the run (Bianco et
 *                           al. Fig. 4's solid diamonds), whenever they closed
 * @param longestTimeoutStreak the most consecutive retransmission timeouts any TCP connection had in the run (how
 *                           close it came to closing); 0 without TCP flows
 */
public record EndToEndStats(String scheme, Summary roundTrip, Summary requestToResponse, double meanOutstanding,
                            Summary burstTime, Summary headOfQueueLatency, Summary wins, Summary interRequestDelay,
                            long acknowledgements, double[] goodput, double[] efficiency, double goodputFairness,
                            long retransmissions, long timeouts, long fastRetransmits, double maxGoodput,
                            int closedConnections, int longestTimeoutStreak) {
    /** A run without an end-to-end scheme. */
    public static final EndToEndStats NONE = new EndToEndStats("none", Summary.EMPTY, Summary.EMPTY, 0, Summary.EMPTY,
            Summary.EMPTY, Summary.EMPTY, Summary.EMPTY, 0, new double[0], new double[0], 1, 0, 0, 0, Double.NaN, 0, 0);

    /** Statistics without a known goodput bound (every scheme but TCP over ATM, whose bound is computed). */
    public EndToEndStats(String scheme, Summary roundTrip, Summary requestToResponse, double meanOutstanding,
                         Summary burstTime, Summary headOfQueueLatency, Summary wins, Summary interRequestDelay,
                         long acknowledgements, double[] goodput, double[] efficiency, double goodputFairness,
                         long retransmissions, long timeouts, long fastRetransmits) {
        this(scheme, roundTrip, requestToResponse, meanOutstanding, burstTime, headOfQueueLatency, wins, interRequestDelay,
                acknowledgements, goodput, efficiency, goodputFairness, retransmissions, timeouts, fastRetransmits, Double.NaN, 0, 0);
    }

    /** Statistics with a goodput bound and no connection forced to close (the record's shape before issue 18). */
    public EndToEndStats(String scheme, Summary roundTrip, Summary requestToResponse, double meanOutstanding,
                         Summary burstTime, Summary headOfQueueLatency, Summary wins, Summary interRequestDelay,
                         long acknowledgements, double[] goodput, double[] efficiency, double goodputFairness,
                         long retransmissions, long timeouts, long fastRetransmits, double maxGoodput) {
        this(scheme, roundTrip, requestToResponse, meanOutstanding, burstTime, headOfQueueLatency, wins, interRequestDelay,
                acknowledgements, goodput, efficiency, goodputFairness, retransmissions, timeouts, fastRetransmits, maxGoodput,
                0, 0);
    }

    /** These statistics with {@code closed} TCP connections forced to close, the longest streak {@code streak}. */
    public EndToEndStats withClosedConnections(int closed, int streak) {
        return new EndToEndStats(scheme, roundTrip, requestToResponse, meanOutstanding, burstTime, headOfQueueLatency,
                wins, interRequestDelay, acknowledgements, goodput, efficiency, goodputFairness, retransmissions, timeouts,
                fastRetransmits, maxGoodput, closed, streak);
    }

    /** The TCP part of a command-line summary line: empty without TCP flows. */
    public String tcpSummary() {
        if (goodput.length == 0) {
            return "";
        }
        double sum = 0;
        for (double g : goodput) {
            sum += g;
        }
        return String.format(Locale.ROOT, ", TCP goodput %.3f per flow, fairness %.3f, %d timeouts (longest streak %d), %d of %d connections closed",
                sum / goodput.length, goodputFairness, timeouts, longestTimeoutStreak, closedConnections, goodput.length);
    }

    public EndToEndStats {
        Objects.requireNonNull(scheme, "scheme");
        Objects.requireNonNull(roundTrip, "roundTrip");
        Objects.requireNonNull(requestToResponse, "requestToResponse");
        Objects.requireNonNull(burstTime, "burstTime");
        Objects.requireNonNull(headOfQueueLatency, "headOfQueueLatency");
        Objects.requireNonNull(wins, "wins");
        Objects.requireNonNull(interRequestDelay, "interRequestDelay");
        goodput = goodput.clone();
        efficiency = efficiency.clone();
        if (closedConnections < 0 || closedConnections > goodput.length) {
            throw new IllegalArgumentException("closedConnections is " + closedConnections + "; it must be 0 to the "
                    + goodput.length + " TCP flows");
        }
        if (goodput.length != efficiency.length) {
            throw new IllegalArgumentException("goodput has " + goodput.length + " flows but efficiency has "
                    + efficiency.length + "; they must be the same flows");
        }
    }

    @Override
    public double[] goodput() {
        return goodput.clone();
    }

    @Override
    public double[] efficiency() {
        return efficiency.clone();
    }

    /**
     * Count, mean, standard deviation, minimum and maximum of one measure (the rows of Shurbanov et al.'s
     * Table 1). The empty summary is all zeros.
     */
    public record Summary(long count, double mean, double stdDev, double min, double max) {
        public static final Summary EMPTY = new Summary(0, 0, 0, 0, 0);

        public Summary {
            if (count < 0) {
                throw new IllegalArgumentException("count is " + count + "; it must not be negative");
            }
        }

        /** The summary of a tally's observations. */
        public static Summary of(Tally t) {
            return t.count() == 0 ? EMPTY : new Summary(t.count(), t.mean(), t.stdDev(), t.min(), t.max());
        }
    }
}
