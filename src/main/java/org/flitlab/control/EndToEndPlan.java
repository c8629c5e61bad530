package org.flitlab.control;

import java.util.SplittableRandom;
import org.flitlab.traffic.DestinationPattern;

/**
 * The validated parameters of one end-to-end flow-control scheme as a scenario names it (model.md, End-to-end
 * flow control): the catalogue's product for the {@code end-to-end} kind. Each scheme's parameter record is a
 * plan; a run builds its per-host state from it. Immutable.
 */
public sealed interface EndToEndPlan
        permits StaticWindowParams, BurstParams, RequestResponseParams, AlternatingWindowParams, PacketPairParams,
        TcpRenoParams {
    /** The scheme's stable catalogue id. */
    String id();

    /**
     * A fresh scheme for one run, to install with {@code Network.setEndToEnd} before the first tick.
     *
     * @param flitBytes    bytes per flit, to size packets given in bytes (at least 1)
     * @param destinations the run's traffic pattern (where bursts go)
     * @param random       the scheme's own random stream, split from the run's seed
     */
    EndToEndControl newControl(int flitBytes, DestinationPattern destinations, SplittableRandom random);

    /** Whole flits for {@code bytes}, at least 1. */
    static int flits(int bytes, int flitBytes) {
        if (flitBytes < 1) {
            throw new IllegalArgumentException("flitBytes is " + flitBytes + "; a flit holds at least 1 byte");
        }
        return Math.max(1, (bytes + flitBytes - 1) / flitBytes);
    }
}
