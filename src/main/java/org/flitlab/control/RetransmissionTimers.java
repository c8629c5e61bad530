package org.flitlab.control;

import java.util.Arrays;

/**
 * The retransmission timers of a set of TCP flows, whatever carries their segments (worms or ATM cells). A flow's
 * timer is scheduled once per new deadline; when it fires it counts only if the connection still has that deadline
 * (a later ACK may have moved or cleared it), and then the connection times out and sends again. Owned by one run.
 */
final class RetransmissionTimers {
    /** How the transport schedules an action at a tick (its own clock: ticks or slots). */
    @FunctionalInterface
    interface Clock {
        void at(long tick, Runnable action);
    }

    /** Sends what flow {@code f} may send now. */
    @FunctionalInterface
    interface Pump {
        void pump(int flow, long tick);
    }

    private final TcpConnection[] flows;
    private final long[] armed;
    private final Clock clock;
    private final Pump pump;

    RetransmissionTimers(TcpConnection[] flows, Clock clock, Pump pump) {
        this.flows = flows;
        this.armed = new long[flows.length];
        Arrays.fill(armed, -1);
        this.clock = clock;
        this.pump = pump;
    }

    /** Schedules flow {@code f}'s timer if its deadline changed since it was last scheduled. */
    void rearm(int f) {
        long deadline = flows[f].timerDeadline();
        if (deadline >= 0 && deadline != armed[f]) {
            armed[f] = deadline;
            clock.at(deadline, () -> expire(f, deadline));
        }
    }

    private void expire(int f, long deadline) {
        if (flows[f].timerDeadline() == deadline) {
            armed[f] = -1;
            flows[f].timeout();
            pump.pump(f, deadline);
        }
    }
}
