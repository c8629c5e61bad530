package org.flitlab.network;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.flitlab.topology.Topology;
import org.flitlab.traffic.ContinuousArrivals;
import org.flitlab.traffic.Workload;
import org.junit.jupiter.api.Test;

/**
 * The C104 option of a host's link buffered at both ends (issue 18, Table 7.1: {@code terminalOutputBufferFlits}): the
 * host's output packet is folded into the switch's input buffer as a switch's is (model.md, "The C104's buffering").
 */
class C104TerminalLinkTest {
    private static final int PACKET = 32;
    private static final int SWITCH_DELAY = 4;

    private static NetworkConfig withTerminalOutput(int flits) {
        return NetworkConfig.defaults().withBufferFlits(PACKET).withSwitchDelayTicks(SWITCH_DELAY)
                .withRouter(RouterModel.c104(PACKET, flits));
    }

    @Test
    void aHostLinkHoldsTwoPacketsAsASwitchLinkDoes() {
        Topology t = ChainFixture.chain(3, 1);
        Workload w = new Workload(h -> ChainFixture.every(1_000_000), ChainFixture.fixed(PACKET), ChainFixture.leftToRight(), Double.NaN);
        Network n = new Network(t, withTerminalOutput(PACKET), ChainFixture.chainRouting(t, 1), ChainFixture.firstFree(), w, 1);
        for (OutputChannel oc : n.channels) {
            InputQueue q = oc.vcs[0].downstream;
            if (q != null) {
                assertEquals(2 * PACKET, q.capacityFlits, "channel " + oc.channel);
            }
        }
    }

    /** The worm of C104BufferingTest blocked at s2: its body now fills the host's output packet too. */
    @Test
    void aBlockedWormFillsTheHostsOutputPacket() {
        int[] flits = C104BufferingTest.occupancyBehindABlockedHead(withTerminalOutput(PACKET));
        assertEquals(2 * PACKET, flits[0], "s0, fed by h0: h0's output packet and s0's input packet");
        assertEquals(2 * PACKET, flits[1]);
        assertEquals(2 * PACKET, flits[2]);
    }

    /**
     * A continuous source alone on a chain of 3 switches. The switch routes each head in s ticks, one of them overlapping
     * the previous tail, so the path carries a packet every P + s - 1 ticks whatever the buffers: both runs deliver at
     * that rate. Without the output packet a packet is made as its predecessor starts out, waits the P ticks of its
     * injection, and takes the cut-through latency L d + (L - 1) s + P - 1 (L = 4 links): 2 P more than the hops. With
     * it the source's link holds one packet more, and by Little's law that adds one packet interval, P + s - 1 ticks.
     */
    @Test
    void theHostsOutputPacketAddsOnePacketIntervalToASaturatedSource() {
        double[] latency = new double[2];
        int interval = PACKET + SWITCH_DELAY - 1;
        for (int i = 0; i < 2; i++) {
            Topology t = ChainFixture.chain(3, 1);
            Workload w = new Workload(h -> new ContinuousArrivals(), ChainFixture.fixed(PACKET), ChainFixture.leftToRight(), Double.NaN);
            Network n = new Network(t, withTerminalOutput(i * PACKET), ChainFixture.chainRouting(t, 1), ChainFixture.firstFree(), w, 1);
            n.advance(1_000);
            n.setMeasuring(true);
            n.advance(36_000);
            latency[i] = n.recorder().deliveryLatency().mean();
            assertEquals(interval, 35_000.0 / n.recorder().measuredDelivered(), 0.2, "ticks per packet (a few packets of the window still in flight)");
        }
        int links = 4;
        assertEquals(links + (links - 1) * SWITCH_DELAY + 2 * PACKET - 1, latency[0], 1e-9, "one packet waiting at the host");
        assertEquals(interval, latency[1] - latency[0], 1e-9, "the output packet");
    }
}
