package org.flitlab.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The defining effects of TCP Reno on one idle link (Bianco et al.): a large enough window fills the link with
 * payload less the header overhead; W = 1 gives one segment per round trip; losses come only from drops, and
 * are recovered.
 */
class TcpRenoPipeTest {
    private static final int FLIT_BYTES = 1;

    private static TcpConnection flow(int window) {
        return new TcpConnection(0, 1, new TcpRenoParams(9140, 40, window, 400, 100_000, List.of(new TcpRenoParams.Flow(0, 1))), FLIT_BYTES);
    }

    @Test
    void oneFlowOnAnIdleLinkReachesLinkSpeedLessTheHeaders() {
        TcpConnection tcp = flow(5);
        new TcpPipe(tcp, 400, Set.of()).run(200_000, 2_200_000);
        double expected = 9140 / 9180.0;
        assertEquals(expected, tcp.goodput(2_000_000), 0.005, "payload over segment flits");
        assertEquals(0, tcp.sender().retransmissions(), "nothing dropped, nothing sent again");
        assertEquals(1.0, tcp.efficiency(), 1e-9);
    }

    @Test
    void aWindowOfOneSendsOneSegmentPerRoundTrip() {
        TcpConnection tcp = flow(1);
        long delay = 10_000;
        new TcpPipe(tcp, delay, Set.of()).run(100_000, 2_100_000);
        double rtt = 9180 + delay + 40 + delay;
        assertEquals(9140 / rtt, tcp.goodput(2_000_000), 9140 / 2e6,
                "MSS per round trip of segment, ACK and two delays, give or take the one segment the window cuts");
        assertEquals(rtt, tcp.sender().timer().meanTicks(), 1e-6);
    }

    @Test
    void aSingleDropIsRepairedByFastRetransmitWithoutATimeout() {
        TcpConnection tcp = flow(8);
        new TcpPipe(tcp, 400, Set.of(50L)).run(0, 1_500_000);
        assertEquals(1, tcp.sender().fastRetransmits());
        assertEquals(0, tcp.sender().timeouts());
        assertEquals(1, tcp.sender().retransmissions());
        long inFlight = tcp.sender().nextToSend() - tcp.sender().unacknowledged();
        assertEquals(tcp.receiver().delivered() + inFlight + 1, tcp.segmentsSent(), "one segment sent twice");
        assertEquals(0, tcp.receiver().duplicates(), "the repair sent nothing the receiver already had");
    }

    @Test
    void aDropWithTooFewDuplicatesWaitsForTheTimeout() {
        TcpConnection tcp = flow(2);
        new TcpPipe(tcp, 400, Set.of(20L)).run(0, 1_000_000);
        assertEquals(0, tcp.sender().fastRetransmits(), "a window of 2 gives at most one duplicate ACK");
        assertEquals(1, tcp.sender().timeouts());
        assertTrue(tcp.receiver().delivered() > 50, "the flow carries on after the timeout: " + tcp.receiver().delivered());
    }
}
