package org.flitlab.network;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import org.flitlab.routing.selection.RandomIdleSelection;
import org.flitlab.routing.shortest.ShortestPathFactory;
import org.flitlab.topology.Topology;
import org.flitlab.topology.manhattan.ManhattanTopology;
import org.flitlab.traffic.ArrivalProcess;
import org.flitlab.traffic.DestinationPattern;
import org.flitlab.traffic.SizeDistribution;
import org.flitlab.traffic.Workload;
import org.junit.jupiter.api.Test;

/**
 * Any-worm input queues (Bianco et al.'s deflection switches): a worm behind one that waits for its output is
 * forwarded first. On a 4x4 Manhattan network with two hosts per switch, host b of switch 0 sends a 48-flit worm
 * east at tick 1 and an 8-flit worm west at tick 2. With a blocker (host a of the same switch sends a 200-flit worm
 * east at tick 0) the 48-flit worm waits for the east port while the 8-flit one, behind it in the same buffer, has
 * its west port free. With any-worm queues the 8-flit worm's latency is the same as without the blocker; with a
 * FIFO buffer it waits for the blocker's tail, at least 200 - 48 ticks more.
 */
class AnyWormQueueingTest {
    private static final int BLOCK = 200;
    private static final int LONG = 48;
    private static final int SHORT = 8;
    private static final int HUGE = 400;

    private static Topology manhattan() {
        return ManhattanTopology.build(new ManhattanTopology.Params(4, 10, 640e6, 8, 2.0 / 3, 1, 0, 2));
    }

    /** The short worm's latency (generation to tail delivered), with or without the blocker. */
    private static long shortWormLatency(InputQueueing queueing, boolean blocker) {
        return latency(queueing, blocker, SHORT, SHORT);
    }

    /**
     * The latency of the worm of {@code of} flits when host b sends a 48-flit worm east and then a worm of
     * {@code second} flits west (with the blocker, host a's 200-flit worm east first).
     */
    private static long latency(InputQueueing queueing, boolean blocker, int second, int of) {
        Topology t = manhattan();
        int a = t.hostIndex(t.hostsOf(0)[0]);
        int b = t.hostIndex(t.hostsOf(0)[1]);
        int east = t.hostIndex(t.hostsOf(1)[0]);
        int west = t.hostIndex(t.hostsOf(3)[0]);
        List<Integer> sizes = blocker ? List.of(BLOCK, LONG, second) : List.of(LONG, second);
        List<Integer> toB = List.of(east, west);
        SizeDistribution size = new Scripted(sizes);
        int[] calls = new int[1];
        DestinationPattern dest = (source, random) -> source == a ? east : toB.get(calls[0]++);
        Workload w = new Workload(h -> h == a && blocker ? at(0) : h == b ? at(1, 2) : at(), size, dest, 0.01);
        NetworkConfig cfg = NetworkConfig.defaults().withBufferFlits(2 * HUGE).withDeflection(Deflection.on()).withQueueing(queueing);
        Network net = new Network(t, cfg, new ShortestPathFactory().create(t, 1), new RandomIdleSelection(), w, 1);
        EventRecorder events = net.recordEvents();
        net.setMeasuring(true);
        net.advance(3_000);
        assertFalse(net.isDeadlocked());
        assertEquals(sizes.size(), net.recorder().deliveredPackets(), "every worm delivered");
        return events.traces().stream().filter(p -> p.lengthFlits() == of).findFirst().orElseThrow().latency();
    }

    /**
     * One output at a time per buffer: with a 400-flit worm west behind the waiting 48-flit one, the 400-flit worm
     * leaves first and its buffer feeds it until its tail has gone (about tick 450), so when the blocker frees the
     * east port (about tick 200) the 48-flit worm still waits: its tail cannot arrive before 400 + 48 ticks.
     */
    @Test
    void aBufferFeedsOneOutputAtATime() {
        long waiting = latency(InputQueueing.ANY_WORM, true, HUGE, LONG);
        assertTrue(waiting >= HUGE + LONG, "the 48-flit worm waits for the 400-flit worm's tail: " + waiting);
        assertTrue(latency(InputQueueing.ANY_WORM, true, HUGE, HUGE) < waiting, "the worm behind left first");
    }

    @Test
    void aShortWormBehindAWaitingOneLeavesAtOnceWithAnyWormQueues() {
        long free = shortWormLatency(InputQueueing.ANY_WORM, false);
        assertEquals(free, shortWormLatency(InputQueueing.FIFO, false), "without the blocker the queueing makes no difference");
        assertEquals(free, shortWormLatency(InputQueueing.ANY_WORM, true), "it does not wait for the worm ahead of it");
        long fifo = shortWormLatency(InputQueueing.FIFO, true);
        assertTrue(fifo >= free + BLOCK - LONG, "FIFO: it waits behind the worm that waits: " + fifo + " against " + free);
    }

    @Test
    void anyWormQueuesAreForDeflectionOnly() {
        NetworkConfig plain = NetworkConfig.defaults().withBufferFlits(256).withQueueing(InputQueueing.ANY_WORM);
        String problems = String.join("; ", plain.problems(1, BLOCK));
        assertTrue(problems.contains("queueing is any-worm but deflection is off"), problems);
        NetworkConfig voq = plain.withDeflection(Deflection.on()).withQueueing(InputQueueing.VIRTUAL_OUTPUT_QUEUES);
        assertTrue(String.join("; ", voq.problems(1, BLOCK)).contains("deflection routing needs fifo or any-worm"));
        assertTrue(plain.withDeflection(Deflection.on()).problems(1, BLOCK).isEmpty());
    }

    /** Packets at the given ticks, then none. */
    private static ArrivalProcess at(long... ticks) {
        return new ArrivalProcess() {
            private int next;

            @Override
            public long firstArrival(SplittableRandom random) {
                next = 0;
                return nextArrival(0, random);
            }

            @Override
            public long nextArrival(long now, SplittableRandom random) {
                return next < ticks.length ? ticks[next++] : -1;
            }
        };
    }

    /** Sizes in the order the worms are generated (one per tick here). */
    private static final class Scripted implements SizeDistribution {
        private final List<Integer> sizes;
        private int drawn;

        Scripted(List<Integer> sizes) {
            this.sizes = sizes;
        }

        @Override
        public int sampleFlits(SplittableRandom random) {
            return sizes.get(drawn++);
        }

        @Override
        public double meanFlits() {
            return sizes.stream().mapToInt(Integer::intValue).average().orElse(1);
        }

        @Override
        public int maxFlits() {
            return HUGE;
        }
    }
}
