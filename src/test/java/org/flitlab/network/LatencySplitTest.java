package org.flitlab.network;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.flitlab.routing.dimensionorder.DimensionOrderFactory;
import org.flitlab.routing.selection.LowestNumberedSelection;
import org.flitlab.topology.Topology;
import org.flitlab.topology.mesh.MeshTopology;
import org.flitlab.traffic.FixedSize;
import org.flitlab.traffic.PoissonArrivals;
import org.flitlab.traffic.UniformPattern;
import org.flitlab.traffic.Workload;
import org.junit.jupiter.api.Test;

/**
 * The latency split and the story of each worm (issue 17, "Follow a worm"), derived from the event recorder and
 * checked against model.md's zero-load formula and against the engine's own measured latencies and VC owners.
 */
class LatencySplitTest {
    private static final int SWITCHES = 4;
    private static final int LENGTH = 10;

    /**
     * A lone packet on the chain h0 - s0 - s1 - s2 - s3 - h1 crosses H = 4 switches and H + 1 links: model.md's
     * zero-load latency (H + 1) d + H x switchDelay + (L - 1), each term its own part, nothing queued or blocked.
     */
    @Test
    void aZeroLoadPacketSplitsIntoTheZeroLoadFormulasTerms() {
        for (int delay : new int[] {1, 3}) {
            for (int sd : new int[] {1, 2}) {
                Network net = chain(delay, NetworkConfig.defaults().withSwitchDelayTicks(sd));
                RunEvents ev = RunEvents.of(net.events, net.topology());
                String where = "delay " + delay + ", switch delay " + sd;
                assertEquals(4, net.recorder().measuredDelivered(), where);
                for (int i = 0; i < 4; i++) {
                    LatencySplit s = ev.split(ev.traces().get(i).packetId());
                    assertEquals(new LatencySplit(s.latency(), 0, SWITCHES * sd, (SWITCHES + 1L) * delay, 0, LENGTH - 1, 0),
                            s, where);
                    assertEquals(net.recorder().deliveryLatency().get(i), s.latency(), where);
                }
                List<WormEvent.Kind> kinds = ev.eventsOf(0).stream().map(WormEvent::kind).toList();
                assertEquals(List.of(WormEvent.Kind.GENERATED, WormEvent.Kind.INJECTED, WormEvent.Kind.ARRIVED,
                        WormEvent.Kind.ROUTED, WormEvent.Kind.ARRIVED, WormEvent.Kind.ROUTED, WormEvent.Kind.ARRIVED,
                        WormEvent.Kind.ROUTED, WormEvent.Kind.ARRIVED, WormEvent.Kind.ROUTED, WormEvent.Kind.HEAD_ARRIVED,
                        WormEvent.Kind.DELIVERED), kinds, where);
            }
        }
    }

    /**
     * Store-and-forward waits at each switch for the tail: H (L - 1) more ticks (model.md, AN1's "hops x packet
     * length"), shown as serialisation, not as blocking: nothing was in the packet's way.
     */
    @Test
    void storeAndForwardsWaitForTheTailIsSerialisationNotBlocking() {
        NetworkConfig cfg = NetworkConfig.defaults().withBufferFlits(16).withSwitching(Switching.STORE_AND_FORWARD);
        Network net = chain(1, cfg);
        RunEvents ev = RunEvents.of(net.events, net.topology());
        LatencySplit s = ev.split(0);
        assertEquals(new LatencySplit(s.latency(), 0, SWITCHES, SWITCHES + 1, 0, (SWITCHES + 1L) * (LENGTH - 1), 0), s);
        assertEquals(net.recorder().deliveryLatency().get(0), s.latency());
    }

    /**
     * BookSim's router (model.md: 2 + H (routing + vcAlloc + switchAlloc + traversal + link) + (L - 1)): routing is the
     * four stages at each of the H routers, wires the H + 1 links plus the tick in which the destination host reads
     * the head, nothing blocked.
     */
    @Test
    void booksimsZeroLoadLatencySplitsIntoItsStagesLinksAndBody() {
        NetworkConfig cfg = NetworkConfig.defaults().withBufferFlits(8).withRouter(RouterModel.booksim());
        Network net = chain(1, cfg);
        LatencySplit s = RunEvents.of(net.events, net.topology()).split(0);
        assertEquals(new LatencySplit(2 + 5 * SWITCHES + LENGTH - 1, 0, 4 * SWITCHES, SWITCHES + 2, 0, LENGTH - 1, 0), s);
        assertEquals(net.recorder().deliveryLatency().get(0), s.latency());
    }

    private static Network chain(int delay, NetworkConfig cfg) {
        Topology t = ChainFixture.chain(SWITCHES, delay);
        Workload w = new Workload(h -> ChainFixture.every(1000), ChainFixture.fixed(LENGTH), ChainFixture.leftToRight(), Double.NaN);
        Network net = new Network(t, cfg, ChainFixture.chainRouting(t, 1), ChainFixture.firstFree(), w, 1);
        net.recordEvents();
        net.setMeasuring(true);
        net.advance(3500);
        return net;
    }

    /**
     * Under contention (3x3 mesh, uniform traffic at 0.45 flits/tick/host, 8-flit worms, 4-flit buffers) the parts
     * of every measured packet add up to exactly the latency the engine measured (the same multiset of values),
     * blocking is positive for many, it equals the waits the story lists, and each "held by packet Z" names a
     * packet that the engine's own probe saw holding that channel when the wait began.
     */
    @Test
    void underContentionThePartsAddUpAndEachBlockingNamesTheEnginesHolder() {
        Topology t = MeshTopology.build(new MeshTopology.Params(3, 3, 1, 1, 0, 0));
        FixedSize size = new FixedSize(8);
        Workload w = new Workload(h -> PoissonArrivals.forOfferedLoad(0.45, size), size, new UniformPattern().create(t), 0.45);
        NetworkConfig cfg = NetworkConfig.defaults().withBufferFlits(4).withVirtualChannels(2);
        Network net = new Network(t, cfg, new DimensionOrderFactory("xy", true).create(t, 2), new LowestNumberedSelection(), w, 7);
        net.recordEvents();
        net.setMeasuring(true);
        Map<Long, Set<Long>> heldAt = new HashMap<>();
        for (long tick = 0; tick < 3000; tick++) {
            net.advance(tick);
            heldAt.put(tick, holders(net));
        }
        net.setMeasuring(false);
        net.advance(20_000);
        RunEvents ev = RunEvents.of(net.events, t);
        List<Long> splitSums = new ArrayList<>();
        int blocked = 0;
        int holdersChecked = 0;
        for (PacketTrace tr : ev.traces()) {
            LatencySplit s = ev.split(tr.packetId());
            if (!tr.measured() || s == null) {
                continue;
            }
            assertEquals(0, s.other(), "packet " + tr.packetId() + ": " + s);
            splitSums.add(s.sourceQueue() + s.routing() + s.wires() + s.blocking() + s.serialisation());
            blocked += s.blocking() > 0 ? 1 : 0;
            assertEquals(s.blocking(), storyWaits(ev, tr), "packet " + tr.packetId() + ": " + ev.eventsOf(tr.packetId()));
            holdersChecked += assertHoldersSeenByProbe(ev.eventsOf(tr.packetId()), heldAt);
        }
        List<Long> measured = new ArrayList<>();
        for (int i = 0; i < net.recorder().deliveryLatency().size(); i++) {
            measured.add(net.recorder().deliveryLatency().get(i));
        }
        splitSums.sort(null);
        measured.sort(null);
        assertEquals(measured, splitSums);
        assertTrue(measured.size() > 300 && blocked > measured.size() / 10, blocked + " blocked of " + measured.size());
        assertTrue(holdersChecked > 50, holdersChecked + " holders checked");
    }

    /** The waits the story lists (behind a worm, blocked, stalled) plus the tail's stall behind the head. */
    private static long storyWaits(RunEvents ev, PacketTrace tr) {
        long waits = 0;
        for (WormEvent e : ev.eventsOf(tr.packetId())) {
            if (e.kind() == WormEvent.Kind.WAITING || e.kind() == WormEvent.Kind.BLOCKED || e.kind() == WormEvent.Kind.STALLED) {
                waits += e.duration();
            }
        }
        return waits + tr.deliveredTick() - tr.headArrivedTick() - (tr.lengthFlits() - 1);
    }

    private static int assertHoldersSeenByProbe(List<WormEvent> story, Map<Long, Set<Long>> heldAt) {
        int checked = 0;
        for (WormEvent e : story) {
            if (e.kind() == WormEvent.Kind.BLOCKED && e.otherPacket() >= 0 && heldAt.containsKey(e.tick())) {
                // The route phase of tick a sees the owners left by tick a - 1 and those granted before it in tick a.
                Set<Long> seen = new HashSet<>(heldAt.getOrDefault(e.tick() - 1, Set.of()));
                seen.addAll(heldAt.get(e.tick()));
                assertTrue(seen.contains(e.channel() * 1_000_000L + e.otherPacket()), e.text() + " at " + e.ticks());
                checked++;
            }
        }
        return checked;
    }

    /** channel x 10^6 + packet for every virtual channel the probe says is held. */
    private static Set<Long> holders(Network net) {
        Set<Long> held = new HashSet<>();
        EngineProbe probe = net.probe();
        for (int c = 0; c < net.topology().channelCount(); c++) {
            for (int v = 0; v < net.config().virtualChannels(); v++) {
                long p = probe.holderOf(c, v);
                if (p >= 0) {
                    held.add(c * 1_000_000L + p);
                }
            }
        }
        return held;
    }
}
