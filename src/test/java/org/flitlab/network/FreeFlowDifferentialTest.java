package org.flitlab.network;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import org.flitlab.routing.RoutingFactory;
import org.flitlab.routing.SelectionPolicy;
import org.flitlab.routing.dimensionorder.DimensionOrderFactory;
import org.flitlab.routing.selection.LeastRecentlyStoppedSelection;
import org.flitlab.routing.selection.LowestNumberedSelection;
import org.flitlab.routing.selection.RandomIdleSelection;
import org.flitlab.routing.selection.RoundRobinSelection;
import org.flitlab.routing.selection.StaticPairSelection;
import org.flitlab.routing.shortest.ShortestPathFactory;
import org.flitlab.routing.source.SourceFactory;
import org.flitlab.routing.updown.UpDownFactory;
import org.flitlab.topology.Topology;
import org.flitlab.topology.hypercube.HypercubeTopology;
import org.flitlab.topology.mesh.MeshTopology;
import org.flitlab.topology.torus.TorusTopology;
import org.flitlab.traffic.ArrivalProcess;
import org.flitlab.traffic.BimodalSize;
import org.flitlab.traffic.ComplementPattern;
import org.flitlab.traffic.ContinuousArrivals;
import org.flitlab.traffic.FixedSize;
import org.flitlab.traffic.PoissonArrivals;
import org.flitlab.traffic.SizeDistribution;
import org.flitlab.traffic.UniformPattern;
import org.flitlab.traffic.Workload;
import org.junit.jupiter.api.Test;

/**
 * The block fast path ({@link FreeFlow}) against the flit-by-flit engine: on random small scenarios (topology,
 * routing, selection, load, packet and buffer sizes, link and switch delays, virtual channels, FIFO or virtual
 * output queues, cut-through or store-and-forward, credit or stop/go, every arbitration), both engines run from
 * the same seed, read at the same random tick boundaries, must deliver every packet at the same ticks (the
 * delivery digest covers packet id, head and tail arrival of every delivery, in order), make the same flit-hops,
 * end in the same deadlock if any, and report the same link usage and buffer occupancy; both conserve flits.
 */
class FreeFlowDifferentialTest {
    private static final int CASES = 300;

    @Test
    void fastPathAndFlitByFlitEngineAgreeOnEveryPacketOfThreeHundredRandomScenarios() {
        SplittableRandom rnd = new SplittableRandom(20261122L);
        long blockHops = 0;
        long allHops = 0;
        long early = 0;
        long blocks = 0;
        int compared = 0;
        for (int i = 0; i < CASES; i++) {
            long caseSeed = rnd.nextLong();
            Network fast;
            Network slow;
            try {
                fast = build(new SplittableRandom(caseSeed), true);
                slow = build(new SplittableRandom(caseSeed), false);
            } catch (IllegalArgumentException rejected) {
                continue;
            }
            String what = "case " + i + " (seed " + caseSeed + "): " + describe(new SplittableRandom(caseSeed));
            SplittableRandom slices = new SplittableRandom(caseSeed ^ 0x5DEECE66DL);
            long until = 0;
            long end = 6_000 + slices.nextInt(6_000);
            boolean measuring = false;
            while (until < end && !fast.isDeadlocked()) {
                until += 1 + slices.nextInt(700);
                fast.advance(until);
                slow.advance(until);
                if (!measuring && until > end / 4) {
                    fast.setMeasuring(true);
                    slow.setMeasuring(true);
                    measuring = true;
                }
                assertEquals(slow.flitHops(), fast.flitHops(), what + ": flit-hops at tick " + until);
                assertEquals(slow.recorder().deliveryDigest(), fast.recorder().deliveryDigest(), what + ": deliveries by tick " + until);
                assertEquals(slow.flitsInNetwork(), fast.flitsInNetwork(), what + ": flits in the network at tick " + until);
            }
            assertEquals(slow.isDeadlocked(), fast.isDeadlocked(), what + ": deadlock");
            if (slow.isDeadlocked()) {
                assertEquals(slow.deadlock().explanation(), fast.deadlock().explanation(), what);
            }
            assertEquals(slow.tick(), fast.tick(), what);
            assertEquals(slow.recorder().deliveredPackets(), fast.recorder().deliveredPackets(), what);
            assertEquals(slow.recorder().deliveredFlits(), fast.recorder().deliveredFlits(), what);
            assertEquals(slow.channelUsage(), fast.channelUsage(), what + ": link usage");
            assertEquals(slow.bufferOccupancy(), fast.bufferOccupancy(), what + ": buffer occupancy");
            assertEquals(drawn(slow), drawn(fast), what + ": worms drawn");
            slow.checkConservation();
            fast.checkConservation();
            assertEquals(0, slow.blockFlitHops(), "the flit-by-flit engine makes no block");
            blockHops += fast.blockFlitHops();
            allHops += fast.flitHops();
            early += fast.freeFlow.earlyHandBacks;
            blocks += fast.freeFlow.blocksStarted;
            compared++;
        }
        assertTrue(compared >= CASES * 3 / 4, "scenarios compared: " + compared);
        // The comparison means something only if the fast path did much of the work, and was interrupted often.
        System.out.println("FREEFLOW blocks " + blocks + " early " + early + " block hops " + blockHops + " of " + allHops);
        assertTrue(blockHops > allHops / 20, "block flit-hops " + blockHops + " of " + allHops);
        assertTrue(blocks > 1000 && early > 100, "blocks " + blocks + ", handed back early " + early);
    }

    /** The worms a snapshot draws, with the channels and flit counts of each (arrays compared by content). */
    private static List<String> drawn(Network n) {
        return n.snapshot().worms().stream().map(w -> w.packetId() + " " + w.ageTicks() + " " + w.headNode() + " " + w.headChannel()
                + " " + w.blocked() + java.util.Arrays.toString(w.channels())
                + java.util.Arrays.toString(w.flits())).toList();
    }

    private static String describe(SplittableRandom rnd) {
        try {
            Network n = build(rnd, true);
            return n.topology() + " " + n.config() + " " + n.workload().sizes() + " load " + n.workload().offeredLoad();
        } catch (IllegalArgumentException e) {
            return e.getMessage();
        }
    }

    private static Network build(SplittableRandom rnd, boolean fastPath) {
        int delay = 1 + rnd.nextInt(3);
        int hostsPerSwitch = 1 + rnd.nextInt(2);
        Topology t = switch (rnd.nextInt(4)) {
            case 0 -> MeshTopology.build(new MeshTopology.Params(2 + rnd.nextInt(3), 1 + rnd.nextInt(3), hostsPerSwitch, delay, 0, 0));
            case 1 -> TorusTopology.build(new TorusTopology.Params(2 + rnd.nextInt(4), 1 + rnd.nextInt(3), hostsPerSwitch, delay, 0, 0));
            case 2 -> HypercubeTopology.build(new HypercubeTopology.Params(1 + rnd.nextInt(4), hostsPerSwitch, delay, 0, 0));
            default -> TorusTopology.build(new TorusTopology.Params(3 + rnd.nextInt(5), 1, 1, delay, 0, 0));
        };
        List<RoutingFactory> routings = List.of(new ShortestPathFactory(), new UpDownFactory(), new SourceFactory(),
                new DimensionOrderFactory("xy", true), new DimensionOrderFactory("yx", false));
        RoutingFactory rf = routings.get(rnd.nextInt(routings.size()));
        if (rf.supports(t).isPresent()) {
            rf = new UpDownFactory();
        }
        int maxPacket = 1 + rnd.nextInt(rnd.nextBoolean() ? 16 : 160);
        SizeDistribution sizes = rnd.nextBoolean() ? new FixedSize(maxPacket) : new BimodalSize(1 + rnd.nextInt(maxPacket), maxPacket, 0.5);
        int vcs = 1 + rnd.nextInt(3);
        int buffer = 1 + rnd.nextInt(24);
        NetworkConfig cfg = NetworkConfig.defaults().withVirtualChannels(vcs).withSwitchDelayTicks(1 + rnd.nextInt(2))
                .withDeadlockTimeoutTicks(400)
                .withQueueing(rnd.nextInt(4) == 0 ? InputQueueing.VIRTUAL_OUTPUT_QUEUES : InputQueueing.FIFO)
                .withArbitration(OutputArbitration.values()[rnd.nextInt(4)])
                .withVcArbitration(VcArbitration.values()[rnd.nextInt(2)]);
        if (rnd.nextBoolean()) {
            buffer = Math.max(buffer, 2 * delay + 1 + rnd.nextInt(6));
            int high = buffer - 2 * delay;
            cfg = cfg.withStopGo(high, rnd.nextInt(high + 1));
        }
        if (rnd.nextInt(5) == 0) {
            cfg = cfg.withSwitching(Switching.STORE_AND_FORWARD);
            buffer = Math.max(buffer, maxPacket);
            if (cfg.flowControl() == LinkFlowControl.STOP_GO) {
                cfg = cfg.withStopGo(buffer - 2 * delay, Math.min(cfg.stopLowMark(), buffer - 2 * delay));
            }
        }
        cfg = cfg.withBufferFlits(buffer);
        vcs = Math.max(vcs, rf.create(t, Math.max(vcs, 2)).virtualChannelsRequired());
        cfg = cfg.withVirtualChannels(vcs);
        double load = 0.01 + 0.6 * rnd.nextDouble() * rnd.nextDouble();
        boolean continuous = rnd.nextInt(8) == 0;
        SelectionPolicy sel = switch (rnd.nextInt(5)) {
            case 0 -> new RandomIdleSelection();
            case 1 -> new LowestNumberedSelection();
            case 2 -> new LeastRecentlyStoppedSelection();
            case 3 -> new StaticPairSelection();
            default -> new RoundRobinSelection();
        };
        java.util.function.IntFunction<ArrivalProcess> arrivals = continuous ? h -> new ContinuousArrivals()
                : h -> PoissonArrivals.forOfferedLoad(load, sizes);
        Workload w = new Workload(arrivals, sizes,
                rnd.nextInt(4) == 0 ? new ComplementPattern().create(t) : new UniformPattern().create(t), continuous ? Double.NaN : load);
        Network n = new Network(t, cfg, rf.create(t, vcs), sel, w, rnd.nextLong());
        n.setFastPath(fastPath);
        return n;
    }
}
