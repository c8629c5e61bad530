package org.flitlab.network.flat;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import org.flitlab.network.NetworkConfig;
import org.flitlab.routing.dimensionorder.DimensionOrderFactory;
import org.flitlab.routing.selection.RandomIdleSelection;
import org.flitlab.topology.Topology;
import org.flitlab.topology.mesh.MeshTopology;
import org.flitlab.traffic.FixedSize;
import org.flitlab.traffic.PoissonArrivals;
import org.flitlab.traffic.UniformPattern;
import org.flitlab.traffic.Workload;
import org.junit.jupiter.api.Test;

/**
 * The flat kernel allocates nothing per flit or packet once its pools have grown (issue 19): on a 4x4 mesh below
 * saturation, outside the measuring window (so no latency samples are kept), the engine thread allocates less than
 * a byte per thousand flit-hops over 20,000 ticks after a 20,000-tick warm-up.
 */
class FlatKernelAllocationTest {
    @Test
    void steadyStateAllocatesNothingPerFlit() {
        Topology t = MeshTopology.build(new MeshTopology.Params(4, 4, 1, 1, 0, 0));
        FixedSize size = new FixedSize(8);
        Workload w = new Workload(h -> PoissonArrivals.forOfferedLoad(0.3, size), size, new UniformPattern().create(t), 0.3);
        NetworkConfig cfg = NetworkConfig.defaults().withBufferFlits(8).withVirtualChannels(2);
        FlatKernel k = new FlatKernel(t, cfg, new DimensionOrderFactory("xy", false).create(t, 2), new RandomIdleSelection(), w, 3);
        k.advance(20_000);
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long id = Thread.currentThread().getId();
        long hops = k.flitHops();
        long before = threads.getThreadAllocatedBytes(id);
        k.advance(40_000);
        long bytes = threads.getThreadAllocatedBytes(id) - before;
        hops = k.flitHops() - hops;
        assertTrue(hops > 200_000, "flit-hops " + hops);
        assertTrue(bytes * 1000 < hops, bytes + " bytes allocated over " + hops + " flit-hops");
    }
}
