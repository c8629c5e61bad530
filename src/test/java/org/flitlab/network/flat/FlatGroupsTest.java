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
 * and turning groups off ({@code -Dflitlab.flatGroups=false} does the same) changes no result. On bench case 2's own
 * 8x8 mesh, the bookkeeping trimmed in session 13 (docs/performance.md, "Session 13: case 2") is seen to happen through
 * its counters, which add up, and turning its quiet spell off changes no result either.
 */
class FlatGroupsTest {
    /** Ticks of case 2's network in the bookkeeping tests: about six 512-flit packets offered per host at 0.1. */
    private static final long BOOKKEEPING_TICKS = 30_000;

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

    /**
     * Case 2's 512-flit network at 0.1 (an 8x8 mesh): recordings start, some find no period and are given up, groups
     * run, worms whose recording found no period are not scanned again within their quiet spell, and due checks of
     * worms inside a running group are skipped; every recording started has ended in exactly one way or is still
     * going, and the credit tally's slot table is all zero between captures.
     */
    @Test
    void theGroupsBookkeepingHappensAndAddsUp() {
        FlatKernel flat = flat(8, 512, 0.1, 3);
        flat.advance(BOOKKEEPING_TICKS);
        FlatGroups g = flat.blocks.groups;
        String counts = "recordings started " + g.recordingsStarted() + ", given up " + g.recordingsGivenUp() + ", broken "
                + g.recordingsBroken() + ", in progress " + g.recordingsInProgress() + "; groups run " + g.groupsRun()
                + "; quiet skips " + g.quietSkips() + "; checks skipped inside a running group " + flat.blocks.skipsInGroups();
        assertTrue(g.recordingsStarted() > 0 && g.recordingsGivenUp() > 0 && g.groupsRun() > 0, counts);
        assertTrue(g.quietSkips() > 0 && flat.blocks.skipsInGroups() > 0, counts);
        assertTrue(g.recordingsGivenUp() <= g.recordingsStarted() && g.groupsRun() <= g.recordingsStarted(), counts);
        assertEquals(g.recordingsStarted(),
                g.recordingsGivenUp() + g.groupsRun() + g.recordingsBroken() + g.recordingsInProgress(), counts);
        assertEquals(g.groupsRun(), g.started);
        for (int q : g.vcSlot) {
            assertEquals(0, q, "the slot table between captures");
        }
    }

    /** The quiet spell after a recording that found no period changes which worms are scanned, not any result. */
    @Test
    void turningTheQuietSpellOffChangesNoResult() {
        FlatKernel with = flat(8, 512, 0.1, 4);
        FlatKernel without = flat(8, 512, 0.1, 4);
        without.blocks.groups.setQuietTicks(0);
        with.advance(BOOKKEEPING_TICKS);
        without.advance(BOOKKEEPING_TICKS);
        assertTrue(with.blocks.groups.quietSkips() > 0, "quiet skips " + with.blocks.groups.quietSkips());
        assertEquals(0, without.blocks.groups.quietSkips());
        assertTrue(without.blocks.groups.recordingsGivenUp() > 0, "given up " + without.blocks.groups.recordingsGivenUp());
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
        return mesh(4);
    }

    private static Topology mesh(int side) {
        return MeshTopology.build(new MeshTopology.Params(side, side, 1, 1, 0, 0));
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
        return flat(4, flits, load, seed);
    }

    private static FlatKernel flat(int side, int flits, double load, long seed) {
        Topology t = mesh(side);
        return new FlatKernel(t, config(), new DimensionOrderFactory("xy", false).create(t, 2), new RandomIdleSelection(),
                workload(t, flits, load), seed);
    }
}
