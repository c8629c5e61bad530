package org.flitlab.experiment;

/**
 * The tick limit of one run: the control's {@code maxTicks}, raised to what the packets asked for need, so that a
 * long run at a low load is not cut short and mistaken for saturation (issue 14). With open traffic the sources
 * generate {@code load x sendingHosts / meanFlits} packets a tick, so the window of N measured packets lasts about
 * N divided by that; the limit allows the warm-up, four such windows and the drain allowance of four windows,
 * which only a run that stops delivering reaches. Closed traffic (no offered load) keeps {@code maxTicks}.
 * Stateless.
 */
final class TickLimit {
    /** Far beyond any run, and safe to add a drain allowance to. */
    private static final long CEILING = Long.MAX_VALUE / 4;

    private TickLimit() {
    }

    static long of(RunControl c, double offeredLoad, double meanFlits, int sendingHosts) {
        if (!(offeredLoad > 0) || !(meanFlits > 0) || sendingHosts < 1) {
            return c.maxTicks();
        }
        long packets = c.targetRelativeHalfWidth() > 0 ? c.maxMeasuredPackets() : c.measuredPackets();
        double window = packets * meanFlits / (offeredLoad * sendingHosts);
        double need = c.warmupTicks() + 4 * window + Math.max(c.minDrainTicks(), c.drainFactor() * 4 * window);
        return need >= CEILING ? CEILING : Math.max(c.maxTicks(), (long) Math.ceil(need));
    }
}
