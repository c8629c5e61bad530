package org.flitlab.routing.valiant;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.flitlab.routing.RouteCandidates;
import org.flitlab.routing.ProbePacket;
import org.flitlab.routing.TestTopologies;
import org.flitlab.routing.valiant.PhaseWalker.Hop;
import org.flitlab.topology.Topology;
import org.junit.jupiter.api.Test;
import java.util.stream.IntStream;

/** Universal routing on the binary n-cube and the grid (C104 study, section 7.5). */
class ValiantRoutingTest {
    /** Chi-square critical values at p = 0.01 for 15 and 3 degrees of freedom. */
    private static final double CHI2_15_DOF = 30.58;
    private static final double CHI2_3_DOF = 11.34;

    /** Switches visited by e-cube from a to b, both included, flipping the highest differing bit first. */
    private static List<Integer> eCube(int a, int b) {
        List<Integer> path = new ArrayList<>(List.of(a));
        while (a != b) {
            a ^= Integer.highestOneBit(a ^ b);
            path.add(a);
        }
        return path;
    }

    private static List<Hop> onlyRoute(Topology t, ValiantRouting r, int sourceSwitch, int destinationSwitch, int intermediate) {
        List<List<Hop>> routes = new PhaseWalker(t, r, true)
                .routes(PhaseWalker.packet(t, t.hostNode(sourceSwitch), t.hostNode(destinationSwitch), intermediate));
        assertEquals(1, routes.size(), "with two virtual channels each phase has one port and one channel");
        return routes.get(0);
    }

    private static double chiSquare(int[] counts, double expected) {
        return Arrays.stream(counts).mapToDouble(c -> (c - expected) * (c - expected) / expected).sum();
    }

    @Test
    void theCubeIntermediateIsUniformOverAllSwitchesAndTheSourceItselfStartsInPhaseTwo() {
        Topology cube = TestTopologies.hypercube(4);
        ValiantRouting r = ValiantRouting.cube(cube, 2);
        SplittableRandom random = new SplittableRandom(42);
        int[] counts = new int[16];
        int source = cube.hostNode(5);
        for (int i = 0; i < 16_000; i++) {
            ProbePacket p = new ProbePacket(source, cube.hostNode(9));
            r.prepare(p, random);
            int m = ValiantRouting.intermediate(p);
            counts[m]++;
            assertEquals(m == 5 ? 2 : 1, ValiantRouting.phase(p), "phase 2 from the start exactly when the source is drawn");
        }
        assertTrue(chiSquare(counts, 1000) < CHI2_15_DOF, "16 000 draws over 16 switches: " + Arrays.toString(counts));
    }

    @Test
    void everyCubeRouteIsTheECubePathToTheIntermediateThenTheECubePathToTheDestination() {
        Topology cube = TestTopologies.hypercube(4);
        ValiantRouting r = ValiantRouting.cube(cube, 2);
        for (int s = 0; s < 16; s++) {
            for (int d = 0; d < 16; d++) {
                for (int m = 0; m < 16; m++) {
                    if (s == d) {
                        continue;
                    }
                    List<Hop> route = onlyRoute(cube, r, s, d, m);
                    List<Integer> expected = eCube(s, m);
                    List<Integer> second = eCube(m, d);
                    expected.addAll(second.subList(1, second.size()));
                    int firstLeg = Integer.bitCount(s ^ m);
                    assertEquals(firstLeg + Integer.bitCount(m ^ d) + 2, route.size(), "both legs plus the two host links");
                    assertEquals(expected, route.subList(1, route.size()).stream().map(Hop::node).toList());
                    for (int i = 0; i < route.size(); i++) {
                        int phase = i <= firstLeg && m != s ? 1 : 2;
                        assertEquals(phase, route.get(i).phase(), "hop " + i + " of " + s + "->" + m + "->" + d);
                        assertEquals(phase - 1, route.get(i).vc(), "phase 1 on virtual channel 0, phase 2 on 1");
                    }
                }
            }
        }
    }

    @Test
    void withFourVirtualChannelsEachPhaseMayUseItsHalf() {
        Topology cube = TestTopologies.hypercube(3);
        ValiantRouting r = ValiantRouting.cube(cube, 4);
        // 0 -> 3 via 4: 0,4 on the first network, then 4 -> 3 flips bits 2, 1, 0: 4,0,2,3 on the second.
        List<List<Hop>> routes = new PhaseWalker(cube, r, true).routes(PhaseWalker.packet(cube, cube.hostNode(0), cube.hostNode(3), 4));
        assertEquals(1 << 6, routes.size(), "6 hops (host link, 1 to the intermediate, 3 on, host link), 2 channels each");
        for (List<Hop> route : routes) {
            assertArrayEquals(new int[] {8, 0, 4, 0, 2, 3}, route.stream().mapToInt(Hop::node).toArray());
            for (Hop h : route) {
                assertTrue(h.phase() == 1 ? h.vc() < 2 : h.vc() >= 2, h.toString());
            }
        }
    }

    @Test
    void onTheGridPhaseOneMovesAlongXOnlyToARandomColumnThenYThenX() {
        Topology mesh = TestTopologies.grid(4, 4, false, 1);
        ValiantRouting r = ValiantRouting.grid(mesh, 2);
        for (int s = 0; s < 16; s++) {
            assertArrayEquals(new int[] {s / 4 * 4, s / 4 * 4 + 1, s / 4 * 4 + 2, s / 4 * 4 + 3}, r.intermediateCandidates(s),
                    "the intermediate lies in the source's row");
            for (int d = 0; d < 16; d++) {
                for (int m : r.intermediateCandidates(s)) {
                    if (s == d) {
                        continue;
                    }
                    List<Hop> route = onlyRoute(mesh, r, s, d, m);
                    int firstLeg = Math.abs(m % 4 - s % 4);
                    assertEquals(firstLeg + Math.abs(d / 4 - s / 4) + Math.abs(d % 4 - m % 4) + 2, route.size());
                    int[] switches = route.subList(1, route.size()).stream().mapToInt(Hop::node).toArray();
                    for (int i = 0; i < switches.length - 1; i++) {
                        Hop h = route.get(i + 1);
                        boolean alongX = switches[i + 1] / 4 == switches[i] / 4;
                        boolean yDone = switches[i] / 4 == d / 4;
                        if (i < firstLeg) {
                            assertTrue(alongX && h.phase() == 1 && h.vc() == 0, "phase 1: x only, channel 0: " + route);
                        } else {
                            assertTrue(h.phase() == 2 && h.vc() == 1 && (alongX == yDone), "phase 2: y then x, channel 1: " + route);
                        }
                    }
                }
            }
        }
    }

    @Test
    void theGridIntermediateIsUniformOverTheColumns() {
        Topology mesh = TestTopologies.grid(4, 4, false, 1);
        ValiantRouting r = ValiantRouting.grid(mesh, 2);
        SplittableRandom random = new SplittableRandom(7);
        int[] counts = new int[4];
        for (int i = 0; i < 4000; i++) {
            ProbePacket p = new ProbePacket(mesh.hostNode(9), mesh.hostNode(0));
            r.prepare(p, random);
            int m = ValiantRouting.intermediate(p);
            assertEquals(2, m / 4, "row of switch 9");
            counts[m % 4]++;
        }
        assertTrue(chiSquare(counts, 1000) < CHI2_3_DOF, Arrays.toString(counts));
    }

    @Test
    void theChannelDependencyGraphIsAcyclicOnA4CubeAndA4x4Mesh() {
        Topology cube = TestTopologies.hypercube(4);
        Topology mesh = TestTopologies.grid(4, 4, false, 1);
        assertFalse(PhaseWalker.hasDependencyCycle(cube, ValiantRouting.cube(cube, 2), 2));
        assertFalse(PhaseWalker.hasDependencyCycle(mesh, ValiantRouting.grid(mesh, 2), 2));
    }

    @Test
    void bothPhasesOnOneVirtualNetworkWouldHaveADependencyCycle() {
        // The control for the test above: the cycle check can fail, and the second network is what prevents it.
        Topology cube = TestTopologies.hypercube(4);
        int[] all = IntStream.range(0, 16).toArray();
        int[][] everywhere = new int[16][];
        Arrays.fill(everywhere, all);
        ValiantRouting oneNetwork = new ValiantRouting(cube, Variant.CUBE,
                new DescendingOrderLeg(cube, cube.gridShape().orElseThrow()), everywhere, false, 1);
        assertTrue(PhaseWalker.hasDependencyCycle(cube, oneNetwork, 1));
    }

    @Test
    void theRouteWordSwitchesToPhaseTwoAtTheIntermediateAndRepeatedCallsAgree() {
        Topology cube = TestTopologies.hypercube(3);
        ValiantRouting r = ValiantRouting.cube(cube, 2);
        ProbePacket p = PhaseWalker.packet(cube, cube.hostNode(0), cube.hostNode(7), 5);
        RouteCandidates out = new RouteCandidates();
        r.route(5, 0, 0, p, out);
        assertEquals(2, ValiantRouting.phase(p));
        assertEquals(5, ValiantRouting.intermediate(p));
        String first = out.toString();
        out.clear();
        r.route(5, 0, 0, p, out);
        assertEquals(first, out.toString());
        assertEquals(1, out.size(), "5 -> 7 flips bit 1 only, on virtual channel 1");
        assertEquals(1, out.vc(0));
        assertEquals(7, cube.neighbor(5, out.port(0)));
    }

    @Test
    void aPacketNeverPreparedGoesStraightToItsDestinationOnTheSecondNetwork() {
        Topology cube = TestTopologies.hypercube(3);
        ValiantRouting r = ValiantRouting.cube(cube, 2);
        ProbePacket p = new ProbePacket(cube.hostNode(1), cube.hostNode(6));
        assertEquals(-1, ValiantRouting.intermediate(p));
        List<List<Hop>> routes = new PhaseWalker(cube, r, true).routes(p);
        assertEquals(1, routes.size());
        assertArrayEquals(new int[] {9, 1, 5, 7, 6}, routes.get(0).stream().mapToInt(Hop::node).toArray());
        assertTrue(routes.get(0).stream().allMatch(h -> h.vc() == 1));
    }

    @Test
    void theCubeAndGridNeedTwoVirtualChannels() {
        Topology cube = TestTopologies.hypercube(3);
        Topology mesh = TestTopologies.grid(4, 4, false, 1);
        assertEquals(2, ValiantRouting.cube(cube, 2).virtualChannelsRequired());
        assertEquals(2, ValiantRouting.grid(mesh, 3).virtualChannelsRequired());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ValiantRouting.cube(cube, 1));
        assertEquals("virtualChannels is 1; universal routing on a hypercube needs at least 2 (one virtual network per phase)",
                e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> ValiantRouting.cube(mesh, 2));
        assertThrows(IllegalArgumentException.class, () -> ValiantRouting.grid(TestTopologies.grid(4, 4, true, 1), 2));
    }
}
