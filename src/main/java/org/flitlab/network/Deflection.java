package org.flitlab.network;

/**
 * Asynchronous deflection routing with local input control (Bianco, Leonardi, Munafo &amp; Neri, <i>Supporting
 * TCP connections in wormhole routing and ATM networks</i>, section 2.3.2). A head takes a free preferred
 * output (the routing's candidates); if none is free it waits in its input buffer only while the flits that can
 * arrive before the first preferred output frees fit there (delayed deflection, "worm alignment"); otherwise it
 * is deflected through any free transit output, those nearest the destination first. Waiting heads are served
 * in random order, transit inputs before host inputs. Host worms are never deflected: one enters only when a
 * preferred output is free, no transit worm waits for it, and every transit buffer of the switch has room for
 * the whole worm. A busy destination host deflects arriving worms like any busy output. Immutable.
 *
 * @param enabled         whether switches deflect (needs FIFO queueing, one virtual channel, no timeouts, and
 *                        buffers that hold the longest worm; checked by {@link NetworkConfig#problems})
 * @param timeToLiveHops  a worm whose head arrives at a switch after more than this many links is dropped
 *                        there (counted in MechanismStats and Conservation); 0 = no time-to-live
 * @param backPressure    whether switch-to-switch links keep their credits (FlitLab's default); false gives the
 *                        study's links without back-pressure: a switch never waits for its neighbour's buffer (the
 *                        rules above are meant to keep it from overflowing; if one does, the run stops naming it)
 */
public record Deflection(boolean enabled, int timeToLiveHops, boolean backPressure) {
    /** No deflection: blocked heads wait (backpressure). */
    public static final Deflection OFF = new Deflection(false, 0);

    public Deflection {
        if (timeToLiveHops < 0) {
            throw new IllegalArgumentException("timeToLiveHops is " + timeToLiveHops + "; it must be at least 0 (0 = no time-to-live)");
        }
        if (!enabled && timeToLiveHops > 0) {
            throw new IllegalArgumentException("timeToLiveHops is " + timeToLiveHops + " but deflection is off; a time-to-live needs deflection on");
        }
        if (!enabled && !backPressure) {
            throw new IllegalArgumentException("backPressure is false but deflection is off; links without back-pressure need deflection on");
        }
    }

    /** Deflection (or none) on links with credits. */
    public Deflection(boolean enabled, int timeToLiveHops) {
        this(enabled, timeToLiveHops, true);
    }

    /** Deflection without a time-to-live: worms are never lost. */
    public static Deflection on() {
        return new Deflection(true, 0);
    }

    /** Deflection dropping worms after more than {@code hops} links. */
    public static Deflection withTimeToLive(int hops) {
        return new Deflection(true, hops);
    }

    /** The same deflection on switch-to-switch links without back-pressure (Bianco et al.'s links). */
    public Deflection withoutBackPressure() {
        return new Deflection(enabled, timeToLiveHops, false);
    }
}
