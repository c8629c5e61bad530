package org.flitlab.routing.dimensionorder;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.flitlab.routing.ProbePacket;
import org.flitlab.routing.RingTie;
import org.flitlab.routing.RouteCandidates;
import org.flitlab.topology.Topology;
import org.flitlab.topology.mesh.MeshTopology;
import org.flitlab.topology.torus.TorusTopology;
import org.junit.jupiter.api.Test;

/** Which way dimension order goes round an 8-ary ring when the destination is exactly half way. */
class RingTieTest {
    private static final Topology TORUS = TorusTopology.build(new TorusTopology.Params(8, 8, 1, 1, 0, 0));

    private static DimensionOrderRouting routing(RingTie tie) {
        return new DimensionOrderRouting(TORUS, DimensionOrder.ASCENDING, true, tie, 2);
    }

    /** The switch the first hop from the source's switch leads to. */
    private static int firstHop(DimensionOrderRouting r, ProbePacket p) {
        int sw = TORUS.hostSwitch(p.sourceNode());
        RouteCandidates out = new RouteCandidates();
        r.route(sw, TORUS.neighborPort(p.sourceNode(), 0), 0, p, out);
        return TORUS.neighbor(sw, out.port(0));
    }

    private static ProbePacket packet(int fromSwitch, int toSwitch) {
        return new ProbePacket(TORUS.hostNode(fromSwitch), TORUS.hostNode(toSwitch));
    }

    @Test
    void positiveTiesAlwaysGoUp() {
        // Switch s is (s mod 8, s div 8); 0 -> 4 and 1 -> 5 are both half a ring away in x.
        assertEquals(1, firstHop(routing(RingTie.POSITIVE), packet(0, 4)));
        assertEquals(2, firstHop(routing(RingTie.POSITIVE), packet(1, 5)));
    }

    @Test
    void balancedTiesSplitByTheParityOfTheSourceCoordinate() {
        assertEquals(1, firstHop(routing(RingTie.BALANCED), packet(0, 4)), "even x goes up");
        assertEquals(0, firstHop(routing(RingTie.BALANCED), packet(1, 5)), "odd x goes down");
        assertEquals(2, firstHop(routing(RingTie.BALANCED), packet(1, 2)), "no tie: the short way");
    }

    @Test
    void randomTiesAreDrawnPerPacketOnlyWhenThereIsATieAndSplitEvenly() {
        DimensionOrderRouting r = routing(RingTie.RANDOM);
        SplittableRandom random = new SplittableRandom(1);
        int down = 0;
        int n = 20_000;
        for (int i = 0; i < n; i++) {
            ProbePacket p = packet(0, 4);
            r.prepare(p, random);
            down += firstHop(r, p) == 7 ? 1 : 0;
        }
        assertEquals(0.5, (double) down / n, 4 * Math.sqrt(0.25 / n), "half the tie packets go the negative way");
        SplittableRandom untouched = new SplittableRandom(5);
        SplittableRandom used = new SplittableRandom(5);
        r.prepare(packet(0, 3), used);
        assertEquals(untouched.nextLong(), used.nextLong(), "a packet without a tie draws nothing");
    }

    @Test
    void randomTieOutcomesAreListedOnePerCombinationOfTieDimensions() {
        DimensionOrderRouting r = routing(RingTie.RANDOM);
        assertArrayEquals(new int[] {0}, r.preparedRouteWords(packet(0, 3)));
        assertArrayEquals(new int[] {0, 1}, r.preparedRouteWords(packet(0, 4)), "x only");
        assertArrayEquals(new int[] {0, 2}, r.preparedRouteWords(packet(0, 32)), "y only");
        assertArrayEquals(new int[] {0, 1, 2, 3}, r.preparedRouteWords(packet(0, 36)), "both");
        assertArrayEquals(new int[] {0}, routing(RingTie.POSITIVE).preparedRouteWords(packet(0, 36)));
    }

    @Test
    void aNegativeTieRouteCrossesTheWrapLinkOnTheUpperClass() {
        // From x = 2 to x = 6 the negative way is 2, 1, 0, 7, 6: the hop 0 -> 7 crosses the wrap link.
        DimensionOrderRouting r = routing(RingTie.BALANCED);
        ProbePacket p = packet(3, 7);
        assertEquals(2, firstHop(r, p), "x = 3 is odd: negative");
        RouteCandidates out = new RouteCandidates();
        int atZero = 0;
        int inPort = -1;
        for (int sw = 3; sw != atZero; sw--) {
            out.clear();
            r.route(sw, inPort < 0 ? TORUS.neighborPort(p.sourceNode(), 0) : inPort, 0, p, out);
            assertEquals(0, out.vc(0), "class 0 before the wrap link, at x = " + sw);
            inPort = TORUS.channelTargetPort(TORUS.channelOut(sw, out.port(0)));
        }
        out.clear();
        r.route(0, inPort, 0, p, out);
        assertEquals(7, TORUS.neighbor(0, out.port(0)));
        assertEquals(1, out.vc(0), "the wrap hop 0 -> 7 is on class 1");
    }

    @Test
    void meshesNeverDrawForTies() {
        Topology mesh = MeshTopology.build(new MeshTopology.Params(8, 8, 1, 1, 0, 0));
        DimensionOrderRouting r = new DimensionOrderRouting(mesh, DimensionOrder.ASCENDING, true, RingTie.RANDOM, 1);
        SplittableRandom used = new SplittableRandom(5);
        r.prepare(new ProbePacket(mesh.hostNode(0), mesh.hostNode(4)), used);
        assertEquals(new SplittableRandom(5).nextLong(), used.nextLong());
        assertTrue(r.preparedRouteWords(new ProbePacket(mesh.hostNode(0), mesh.hostNode(4))).length == 1);
    }
}
