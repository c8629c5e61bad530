package org.flitlab.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.flitlab.network.InputQueueing;
import org.flitlab.network.Network;
import org.flitlab.network.NetworkConfig;
import org.flitlab.routing.selection.RandomIdleSelection;
import org.flitlab.routing.shortest.ShortestPathFactory;
import org.flitlab.stats.RunResult;
import org.flitlab.topology.Topology;
import org.flitlab.topology.mesh.MeshTopology;
import org.flitlab.traffic.FixedSize;
import org.flitlab.traffic.PoissonArrivals;
import org.flitlab.traffic.UniformPattern;
import org.flitlab.traffic.Workload;
import org.junit.jupiter.api.Test;

/**
 * One 16 x 16 switch, uniform destinations, fixed-length packets, buffers of many packets: FIFO input queues
 * saturate near the head-of-line limit (Karol et al.: 0.600 for n = 16 slotted, 2 - sqrt 2 = 0.586 as n grows;
 * AN1 Section 3.2 quotes 58%), while virtual output queues remove that limit.
 */
class HeadOfLineBlockingTest {
    private static RunResult run(InputQueueing queueing) {
        Topology t = MeshTopology.build(new MeshTopology.Params(1, 1, 16, 1, 0, 0));
        FixedSize size = new FixedSize(16);
        double load = 0.95;
        Workload w = new Workload(h -> PoissonArrivals.forOfferedLoad(load, size), size, new UniformPattern().create(t), load);
        NetworkConfig cfg = NetworkConfig.defaults().withBufferFlits(16 * 16).withQueueing(queueing);
        Network net = new Network(t, cfg, new ShortestPathFactory().create(t, 1), new RandomIdleSelection(), w, 8);
        return new SimulationRun(net, RunControl.quick(20_000, 20_000), 8).run(SimulationListener.NONE, () -> false);
    }

    @Test
    void fifoInputQueuesSaturateAtTheHeadOfLineLimit() {
        RunResult fifo = run(InputQueueing.FIFO);
        assertTrue(fifo.saturated());
        assertEquals(0.60, fifo.acceptedThroughput(), 0.04, "accepted flits/tick/host with FIFO input queues");
    }

    @Test
    void virtualOutputQueuesCarryMoreThanTheHeadOfLineLimit() {
        RunResult voq = run(InputQueueing.VIRTUAL_OUTPUT_QUEUES);
        assertTrue(voq.acceptedThroughput() > 0.75, "accepted " + voq.acceptedThroughput());
    }
}
