package org.flitlab.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.flitlab.network.Engine;
import org.flitlab.network.InputQueueing;
import org.flitlab.network.Network;
import org.flitlab.network.NetworkConfig;
import org.flitlab.network.RouterModel;
import org.flitlab.routing.dimensionorder.DimensionOrderFactory;
import org.flitlab.routing.selection.RandomIdleSelection;
import org.flitlab.stats.RunResult;
import org.flitlab.topology.Topology;
import org.flitlab.topology.mesh.MeshTopology;
import org.flitlab.traffic.FixedSize;
import org.flitlab.traffic.PoissonArrivals;
import org.flitlab.traffic.UniformPattern;
import org.flitlab.traffic.Workload;
import org.junit.jupiter.api.Test;

/** Which kernel a run gets, and that its result says so (issue 19). */
class KernelsTest {
    private static final Topology MESH = MeshTopology.build(new MeshTopology.Params(3, 3, 1, 1, 0, 0));

    private static Engine build(NetworkConfig cfg, int packetFlits) {
        FixedSize size = new FixedSize(packetFlits);
        Workload w = new Workload(h -> PoissonArrivals.forOfferedLoad(0.1, size), size, new UniformPattern().create(MESH), 0.1);
        return Kernels.build(MESH, cfg, new DimensionOrderFactory("xy", false).create(MESH, cfg.virtualChannels()),
                new RandomIdleSelection(), w, 7);
    }

    @Test
    void shortPacketsWithCreditsStopGoOrBookSimsRouterRunOnTheFlatKernel() {
        assertEquals(Kernels.FLAT, Kernels.name(build(NetworkConfig.defaults(), 8)));
        assertEquals(Kernels.FLAT, Kernels.name(build(NetworkConfig.defaults().withStopGo(12, 4), 8)));
        assertEquals(Kernels.FLAT, Kernels.name(build(NetworkConfig.defaults().withRouter(RouterModel.booksim()), 32)));
        assertEquals(Kernels.FLAT, Kernels.name(build(NetworkConfig.defaults().withBufferFlits(64), 64)), "64 flits: the limit");
    }

    @Test
    void whatTheFlatKernelDoesNotCoverAndLongWormsRunOnTheReferenceEngine() {
        NetworkConfig voq = NetworkConfig.defaults().withQueueing(InputQueueing.VIRTUAL_OUTPUT_QUEUES);
        assertEquals(RunResult.REFERENCE_ENGINE, Kernels.name(build(voq, 8)));
        NetworkConfig c104 = NetworkConfig.defaults().withRouter(RouterModel.c104(32));
        assertEquals(RunResult.REFERENCE_ENGINE, Kernels.name(build(c104, 32)), "the C104's output buffers");
        assertEquals(RunResult.REFERENCE_ENGINE, Kernels.name(build(NetworkConfig.defaults().withBufferFlits(65), 65)));
    }

    @Test
    void theResultOfARunNamesTheKernelThatRanItAndBothKernelsMeasureTheSame() {
        Engine flat = build(NetworkConfig.defaults(), 4);
        FixedSize size = new FixedSize(4);
        Workload w = new Workload(h -> PoissonArrivals.forOfferedLoad(0.1, size), size, new UniformPattern().create(MESH), 0.1);
        Engine reference = new Network(MESH, NetworkConfig.defaults(), new DimensionOrderFactory("xy", false).create(MESH, 1),
                new RandomIdleSelection(), w, 7);
        RunResult a = new SimulationRun(flat, RunControl.quick(200, 300), 7).run(SimulationListener.NONE, () -> false);
        RunResult b = new SimulationRun(reference, RunControl.quick(200, 300), 7).run(SimulationListener.NONE, () -> false);
        assertEquals(Kernels.FLAT, a.engine());
        assertEquals(RunResult.REFERENCE_ENGINE, b.engine());
        assertTrue(Benchmark.sameNumbers(a, b), "same numbers from both kernels");
    }
}
