package org.flitlab.network.flat;

import org.flitlab.network.InputQueueing;
import org.flitlab.network.NetworkConfig;

/**
 * Which configurations the flat kernel runs (issue 19): FlitLab's own switch and BookSim's pipelined router ({@code booksim-iq}), with credit or stop/go flow control, FIFO input
 * queues and any number of virtual channels, cut-through (wormhole or virtual cut-through) or store-and-forward,
 * every output arbitration and both virtual-channel arbitrations, both ejection modes, every routing algorithm and
 * selection policy, every traffic pattern, size distribution and arrival process. Everything else runs on the
 * reference engine: AN1's stop on packet boundary, virtual output queues, any-worm queues, timeouts and host deflection,
 * deflection routing, the C104's output buffers, end-to-end flow control and ATM.
 */
public final class FlatCoverage {
    private FlatCoverage() {
    }

    /** Null when the flat kernel covers {@code config}; else what it does not cover, in words. */
    public static String uncovered(NetworkConfig config) {
        if (config.queueing() == InputQueueing.ANY_WORM) {
            return "any-worm queues";
        }
        if (config.queueing() != InputQueueing.FIFO) {
            return "virtual output queues";
        }
        if (config.recovery().enabled()) {
            return "timeouts";
        }
        if (config.deflection().enabled()) {
            return "deflection routing";
        }
        if (config.packetBoundaryStop().enabled()) {
            return "stop on packet boundary";
        }
        if (config.router().outputBufferFlits() > 0 || config.router().terminalOutputFlits() > 0) {
            // The C104's output buffers add capacity to each switch-to-switch channel (NetworkWiring), which the flat
            // kernel's one buffer size per channel does not model.
            return "the C104's output buffers";
        }
        return null;
    }
}
