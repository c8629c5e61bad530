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
 * a byte per thousand flit-hops over 20,000 ticks after a 20,000-tick warm-up; with 256-flit packets, which the
 * kernel advances as blocks, over 150,000 ticks after as many.
 */
class FlatKernelAllocationTest {
    @Test
    void steadyStateAllocatesNothingPerFlit() {
        assertAllocatesNothingPerFlit(build(8, 0.3), 20_000);
    }

    /** Long worms, advanced as blocks ({@link FlatBlocks}, pooled): nothing allocated per block either. */
    @Test
    void longWormsAdvancedAsBlocksAllocateNothingPerFlit() {
        FlatKernel k = build(256, 0.15);
        assertAllocatesNothingPerFlit(k, 150_000);
        assertTrue(k.blocks.blocksStarted > 100, "blocks " + k.blocks.blocksStarted);
    }

    private static FlatKernel build(int flits, double load) {
        Topology t = MeshTopology.build(new MeshTopology.Params(4, 4, 1, 1, 0, 0));
        FixedSize size = new FixedSize(flits);
        Workload w = new Workload(h -> PoissonArrivals.forOfferedLoad(load, size), size, new UniformPattern().create(t), load);
        NetworkConfig cfg = NetworkConfig.defaults().withBufferFlits(8).withVirtualChannels(2);
        return new FlatKernel(t, cfg, new DimensionOrderFactory("xy", false).create(t, 2), new RandomIdleSelection(), w, 3);
    }

    private static void assertAllocatesNothingPerFlit(FlatKernel k, long ticks) {
        k.advance(ticks);
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long id = Thread.currentThread().getId();
        long hops = k.flitHops();
        long before = threads.getThreadAllocatedBytes(id);
        k.advance(2 * ticks);
        long bytes = threads.getThreadAllocatedBytes(id) - before;
        hops = k.flitHops() - hops;
        assertTrue(hops > 200_000, "flit-hops " + hops);
        assertTrue(bytes * 1000 < hops, bytes + " bytes allocated over " + hops + " flit-hops");
    }
}
