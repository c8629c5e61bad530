package org.flitlab.routing.valiant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.flitlab.routing.ProbePacket;
import org.flitlab.topology.Topology;
import org.flitlab.topology.c104.C104CubeTopology;
import org.flitlab.topology.c104.C104GridTopology;
import org.junit.jupiter.api.Test;

/**
 * Universal routing on parallel fabrics (issue 18): the C104 study ran its two phases on two physical networks.
 * With {@code planes} 2 every cube link is there twice, and phase 1 travels only on plane 1, phase 2 only on plane
 * 0, each by e-cube, so the phases never share a switch-to-switch link and one virtual channel suffices.
 */
class ValiantPlanesTest {
    private static final int N = 4;

    @Test
    void aCubeWithTwoPlanesHasEveryLinkTwiceAndTheFirstPlaneWhereItWas() {
        Topology one = C104CubeTopology.build(new C104CubeTopology.Params(N, 1, 32, 1));
        Topology two = C104CubeTopology.build(new C104CubeTopology.Params(N, 1, 32, 2));
        int switchLinks = N * (1 << N) / 2;
        assertEquals(switchLinks + (1 << N), one.links().size());
        assertEquals(2 * switchLinks + (1 << N), two.links().size());
        for (int s = 0; s < 1 << N; s++) {
            for (int d = 0; d < N; d++) {
                assertEquals(one.neighbor(s, d), two.neighbor(s, d), "plane 0 port " + d + " of switch " + s);
                assertEquals(two.neighbor(s, d), two.neighbor(s, N + 1 + d), "plane 1 repeats plane 0 after the host");
            }
        }
    }

    @Test
    void phaseOneTakesOnlyPlaneOneAndPhaseTwoOnlyPlaneZeroByECube() {
        Topology t = C104CubeTopology.build(new C104CubeTopology.Params(N, 1, 32, 2));
        ValiantRouting r = ValiantRouting.cube(t, 1, Phases.PLANES);
        assertEquals(1, r.virtualChannelsRequired());
        PhaseWalker walker = new PhaseWalker(t, r, true);
        for (int s = 0; s < 1 << N; s++) {
            for (int d = 0; d < 1 << N; d++) {
                for (int m = 0; m < 1 << N; m++) {
                    ProbePacket p = new ProbePacket(t.hostNode(s), t.hostNode(d));
                    p.setRouteWord(RouteWord.of(m, m == s ? 2 : 1));
                    List<List<PhaseWalker.Hop>> routes = walker.routes(p);
                    assertEquals(1, routes.size(), "one route with one virtual channel");
                    int[] switchHops = new int[3];
                    for (PhaseWalker.Hop h : routes.get(0)) {
                        if (t.isSwitch(h.node()) && t.isSwitch(t.neighbor(h.node(), h.port()))) {
                            int plane = h.port() > N ? 1 : 0;
                            assertEquals(h.phase() == 1 ? 1 : 0, plane, s + "->" + m + "->" + d + " at " + h);
                            switchHops[h.phase()]++;
                        }
                    }
                    assertEquals(Integer.bitCount(s ^ m), switchHops[1], "phase 1 hops");
                    assertEquals(Integer.bitCount(m ^ d), switchHops[2], "phase 2 hops");
                }
            }
        }
    }

    @Test
    void planesNeedTheParallelLinks() {
        Topology single = C104CubeTopology.build(new C104CubeTopology.Params(N, 1, 32, 1));
        assertThrows(IllegalArgumentException.class, () -> ValiantRouting.cube(single, 1, Phases.PLANES));
        assertTrue(new ValiantFactory(Phases.PLANES).supports(single).orElseThrow().contains("planes 2"));
        Topology grid = C104GridTopology.build(new C104GridTopology.Params(4, 1, 32, 2));
        assertTrue(new ValiantFactory(Phases.PLANES).supports(grid).isEmpty());
        assertEquals(1, ValiantRouting.grid(grid, 1, Phases.PLANES).virtualChannelsRequired());
    }

    @Test
    void multistageOptionsAreRefusedOnCubesAndGridsNamingWhatWasSet() {
        Topology cube = C104CubeTopology.build(new C104CubeTopology.Params(N, 1, 32, 1));
        Topology grid = C104GridTopology.build(new C104GridTopology.Params(4, 1, 32, 1));
        var second = new MultistageOptions(Intermediate.RIGHT_SWITCH, FirstPhase.SELECTION, SecondPhase.INTERVAL_LABELLING);
        String why = new ValiantFactory(Phases.VIRTUAL_CHANNELS, second).supports(cube).orElseThrow();
        assertTrue(why.startsWith("secondPhase interval-labelling applies to indirect multistage networks only"), why);
        var two = new MultistageOptions(Intermediate.CENTRE_NETWORK, FirstPhase.RANDOM_HEADER, SecondPhase.SHORTEST_PATHS);
        why = new ValiantFactory(Phases.VIRTUAL_CHANNELS, two).supports(grid).orElseThrow();
        assertTrue(why.startsWith("intermediate centre-network and firstPhase random-header apply to"), why);
        assertTrue(new ValiantFactory(Phases.VIRTUAL_CHANNELS, new MultistageOptions()).supports(cube).isEmpty(),
                "the defaults run on a cube");
    }
}
