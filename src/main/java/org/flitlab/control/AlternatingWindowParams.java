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
 */
public record AlternatingWindowParams(int responseBytes, int highMark, int lowMark) implements EndToEndPlan {
    public AlternatingWindowParams {
        if (responseBytes < 1) {
            throw new IllegalArgumentException("responseBytes is " + responseBytes + "; a response has at least 1 byte");
        }
        new AlternatingWindow(highMark, lowMark);
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
                EndToEndPlan.flits(responseBytes, flitBytes));
    }
}
