package org.flitlab.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.flitlab.control.BurstParams;
import org.flitlab.network.NetworkConfig;
import org.flitlab.stats.EndToEndStats;
import org.flitlab.topology.Topology;
import org.flitlab.topology.mesh.MeshTopology;
import org.flitlab.traffic.ExplicitFlowsPattern;
import org.junit.jupiter.api.Test;

/**
 * Burst packets acknowledged when their first flit arrives ({@code ackOnHead}, AN1 Table 4) against when their last
 * does. One 100 KB burst from host 0 to host 3 of a 4-switch line, 16-byte flits: 67 packets of 94 flits (the last
 * 63). A head's trip and its acknowledgement's (2 flits) back take about 2 x (5 links + 4 switches) = 18 ticks,
 * far less than a packet's 94 flits, so with head acknowledgements the next packet is generated while the previous
 * one is still being sent and a window of one keeps the link busy; with tail acknowledgements every packet waits
 * for its predecessor's tail and acknowledgement, at least 18 ticks more each.
 */
class An1AckOnHeadTest {
    private static final long FLITS = 66 * 94 + 63;

    private static EndToEndStats lone(int window, boolean ackOnHead) {
        Topology line = MeshTopology.build(new MeshTopology.Params(4, 1, 1, 1, 0, 0));
        var onlyHost0 = new ExplicitFlowsPattern(new ExplicitFlowsPattern.Params(List.of(new ExplicitFlowsPattern.Flow(0, 3, 1))));
        BurstParams p = new BurstParams(100_000, 1500, window, 32, false, 0, List.of(), ackOnHead);
        return EndToEndSimulationTest.run(line, NetworkConfig.defaults(), 0, 7, onlyHost0.create(line), p,
                RunControl.quick(0, 1000)).endToEnd();
    }

    @Test
    void headAcknowledgementsLetAWindowOfOneStreamTheBurstAtLinkRate() {
        EndToEndStats head = lone(1, true);
        EndToEndStats tail = lone(1, false);
        assertEquals(1, head.burstTime().count());
        assertEquals(FLITS, head.burstTime().mean(), 0.02 * FLITS, "back to back: the burst's flits at one per tick");
        assertTrue(tail.burstTime().mean() >= FLITS + 66 * 18, "tail acknowledgements: " + tail.burstTime().mean());
        assertEquals(lone(2, false).burstTime().mean(), head.burstTime().mean(), 0.01 * FLITS,
                "a window of one acknowledged on the head streams as a window of two acknowledged on the tail");
    }

    @Test
    void eitherWayEveryPacketIsAcknowledgedOnce() {
        assertEquals(67, lone(1, false).acknowledgements(), "one acknowledgement per burst packet");
        assertEquals(67, lone(1, true).acknowledgements(), "one acknowledgement per burst packet, not one per flit end");
    }
}
