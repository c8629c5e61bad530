package org.flitlab.network;

import java.util.List;
import org.flitlab.stats.WaitStep;

/**
 * Why a run stopped with status DEADLOCK (model.md, Deadlock): the tick it was detected, how many packets
 * were blocked, and one cycle of the wait-for graph, each step a packet waiting for a channel another
 * packet of the cycle holds. {@code explanation} says it in words for the GUI and the command line.
 */
public record DeadlockReport(long tick, int blockedPackets, List<WaitStep> cycle, String explanation) {
    public DeadlockReport {
        cycle = List.copyOf(cycle);
    }

    /**
     * Whether this report's cycle holds in {@code net} now: each packet of it waits for the next, as the wait-for
     * graph of the network's present state shows (false for a report without a cycle). Read on the engine's
     * thread between ticks; a replay asks it tick by tick to find when the cycle formed.
     */
    public boolean holdsIn(Engine net) {
        return !cycle.isEmpty() && net.probe().cycleHolds(cycle);
    }

    /** Channels on the cycle, in cycle order (for drawing it). */
    public int[] cycleChannels() {
        return cycle.stream().mapToInt(WaitStep::channel).toArray();
    }
}
