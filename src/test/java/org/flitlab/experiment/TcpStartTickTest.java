package org.flitlab.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.flitlab.control.TcpRenoParams;
import org.flitlab.network.NetworkConfig;
import org.flitlab.stats.EndToEndStats;
import org.flitlab.topology.Topology;
import org.flitlab.topology.mesh.MeshTopology;
import org.junit.jupiter.api.Test;

/**
 * TCP flows that open at a given tick (Bianco et al. do not say when theirs open): a flow sends nothing before its
 * {@code startTick}, so the flow that is open meanwhile has the shared link to itself. 16-byte flits: a segment is
 * 574 flits of which 571.25 are payload.
 */
class TcpStartTickTest {

    private static EndToEndStats twoIntoHost3(long secondStart) {
        Topology line = MeshTopology.build(new MeshTopology.Params(4, 1, 1, 1, 0, 0));
        TcpRenoParams p = new TcpRenoParams(9140, 40, 5, 16, 1_000_000,
                List.of(new TcpRenoParams.Flow(0, 3), new TcpRenoParams.Flow(1, 3, secondStart)));
        return EndToEndSimulationTest.run(line, NetworkConfig.defaults(), 0, 8, p, RunControl.quick(20_000, 800))
                .endToEnd();
    }

    @Test
    void aFlowThatOpensAfterTheRunSendsNothingAndTheOtherHasTheLink() {
        EndToEndStats s = twoIntoHost3(1_000_000_000L);
        assertEquals(0, s.goodput()[1], "the second flow never opened");
        assertEquals(571.25 / 574, s.goodput()[0], 0.01, "the first alone fills host 3's link with payload");
    }

    @Test
    void aFlowThatOpensBeforeTheMeasurementSharesTheLinkAsIfBothOpenedAtOnce() {
        EndToEndStats late = twoIntoHost3(10_000);
        double[] g = late.goodput();
        assertEquals(571.25 / 574, g[0] + g[1], 0.02, "together they fill host 3's link: " + g[0] + " + " + g[1]);
        assertTrue(g[1] > 0.3, "the late flow has its share once open: " + g[1]);
    }

    @Test
    void aNegativeStartIsRefusedWithItsValue() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new TcpRenoParams.Flow(0, 1, -5));
        assertEquals("startTick is -5; it must be a tick of at least 0", e.getMessage());
    }
}
