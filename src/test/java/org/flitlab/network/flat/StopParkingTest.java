package org.flitlab.network.flat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
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
 * Channels held at STOP wait off the sending set ({@link StopParking}) and the run is the same as when they are
 * visited every tick ({@code -Dflitlab.flatParking=false}): a 4x4 mesh past saturation with stop/go buffers and
 * 64-flit worms, where many channels wait at STOP; link usage (stalled ticks included, read mid-run while channels
 * are parked), buffer occupancy, flit-hops and deliveries per host are equal at every reading. (Identity with the
 * reference engine is {@code FlatKernelDifferentialTest}'s.)
 */
class StopParkingTest {
    private static final long[] READINGS = {3_001, 7_777, 15_000};

    @Test
    void parkingChannelsAtStopChangesNothing() {
        FlatKernel parked = build();
        List<String> withParking = readings(parked);
        String before = System.getProperty("flitlab.flatParking");
        System.setProperty("flitlab.flatParking", "false");
        try {
            FlatKernel visited = build();
            assertEquals(null, visited.parking);
            assertEquals(readings(visited), withParking);
        } finally {
            if (before == null) {
                System.clearProperty("flitlab.flatParking");
            } else {
                System.setProperty("flitlab.flatParking", before);
            }
        }
        assertTrue(parked.parking.parks > 1_000, "parks " + parked.parking.parks);
        // The network kept moving (no deadlock): at least a tenth of the offered flits crossed a channel.
        assertTrue(!parked.isDeadlocked() && parked.flitHops() > 16 * 0.6 * 15_000 / 10, "hops " + parked.flitHops());
    }

    private static List<String> readings(FlatKernel k) {
        List<String> out = new ArrayList<>();
        for (long tick : READINGS) {
            k.advance(tick);
            StringBuilder hosts = new StringBuilder();
            for (int h = 0; h < k.topology().hostCount(); h++) {
                hosts.append(k.deliveredFlits(h)).append(' ');
            }
            out.add(tick + ": hops " + k.flitHops() + " usage " + k.channelUsage() + " occupancy "
                    + k.bufferOccupancy() + " delivered " + hosts + " undelivered " + k.undeliveredPackets());
        }
        return out;
    }

    private static FlatKernel build() {
        Topology t = MeshTopology.build(new MeshTopology.Params(4, 4, 1, 1, 0, 0));
        FixedSize size = new FixedSize(64);
        double load = 0.6;
        Workload w = new Workload(h -> PoissonArrivals.forOfferedLoad(load, size), size, new UniformPattern().create(t), load);
        NetworkConfig cfg = NetworkConfig.defaults().withBufferFlits(32).withStopGo(16, 8);
        return new FlatKernel(t, cfg, new DimensionOrderFactory("xy", false).create(t, 1), new RandomIdleSelection(), w, 5);
    }
}
