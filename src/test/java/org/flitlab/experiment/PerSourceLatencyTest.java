package org.flitlab.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.flitlab.network.Network;
import org.flitlab.network.NetworkConfig;
import org.flitlab.routing.dimensionorder.DimensionOrderFactory;
import org.flitlab.routing.selection.RandomIdleSelection;
import org.flitlab.stats.RunResult;
import org.flitlab.stats.RunStatus;
import org.flitlab.stats.SourceLatency;
import org.flitlab.topology.Topology;
import org.flitlab.topology.mesh.MeshTopology;
import org.flitlab.traffic.ExplicitFlowsPattern;
import org.flitlab.traffic.FixedSize;
import org.flitlab.traffic.PoissonArrivals;
import org.flitlab.traffic.Workload;
import org.junit.jupiter.api.Test;

/**
 * Per-source latency against the zero-load formula of each flow's own path (ZeroLoadLatencyTest's form): two flows
 * on disjoint rows of a mesh never meet, so each source's mean is its path's head latency, links x d + switches x s,
 * which the overall mean averages away.
 */
class PerSourceLatencyTest {
    @Test
    void eachFlowHasItsOwnPathsZeroLoadLatency() {
        Topology t = MeshTopology.build(new MeshTopology.Params(4, 4, 1, 1, 0, 0));
        // Host h sits on switch h; row 0 is switches 0-3, row 1 is 4-7. Flow 0 -> 3 crosses 4 switches and 5 links,
        // flow 5 -> 6 crosses 2 switches and 3 links; dimension order keeps each in its row.
        ExplicitFlowsPattern flows = new ExplicitFlowsPattern(new ExplicitFlowsPattern.Params(
                List.of(new ExplicitFlowsPattern.Flow(0, 3), new ExplicitFlowsPattern.Flow(5, 6))));
        double load = 0.002;
        FixedSize size = new FixedSize(8);
        Workload w = new Workload(h -> PoissonArrivals.forOfferedLoad(load, size), size, flows.create(t), load);
        int switchDelay = 2;
        Network net = new Network(t, NetworkConfig.defaults().withBufferFlits(16).withSwitchDelayTicks(switchDelay),
                new DimensionOrderFactory("xy", false).create(t, 1), new RandomIdleSelection(), w, 3);
        RunResult r = new SimulationRun(net, RunControl.quick(1000, 2000), 3).run(SimulationListener.NONE, () -> false);
        assertEquals(RunStatus.COMPLETED, r.status());
        List<SourceLatency> perSource = r.perSource();
        assertEquals(List.of(0, 5), perSource.stream().map(SourceLatency::host).toList());
        assertEquals(r.packetLatency().count(), perSource.stream().mapToLong(SourceLatency::packets).sum());
        double[] links = {5, 3};
        double[] switches = {4, 2};
        for (int i = 0; i < 2; i++) {
            double head = links[i] + switches[i] * switchDelay;
            SourceLatency s = perSource.get(i);
            assertEquals(head, s.packetLatencyMean(), 0.005 * head, "host " + s.host() + " head latency");
            assertEquals(head + size.meanFlits() - 1, s.deliveryLatencyMean(), 0.005 * head, "host " + s.host() + " tail");
        }
        double overall = (perSource.get(0).packets() * perSource.get(0).packetLatencyMean()
                + perSource.get(1).packets() * perSource.get(1).packetLatencyMean()) / r.packetLatency().count();
        assertEquals(overall, r.packetLatency().mean(), 1e-9, "the overall mean is the packet-weighted mean of the sources'");
    }
}
