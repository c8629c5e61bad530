package org.flitlab.network.flat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.flitlab.network.Network;
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
 * Worms that take turns on shared channels, advanced as periodic groups ({@link FlatGroups}), on bench case 2's kind of
 * network (a mesh, dimension order, two virtual channels of 8 flits, uniform Poisson traffic of long packets), where
 * two worms on the virtual channels of one link, or on one crossbar input, alternate flit by flit: the flat kernel
 * must give the reference engine's results (every delivery, flit-hops, flits in the network and queued packets at
 * random tick boundaries, link usage and buffer occupancy at the end), with groups run and some handed back by a grant;
 * and turning groups off ({@code -Dflitlab.flatGroups=false} does the same) changes no result.
 */
class FlatGroupsTest {
    @Test
    void wormsTakingTurnsRunAsGroupsWithTheReferenceEnginesResults() {
        SplittableRandom slices = new SplittableRandom(19);
        long groups = 0;
        long early = 0;
        long groupHops = 0;
        long hops = 0;
        for (int flits : new int[] {256, 512}) {
            for (double load : new double[] {0.1, 0.2}) {
                for (long seed = 1; seed <= 2; seed++) {
                    Network reference = reference(flits, load, seed);
                    FlatKernel flat = flat(flits, load, seed);
                    String what = flits + "-flit at " + load + ", seed " + seed;
                    FlatKernelDifferentialTest.runSideBySide(reference, flat, slices, what);
                    FlatKernelDifferentialTest.assertSameEnd(reference, flat, what);
                    groups += flat.blocks.groups.started;
                    early += flat.blocks.groups.earlyHandBacks;
                    groupHops += flat.blocks.groups.flitHops;
                    hops += flat.flitHops();
                }
            }
        }
        assertTrue(groups > 20 && early > 0, "groups " + groups + ", handed back by a grant " + early);
        assertTrue(groupHops * 20 > hops, groupHops + " of " + hops + " flit-hops in groups");
    }

    @Test
    void turningGroupsOffChangesNoResult() {
        FlatKernel with = flat(512, 0.1, 5);
        FlatKernel without = flat(512, 0.1, 5);
        without.blocks.groups.setEnabled(false);
        with.advance(20_000);
        without.advance(20_000);
        assertTrue(with.blocks.groups.started > 0, "groups " + with.blocks.groups.started);
        assertEquals(0, without.blocks.groups.started);
        assertEquals(without.recorder().deliveryDigest(), with.recorder().deliveryDigest());
        assertEquals(without.flitHops(), with.flitHops());
        assertEquals(without.channelUsage(), with.channelUsage());
        assertEquals(without.bufferOccupancy(), with.bufferOccupancy());
    }

    /** Flits in the network read first, while blocks and groups are behind: both counts are brought up to date. */
    @Test
    void flitsInTheNetworkAreCountedUpToDateWhenReadFirst() {
        for (long until : new long[] {7_001, 11_003, 15_007}) {
            Network reference = reference(512, 0.1, 5);
            FlatKernel flat = flat(512, 0.1, 5);
            reference.advance(until);
            flat.advance(until);
            assertEquals(reference.flitsInNetwork(), flat.flitsInNetwork(), "at tick " + until);
        }
    }

    private static Topology mesh() {
        return MeshTopology.build(new MeshTopology.Params(4, 4, 1, 1, 0, 0));
    }

    private static Workload workload(Topology t, int flits, double load) {
        FixedSize size = new FixedSize(flits);
        return new Workload(h -> PoissonArrivals.forOfferedLoad(load, size), size, new UniformPattern().create(t), load);
    }

    private static NetworkConfig config() {
        return NetworkConfig.defaults().withBufferFlits(8).withVirtualChannels(2);
    }

    private static Network reference(int flits, double load, long seed) {
        Topology t = mesh();
        return new Network(t, config(), new DimensionOrderFactory("xy", false).create(t, 2), new RandomIdleSelection(),
                workload(t, flits, load), seed);
    }

    private static FlatKernel flat(int flits, double load, long seed) {
        Topology t = mesh();
        return new FlatKernel(t, config(), new DimensionOrderFactory("xy", false).create(t, 2), new RandomIdleSelection(),
                workload(t, flits, load), seed);
    }
}
