package org.flitlab.control;

import java.util.SplittableRandom;
import org.flitlab.traffic.DestinationPattern;

/**
 * ServerNet request/response under the alternating static window ASW (Shurbanov et al., Definition 3.1): a
 * source sends while fewer than {@code highMark} requests are outstanding, then waits until only
 * {@code lowMark} are. Immutable.
 *
 * @param responseBytes size of a response, at least 1 byte
 * @param highMark      HWM, at least 1 request
 * @param lowMark       LWM, from 0 to HWM - 1
 * @param startupTicks  memory-to-interface start-up of each request: it leaves its host this many ticks after the
 *                      window admits it, at least 0 (ServerNet, Section 3; the paper gives no value: 0, none)
 */
public record AlternatingWindowParams(int responseBytes, int highMark, int lowMark, int startupTicks)
        implements EndToEndPlan {
    public AlternatingWindowParams {
        if (startupTicks < 0) {
            throw new IllegalArgumentException("startupTicks is " + startupTicks + "; it must be at least 0 ticks");
        }
        if (responseBytes < 1) {
            throw new IllegalArgumentException("responseBytes is " + responseBytes + "; a response has at least 1 byte");
        }
        new AlternatingWindow(highMark, lowMark);
    }

    /** Without a start-up delay. */
    public AlternatingWindowParams(int responseBytes, int highMark, int lowMark) {
        this(responseBytes, highMark, lowMark, 0);
    }

    /** The paper's ASW 4-0. */
    public static AlternatingWindowParams defaults() {
        return new AlternatingWindowParams(64, 4, 0);
    }

    @Override
    public String id() {
        return "alternating-window";
    }

    @Override
    public EndToEndControl newControl(int flitBytes, DestinationPattern destinations, SplittableRandom random) {
        return new WindowedHosts(id(), host -> Gate.of(new AlternatingWindow(highMark, lowMark)),
                EndToEndPlan.flits(responseBytes, flitBytes), startupTicks);
    }
}
