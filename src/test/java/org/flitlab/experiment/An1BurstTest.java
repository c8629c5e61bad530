package org.flitlab.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.flitlab.control.BurstParams;
import org.flitlab.network.NetworkConfig;
import org.flitlab.stats.EndToEndStats;
import org.flitlab.stats.RunResult;
import org.flitlab.topology.Topology;
import org.flitlab.topology.mesh.MeshTopology;
import org.flitlab.traffic.ExplicitFlowsPattern;
import org.junit.jupiter.api.Test;

/**
 * AN1 bursts under an end-to-end window (Owicki &amp; Karlin, Table 3 and Figure 10): 100 KB bursts as 1500-byte
 * packets (67 packets of 94 16-byte flits, the last 63), acknowledged by 32-byte packets.
 */
class An1BurstTest {

    private static EndToEndStats lone(int window) {
        Topology line = MeshTopology.build(new MeshTopology.Params(4, 1, 1, 1, 0, 0));
        var onlyHost0 = new ExplicitFlowsPattern(new ExplicitFlowsPattern.Params(List.of(new ExplicitFlowsPattern.Flow(0, 3, 1))));
        return EndToEndSimulationTest.run(line, NetworkConfig.defaults(), 0, 7, onlyHost0.create(line),
                new BurstParams(100_000, 1500, window, 32, false, 0), RunControl.quick(0, 1000)).endToEnd();
    }

    @Test
    void aWindowOfOneWaitsARoundTripPerPacketAndTwoKeepTheLinkBusy() {
        EndToEndStats one = lone(1);
        EndToEndStats two = lone(2);
        EndToEndStats eight = lone(8);
        assertEquals(1, one.burstTime().count());
        long flits = 66 * 94 + 63;
        // each of the 66 later packets waits for an acknowledgement (2 flits, 5 links, 4 switches) and then its own
        // head's trip of 5 links and 4 switches: at least 2 x 9 ticks
        assertTrue(one.burstTime().mean() >= flits + 66 * 18, "each packet waits for the previous one's acknowledgement: " + one.burstTime().mean());
        assertEquals(flits, two.burstTime().mean(), 0.02 * flits, "cut-through: a window of 2 streams the burst at link rate");
        assertEquals(two.burstTime().mean(), eight.burstTime().mean(), 0.01 * flits, "a larger window does not help (Table 3, CT)");
    }

    @Test
    void burstFlowsOverrideThePatternSoOnlyTheirSourcesBurst() {
        // Table 4's set-up: the workload's pattern names only the short-packet flow 1 -> 2; the bursts name 0 -> 3
        Topology line = MeshTopology.build(new MeshTopology.Params(4, 1, 1, 1, 0, 0));
        var shortOnly = new ExplicitFlowsPattern(new ExplicitFlowsPattern.Params(List.of(new ExplicitFlowsPattern.Flow(1, 2, 1))));
        BurstParams own = new BurstParams(100_000, 1500, 2, 32, false, 0, List.of(new ExplicitFlowsPattern.Flow(0, 3, 1)));
        RunResult r = EndToEndSimulationTest.run(line, NetworkConfig.defaults(), 0, 7, shortOnly.create(line), own,
                RunControl.quick(0, 1000));
        assertEquals(1, r.endToEnd().burstTime().count(), "one burst, from host 0 only");
        double[] in = r.acceptedPerHost();
        long flits = 66 * 94 + 63;
        assertEquals(flits, Math.round(in[3] * r.measureTicks()), "the whole burst reached host 3");
        assertEquals(0, in[2], "host 1 follows the pattern's flow only with short packets, and it sends none at load 0");
        assertEquals(67 * 2, Math.round(in[0] * r.measureTicks()), "host 0 got 67 acknowledgements of 2 flits");
    }

    @Test
    void largerWindowsDelayShortPacketsFromTheHeadOfTheirQueue() {
        Topology mesh = MeshTopology.build(new MeshTopology.Params(4, 4, 1, 1, 0, 0));
        double[] latency = new double[2];
        int[] windows = {1, 32};
        for (int i = 0; i < 2; i++) {
            EndToEndStats s = EndToEndSimulationTest.run(mesh, NetworkConfig.defaults(), 0.05, 7,
                    new BurstParams(100_000, 1500, windows[i], 32, false, 40_000), RunControl.quick(20_000, 10_000)).endToEnd();
            assertTrue(s.headOfQueueLatency().count() > 1000 && s.burstTime().count() > 10, s.toString());
            latency[i] = s.headOfQueueLatency().mean();
        }
        assertTrue(latency[1] > 1.4 * latency[0], "Figure 10: window 32 " + latency[1] + " vs window 1 " + latency[0]);
    }
}
