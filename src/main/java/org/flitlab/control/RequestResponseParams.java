package org.flitlab.control;

import java.util.SplittableRandom;
import org.flitlab.traffic.DestinationPattern;

/**
 * ServerNet request/response under its static window (Shurbanov et al.): every packet the traffic generates is a
 * request, answered by a response packet of {@code responseBytes} from its destination; a source has at most
 * {@code window} outstanding requests (SW). Immutable.
 *
 * @param responseBytes size of a response, at least 1 byte
 * @param window        most outstanding requests per source, at least 1 (ServerNet studies: 4)
 * @param startupTicks  memory-to-interface start-up of each request: it leaves its host this many ticks after the
 *                      window admits it, at least 0 (ServerNet, Section 3; the paper gives no value: 0, none)
 * @param processingTicks time a destination device takes to process each request before it answers, one request at
 *                      a time, at least 0 (ServerNet, Section 3's "request-processing delays"; no value given: 0, none)
 * @param pipelinedProcessing a destination processes every request it receives at once, each for
 *                      {@code processingTicks} from its arrival, with no wait for the device (ServerNet, Section 3:
 *                      "overlapping (pipe-lining) the request-propagation and the request-processing delays"; the
 *                      paper does not say whether a device overlaps its own requests: false, one at a time)
 * @param responsesFirst a host sends the responses it owes before any request queued at it (a separate response
 *                      path: in ServerNet hardware the interface's remote-access logic answers incoming requests
 *                      beside the block transfer engine that sends its own; the paper does not say how they share
 *                      the link: false, one FIFO in which a response waits behind the requests queued before it
 *                      unless the head request is refused)
 */
public record RequestResponseParams(int responseBytes, int window, int startupTicks, int processingTicks,
                                    boolean pipelinedProcessing, boolean responsesFirst) implements EndToEndPlan {
    public RequestResponseParams {
        if (processingTicks < 0) {
            throw new IllegalArgumentException("processingTicks is " + processingTicks + "; it must be at least 0 ticks");
        }
        if (startupTicks < 0) {
            throw new IllegalArgumentException("startupTicks is " + startupTicks + "; it must be at least 0 ticks");
        }
        if (responseBytes < 1) {
            throw new IllegalArgumentException("responseBytes is " + responseBytes + "; a response has at least 1 byte");
        }
        if (window < 1) {
            throw new IllegalArgumentException("window is " + window + "; it must be at least 1 request");
        }
    }

    /** Responses in the one FIFO with the host's requests. */
    public RequestResponseParams(int responseBytes, int window, int startupTicks, int processingTicks,
                                 boolean pipelinedProcessing) {
        this(responseBytes, window, startupTicks, processingTicks, pipelinedProcessing, false);
    }

    /** Processing one request at a time. */
    public RequestResponseParams(int responseBytes, int window, int startupTicks, int processingTicks) {
        this(responseBytes, window, startupTicks, processingTicks, false);
    }

    /** Without a processing time. */
    public RequestResponseParams(int responseBytes, int window, int startupTicks) {
        this(responseBytes, window, startupTicks, 0);
    }

    /** Without a start-up delay or a processing time. */
    public RequestResponseParams(int responseBytes, int window) {
        this(responseBytes, window, 0);
    }

    public static RequestResponseParams defaults() {
        return new RequestResponseParams(64, 4);
    }

    @Override
    public String id() {
        return "request-response";
    }

    @Override
    public EndToEndControl newControl(int flitBytes, DestinationPattern destinations, SplittableRandom random) {
        return new WindowedHosts(id(), host -> Gate.of(new StaticWindow(window, WindowScope.PER_SOURCE)),
                EndToEndPlan.flits(responseBytes, flitBytes), startupTicks, processingTicks, pipelinedProcessing)
                .withResponsesFirst(responsesFirst);
    }
}
