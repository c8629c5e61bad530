package org.flitlab.control;

import org.flitlab.stats.EndToEndStats;
import org.flitlab.stats.JainFairness;

/**
 * What TCP Reno over the ATM baseline measured in one run's window (Bianco et al., Section 3): per flow goodput
 * (payload delivered once and in order, fraction of the link rate) and efficiency (segments delivered once over
 * segments sent), their fairness, the cell losses, and the dot-dashed maximum achievable goodput. Immutable.
 *
 * @param service            the ATM service category id ("ubr", "abr-rrm", "abr-erica")
 * @param bufferCells        B
 * @param backgroundLoad     background cells per slot per switch
 * @param measuredSlots      length of the window in cell slots
 * @param goodput            per flow, fraction of the link rate
 * @param efficiency         per flow, in [0, 1]
 * @param maxGoodput         the max-min fair bound per flow after background and AAL5 overhead
 * @param offeredCells       cells offered to output FIFOs in the window (each hop counts)
 * @param droppedCells       cells dropped at full FIFOs in the window
 * @param lostSegments       TCP segments that failed AAL5 reassembly in the window
 * @param retransmissions    segments sent again
 * @param timeouts           retransmission timeouts
 * @param fastRetransmits    fast retransmits
 * @param closedConnections  connections forced to close by repeated timeouts by the end of the window
 * @param longestTimeoutStreak the most consecutive timeouts any connection had in the run
 */
public record AtmTcpResult(String service, int bufferCells, double backgroundLoad, long measuredSlots, double[] goodput,
                           double[] efficiency, double[] maxGoodput, long offeredCells, long droppedCells,
                           long lostSegments, long retransmissions, long timeouts, long fastRetransmits,
                           int closedConnections, int longestTimeoutStreak) {
    public AtmTcpResult {
        goodput = goodput.clone();
        efficiency = efficiency.clone();
        maxGoodput = maxGoodput.clone();
    }

    @Override
    public double[] goodput() {
        return goodput.clone();
    }

    @Override
    public double[] efficiency() {
        return efficiency.clone();
    }

    @Override
    public double[] maxGoodput() {
        return maxGoodput.clone();
    }

    public double meanGoodput() {
        return mean(goodput);
    }

    public double meanEfficiency() {
        return mean(efficiency);
    }

    /** The dot-dashed line: the mean of {@link #maxGoodput()}. */
    public double meanMaxGoodput() {
        return mean(maxGoodput);
    }

    /** Jain's index of the flows' goodputs. */
    public double fairness() {
        return JainFairness.index(goodput);
    }

    /** Dropped over offered cells in the window (0 when nothing was offered). */
    public double cellLossRatio() {
        return offeredCells == 0 ? 0 : droppedCells / (double) offeredCells;
    }

    /** The same numbers as the wormhole runs report them, so charts and tables treat both alike. */
    public EndToEndStats toEndToEndStats() {
        EndToEndStats.Summary e = EndToEndStats.Summary.EMPTY;
        return new EndToEndStats("tcp-reno", e, e, 0, e, e, e, e, 0, goodput, efficiency, fairness(), retransmissions,
                timeouts, fastRetransmits, mean(maxGoodput), closedConnections,
                longestTimeoutStreak);
    }

    private static double mean(double[] x) {
        double s = 0;
        for (double v : x) {
            s += v;
        }
        return x.length == 0 ? 0 : s / x.length;
    }
}
