package org.flitlab.routing.valiant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.flitlab.experiment.RunControl;
import org.flitlab.experiment.SimulationListener;
import org.flitlab.experiment.SimulationRun;
import org.flitlab.network.Network;
import org.flitlab.network.NetworkConfig;
import org.flitlab.routing.RoutingFactory;
import org.flitlab.routing.dimensionorder.DimensionOrderFactory;
import org.flitlab.routing.selection.RandomIdleSelection;
import org.flitlab.stats.RunResult;
import org.flitlab.stats.RunStatus;
import org.flitlab.topology.Topology;
import org.flitlab.topology.hypercube.HypercubeTopology;
import org.flitlab.traffic.ContinuousArrivals;
import org.flitlab.traffic.FixedSize;
import org.flitlab.traffic.MiddleSwapPattern;
import org.flitlab.traffic.Workload;
import org.junit.jupiter.api.Test;

/**
 * The seed studies' routing end to end: the C104 study's systematic traffic on the 256-terminal cube (Tables 7.2 and 7.3). The
 * middle-dimension swap gives e-cube 8-way contention, so its accepted throughput is at most 1/8 flit per tick per
 * host; universal routing spreads it over the whole cube.
 */
class ValiantSimulationTest {
    private static final int PACKET_FLITS = 16;
    private static final int VIRTUAL_CHANNELS = 2;

    private static RunResult run(Topology cube, RoutingFactory routing) {
        FixedSize size = new FixedSize(PACKET_FLITS);
        ContinuousArrivals continuous = new ContinuousArrivals();
        // Continuous traffic has no offered load (NaN): throughput is what the network accepts.
        Workload w = new Workload(h -> continuous, size, new MiddleSwapPattern().create(cube), Double.NaN);
        // One packet of buffering per input (per virtual channel), both routings on the same two channels per link.
        NetworkConfig cfg = NetworkConfig.defaults().withBufferFlits(PACKET_FLITS).withVirtualChannels(VIRTUAL_CHANNELS);
        Network net = new Network(cube, cfg, routing.create(cube, VIRTUAL_CHANNELS), new RandomIdleSelection(), w, 1);
        RunControl control = RunControl.quick(500, 2500).withMaxTicks(200_000);
        return new SimulationRun(net, control, 1).run(SimulationListener.NONE, () -> false);
    }

    @Test
    void universalRoutingAcceptsAtLeastTwiceTheECubeThroughputOfTheMiddleSwapOnThe8Cube() {
        Topology cube = HypercubeTopology.build(new HypercubeTopology.Params(8, 1, 1, 0, 0));
        RunResult eCube = run(cube, new DimensionOrderFactory());
        RunResult universal = run(cube, new ValiantFactory());
        assertEquals(RunStatus.COMPLETED, eCube.status(), eCube.message());
        assertEquals(RunStatus.COMPLETED, universal.status(), universal.message());
        assertTrue(eCube.acceptedThroughput() <= 1.0 / 8 + 0.01, "8 sources share one middle link: " + eCube.acceptedThroughput());
        assertTrue(universal.acceptedThroughput() >= 2 * eCube.acceptedThroughput(),
                "universal " + universal.acceptedThroughput() + " vs e-cube " + eCube.acceptedThroughput());
        assertEquals(8, universal.meanHops() - 2, 0.3, "two legs of n/2 = 4 hops each, plus the host links");
    }
}
