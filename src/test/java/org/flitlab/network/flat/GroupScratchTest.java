package org.flitlab.network.flat;

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

class GroupScratchTest {
    static FlatKernel mesh(double load, int flits) {
        Topology t = MeshTopology.build(new MeshTopology.Params(8, 8, 1, 1, 0, 0));
        FixedSize size = new FixedSize(flits);
        Workload w = new Workload(h -> PoissonArrivals.forOfferedLoad(load, size), size, new UniformPattern().create(t), load);
        NetworkConfig cfg = NetworkConfig.defaults().withBufferFlits(8).withVirtualChannels(2);
        return new FlatKernel(t, cfg, new DimensionOrderFactory("xy", false).create(t, 2), new RandomIdleSelection(), w, 1);
    }

    @Test
    void scratch() {
        FlatKernel k = mesh(Double.parseDouble(System.getProperty("load", "0.1")), 512);
        long t0 = System.nanoTime();
        k.advance(Long.getLong("ticks", 300_000L));
        long hops = k.flitHops();
        System.out.println("SCRATCH hops " + hops + " blockHops " + k.blocks.blockFlitHops + " groupHops " + k.blocks.groups.flitHops
            + " groups " + k.blocks.groups.started + " early " + k.blocks.groups.earlyHandBacks + " " + k.blocks.groups.debug()
            + " why " + java.util.Arrays.toString(FlatGroupFrames.WHY) + " ms " + (System.nanoTime() - t0) / 1e6);
    }
}
