package org.flitlab.control;

import java.util.HashMap;
import java.util.Map;
import org.flitlab.stats.Tally;

/**
 * Simplified packet pair (SPP) rate control of one source, kept per destination (Shurbanov et al., Section 2,
 * after Horst &amp; Mehra):
 * <ol>
 * <li>the inter-request delay I starts at 0; after a request starts, the next one to the same destination may
 * not start before I ticks have passed;</li>
 * <li>the RTT difference of every pair of consecutive responses from the same destination is compared with
 * {@code deltaTicks}; if delta is greater, a win is registered;</li>
 * <li>the last {@code history} comparisons are kept;</li>
 * <li>with h<sub>W</sub> wins among them, I changes by {@code stepTicks} &times; (h - 2 h<sub>W</sub>) / 2:
 * more than h/2 wins decrement I, the more wins the larger the decrement; fewer than h/2 increment it, the
 * fewer wins the larger the increment; exactly h/2 leaves it. I never goes below 0.</li>
 * </ol>
 * RTTs are always compared per destination; the delay I and the history are kept per destination
 * ({@code perDestination}, the paper's "different generation rates for different destinations") or once for the
 * whole source (the delay "held at the source device" of Table 1). I is only changed once the history is full,
 * so the first h comparisons only fill it. The paper
 * leaves the size of the change open ("a value that depends on h_W"); the linear rule above is FlitLab's.
 * SPP does not bound outstanding requests: use it with a {@link StaticWindow}, as the paper does.
 *
 * <p>Table 1 statistics: {@link #wins()} tallies h<sub>W</sub> after each comparison with a full history;
 * {@link #interRequestDelays()} tallies I at each request start. Mutable, owned by one run's engine thread.
 */
public final class SimplifiedPacketPair {
    private final double deltaTicks;
    private final int history;
    private final double stepTicks;
    private static final int WHOLE_SOURCE = -1;
    private final boolean perDestination;
    private final Map<Integer, Destination> destinations = new HashMap<>();
    private final Map<Integer, Long> lastRtt = new HashMap<>();
    private Tally wins = new Tally();
    private Tally delays = new Tally();

    /**
     * @param deltaTicks the win threshold on RTT differences, finite (ticks; may be negative)
     * @param history    h, comparisons kept, from 1 to 62
     * @param stepTicks  change of I per win away from h/2, finite and at least 0 ticks
     * @param perDestination whether each destination has its own I and history (else one for the source)
     */
    public SimplifiedPacketPair(double deltaTicks, int history, double stepTicks, boolean perDestination) {
        if (!Double.isFinite(deltaTicks)) {
            throw new IllegalArgumentException("deltaTicks is " + deltaTicks + "; it must be a finite number of ticks");
        }
        if (history < 1 || history > 62) {
            throw new IllegalArgumentException("history is " + history + "; it must be from 1 to 62 comparisons");
        }
        if (!(stepTicks >= 0) || Double.isInfinite(stepTicks)) {
            throw new IllegalArgumentException("stepTicks is " + stepTicks + "; it must be a finite number of at least 0 ticks");
        }
        this.deltaTicks = deltaTicks;
        this.history = history;
        this.stepTicks = stepTicks;
        this.perDestination = perDestination;
    }

    /** Per-destination SPP. */
    public SimplifiedPacketPair(double deltaTicks, int history, double stepTicks) {
        this(deltaTicks, history, stepTicks, true);
    }

    /** The first tick at which a request to {@code destination} may start. */
    public long earliestStart(int destination) {
        Destination d = destinations.get(key(destination));
        return d == null || d.lastStart < 0 ? Long.MIN_VALUE : d.lastStart + (long) Math.ceil(d.delay);
    }

    public boolean mayStart(int destination, long now) {
        return now >= earliestStart(destination);
    }

    /** A request to {@code destination} started at {@code now}. */
    public void started(int destination, long now) {
        Destination d = state(destination);
        d.lastStart = now;
        delays.add(d.delay);
    }

    /** The response from {@code destination} came back after {@code rttTicks}: compare, keep, adjust. */
    public void responseReceived(int destination, long rttTicks) {
        Destination d = state(destination);
        Long previous = lastRtt.put(destination, rttTicks);
        if (previous != null) {
            // Shurbanov et al. 2: "the difference between the RTTs of ... consecutive packets is compared with
            // delta; if delta is greater a win is registered". The size of the difference is what is compared: a
            // signed one would count every falling RTT as a win, so at least half the comparisons would win for any
            // positive delta and SPP could never slow a source down (its Table 2 trend needs it to).
            boolean win = deltaTicks > Math.abs(rttTicks - previous);
            d.record(win, history);
            if (d.comparisons >= history) {
                int hw = Long.bitCount(d.wins);
                wins.add(hw);
                d.delay = Math.max(0, d.delay + stepTicks * (history - 2 * hw) / 2.0);
            }
        }
    }

    /** I for {@code destination}, in ticks. */
    public double interRequestDelay(int destination) {
        Destination d = destinations.get(key(destination));
        return d == null ? 0 : d.delay;
    }

    /** Wins among the last h comparisons for {@code destination}. */
    public int winsNow(int destination) {
        Destination d = destinations.get(key(destination));
        return d == null ? 0 : Long.bitCount(d.wins);
    }

    /** Forget the Table 1 tallies so far (end of warm-up); the control state is kept. */
    public void startMeasuring() {
        wins = new Tally();
        delays = new Tally();
    }

    /** h<sub>W</sub> after each comparison with a full history (Table 1a). */
    public Tally wins() {
        return wins;
    }

    /** I at each request start, ticks (Table 1b). */
    public Tally interRequestDelays() {
        return delays;
    }

    private Destination state(int destination) {
        return destinations.computeIfAbsent(key(destination), k -> new Destination());
    }

    private int key(int destination) {
        return perDestination ? destination : WHOLE_SOURCE;
    }

    /** The delay and history of a destination (or of the whole source): newest comparison in bit 0. */
    private static final class Destination {
        double delay;
        long lastStart = -1;
        long wins;
        int comparisons;

        void record(boolean win, int history) {
            wins = ((wins << 1) | (win ? 1 : 0)) & ((1L << history) - 1);
            comparisons++;
        }
    }
}
