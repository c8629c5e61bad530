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

    /** Channels on the cycle, in cycle order (for drawing it). */
    public int[] cycleChannels() {
        return cycle.stream().mapToInt(WaitStep::channel).toArray();
    }
}
