package org.flitlab.traffic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.flitlab.topology.GridShape;
import org.flitlab.topology.Topology;
import org.junit.jupiter.api.Test;

/** Uniform, client/server, uniform distance, hot spot and explicit flows. */
class RandomPatternsTest {
    private final SplittableRandom random = new SplittableRandom(11);

    @Test
    void uniformNeverPicksTheSourceAndPicksEveryOtherHostEqually() {
        Topology t = TestTopologies.star(16);
        DestinationPattern p = new UniformPattern().create(t);
        for (int source = 0; source < 16; source++) {
            for (int i = 0; i < 1000; i++) {
                assertNotEquals(source, p.destination(source, random));
            }
        }
        int samples = 150_000;
        int[] counts = new int[16];
        for (int i = 0; i < samples; i++) {
            counts[p.destination(5, random)]++;
        }
        assertEquals(0, counts[5]);
        for (int h = 0; h < 16; h++) {
            if (h != 5) {
                assertEquals(1.0 / 15, (double) counts[h] / samples, 0.05 / 15, "share of host " + h);
            }
        }
    }

    @Test
    void uniformNeedsTwoHosts() {
        assertEquals(Optional.of("uniform traffic needs at least 2 hosts; this topology has 1"),
                new UniformPattern().supports(TestTopologies.star(1)));
    }

    @Test
    void clientServerOnlySendsFromClientsToServersAndBack() {
        Topology t = TestTopologies.grid(2, 2, 2, 1, 6);
        DestinationPattern p = new ClientServerPattern().create(t);
        int[] toServer = new int[8];
        for (int i = 0; i < 20_000; i++) {
            int fromClient = p.destination(0, random);
            assertTrue(fromClient == 1 || fromClient == 6, "client 0 sent to " + fromClient);
            toServer[fromClient]++;
            int fromServer = p.destination(6, random);
            assertTrue(fromServer != 1 && fromServer != 6, "server 6 sent to " + fromServer);
        }
        assertEquals(0.5, toServer[1] / 20_000.0, 0.02);
    }

    @Test
    void clientServerNeedsAClientAndAServer() {
        assertEquals(Optional.of("client/server traffic needs at least one client and one server;"
                + " this topology has 8 clients and 0 servers"), new ClientServerPattern().supports(TestTopologies.grid(2, 2, 2)));
    }

    @Test
    void uniformDistanceGivesEachDistanceTheSameShare() {
        Topology t = TestTopologies.grid(4, 4, 2);
        GridShape g = t.gridShape().orElseThrow();
        DestinationPattern p = new UniformDistancePattern().create(t);
        int samples = 140_000;
        int[] byDistance = new int[7];
        int[] farthest = new int[32];
        for (int i = 0; i < samples; i++) {
            int d = p.destination(0, random);
            assertNotEquals(0, d);
            int distance = hops(g, 0, d / 2);
            byDistance[distance]++;
            if (distance == 6) {
                farthest[d]++;
            }
        }
        // Host 0 is on the corner switch (0,0): distances 0 (host 1) to 6 (hosts 30, 31) are feasible.
        for (int distance = 0; distance <= 6; distance++) {
            assertEquals(1.0 / 7, (double) byDistance[distance] / samples, 0.05 / 7, "share of distance " + distance);
        }
        assertEquals(0.5, (double) farthest[30] / byDistance[6], 0.02);
    }

    @Test
    void uniformDistanceCanLeaveOutTheSourcesOwnSwitch() {
        Topology t = TestTopologies.grid(4, 4, 2);
        DestinationPattern p = new UniformDistancePattern(new UniformDistancePattern.Params(false)).create(t);
        GridShape g = t.gridShape().orElseThrow();
        int[] byDistance = new int[7];
        for (int i = 0; i < 60_000; i++) {
            byDistance[hops(g, 2, p.destination(5, random) / 2)]++;
        }
        // Host 5 is on switch 2 = (2,0): distances 1..5, never 0.
        assertEquals(0, byDistance[0]);
        assertEquals(0, byDistance[6]);
        for (int distance = 1; distance <= 5; distance++) {
            assertEquals(0.2, byDistance[distance] / 60_000.0, 0.01, "share of distance " + distance);
        }
        assertTrue(new UniformDistancePattern(new UniformDistancePattern.Params(false))
                .supports(TestTopologies.star(4)).orElseThrow().contains("hosts on at least two switches"));
    }

    @Test
    void uniformDistanceWithOneHostPerSwitchHasNoDistanceZero() {
        Topology t = TestTopologies.grid(3, 3, 1);
        DestinationPattern p = new UniformDistancePattern().create(t);
        // The centre switch 4 sees 4 hosts at distance 1 and 4 at distance 2.
        int atOne = 0;
        for (int i = 0; i < 40_000; i++) {
            int d = p.destination(4, random);
            assertNotEquals(4, d);
            atOne += hops(t.gridShape().orElseThrow(), 4, d) == 1 ? 1 : 0;
        }
        assertEquals(0.5, atOne / 40_000.0, 0.02);
    }

    private static int hops(GridShape g, int a, int b) {
        return Math.abs(g.coordinate(a, 0) - g.coordinate(b, 0)) + Math.abs(g.coordinate(a, 1) - g.coordinate(b, 1));
    }

    @Test
    void hotSpotSendsTheGivenFractionToTheHotHost() {
        DestinationPattern p = new HotSpotPattern(new HotSpotPattern.Params(3, 0.2)).create(TestTopologies.star(16));
        int samples = 200_000;
        int hot = 0;
        for (int i = 0; i < samples; i++) {
            int d = p.destination(7, random);
            assertNotEquals(7, d);
            hot += d == 3 ? 1 : 0;
        }
        double expected = 0.2 + 0.8 / 15;
        assertEquals(expected, (double) hot / samples, 0.02 * expected);
        for (int i = 0; i < 1000; i++) {
            assertNotEquals(3, p.destination(3, random));
        }
    }

    @Test
    void hotSpotValidatesItsParameters() {
        assertEquals("fraction is 1.5; it must be in [0, 1]",
                assertThrows(IllegalArgumentException.class, () -> new HotSpotPattern.Params(0, 1.5)).getMessage());
        assertEquals(Optional.of("hot-spot host 16 does not exist; this topology has hosts 0..15"),
                new HotSpotPattern(new HotSpotPattern.Params(16, 0.1)).supports(TestTopologies.star(16)));
    }

    @Test
    void explicitFlowsShareASourceByWeightAndSilenceOtherHosts() {
        ExplicitFlowsPattern factory = new ExplicitFlowsPattern(new ExplicitFlowsPattern.Params(List.of(
                new ExplicitFlowsPattern.Flow(0, 5, 1), new ExplicitFlowsPattern.Flow(0, 6, 3),
                new ExplicitFlowsPattern.Flow(2, 1))));
        DestinationPattern p = factory.create(TestTopologies.star(8));
        int toSix = 0;
        for (int i = 0; i < 40_000; i++) {
            int d = p.destination(0, random);
            assertTrue(d == 5 || d == 6);
            toSix += d == 6 ? 1 : 0;
        }
        assertEquals(0.75, toSix / 40_000.0, 0.01);
        assertEquals(1, p.destination(2, random));
        assertFalse(p.sends(1));
        assertEquals(-1, p.destination(1, random));
        assertTrue(p.sends(2));
    }

    @Test
    void explicitFlowsValidateTheirHosts() {
        assertEquals("destination is 3, the same as the source; a flow must join two different hosts",
                assertThrows(IllegalArgumentException.class, () -> new ExplicitFlowsPattern.Flow(3, 3)).getMessage());
        assertEquals("weight is 0.0; it must be a positive finite number",
                assertThrows(IllegalArgumentException.class, () -> new ExplicitFlowsPattern.Flow(1, 3, 0)).getMessage());
        ExplicitFlowsPattern far = new ExplicitFlowsPattern(new ExplicitFlowsPattern.Params(List.of(
                new ExplicitFlowsPattern.Flow(0, 1), new ExplicitFlowsPattern.Flow(2, 80))));
        assertEquals(Optional.of("flow 1 goes from host 2 to host 80; this topology has hosts 0..7"),
                far.supports(TestTopologies.star(8)));
    }
}
