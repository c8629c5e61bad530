package org.flitlab.control;

import java.util.SplittableRandom;
import org.flitlab.traffic.DestinationPattern;

/**
 * ServerNet request/response under simplified packet pair with a static window (Shurbanov et al., Section 2;
 * see {@link SimplifiedPacketPair} for the rules). Immutable.
 *
 * @param responseBytes size of a response, at least 1 byte
 * @param window        most outstanding requests per source, at least 1 (the paper: 4)
 * @param deltaTicks    the win threshold on consecutive RTT differences, finite, ticks
 * @param history       h, comparisons kept, from 1 to 62 (the paper: 8)
 * @param stepTicks     change of the inter-request delay per win away from h/2, at least 0 ticks
 * @param perDestination whether each destination has its own inter-request delay (else one per source)
 * @param startupTicks  memory-to-interface start-up of each request: it leaves its host this many ticks after the
 *                      window admits it, at least 0 (ServerNet, Section 3; the paper gives no value: 0, none)
 * @param responsesFirst a host sends the responses it owes before any request queued at it (a separate response
 *                      path, as request-response's; false: one FIFO, the default)
 */
public record PacketPairParams(int responseBytes, int window, double deltaTicks, int history, double stepTicks,
                               boolean perDestination, int startupTicks, boolean responsesFirst)
        implements EndToEndPlan {
    public PacketPairParams {
        if (startupTicks < 0) {
            throw new IllegalArgumentException("startupTicks is " + startupTicks + "; it must be at least 0 ticks");
        }
        if (responseBytes < 1) {
            throw new IllegalArgumentException("responseBytes is " + responseBytes + "; a response has at least 1 byte");
        }
        if (window < 1) {
            throw new IllegalArgumentException("window is " + window + "; it must be at least 1 request");
        }
        new SimplifiedPacketPair(deltaTicks, history, stepTicks, perDestination);
    }

    /** Without a start-up delay. */
    public PacketPairParams(int responseBytes, int window, double deltaTicks, int history, double stepTicks,
                            boolean perDestination) {
        this(responseBytes, window, deltaTicks, history, stepTicks, perDestination, 0, false);
    }

    public static PacketPairParams defaults() {
        return new PacketPairParams(64, 4, 8, 8, 4, false);
    }

    @Override
    public String id() {
        return "packet-pair";
    }

    @Override
    public EndToEndControl newControl(int flitBytes, DestinationPattern destinations, SplittableRandom random) {
        return new WindowedHosts(id(), host -> Gate.of(new SimplifiedPacketPair(deltaTicks, history, stepTicks, perDestination),
                new StaticWindow(window, WindowScope.PER_SOURCE)), EndToEndPlan.flits(responseBytes, flitBytes),
                startupTicks).withResponsesFirst(responsesFirst);
    }
}
