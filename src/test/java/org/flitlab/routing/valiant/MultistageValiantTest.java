package org.flitlab.routing.valiant;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import org.flitlab.routing.ChannelLoadBound;
import org.flitlab.routing.ChannelLoads;
import org.flitlab.routing.ProbePacket;
import org.flitlab.routing.TestTopologies;
import org.flitlab.routing.valiant.PhaseWalker.Hop;
import org.flitlab.topology.HostRole;
import org.flitlab.topology.Node;
import org.flitlab.topology.Topology;
import org.flitlab.topology.TopologyBuilder;
import org.junit.jupiter.api.Test;

/** Universal routing on a folded multistage network via a random right-hand switch (C104 study, 7.5, Fig. 7.1). */
class MultistageValiantTest {
    private static final int LEFT = 4;
    private static final int HOSTS_PER_LEFT = 2;
    private static final int PARALLEL = 2;

    /**
     * A two-stage folded Clos in the C104 style: left switches 0-3 with two hosts each, right-hand switches 4 and 5,
     * every left switch joined to every right switch by two parallel links (as Figure 7.2's eight per pair).
     */
    static Topology clos() {
        TopologyBuilder b = new TopologyBuilder("clos");
        for (int s = 0; s < LEFT + 2; s++) {
            b.addSwitch(s < LEFT ? "left" + s : "right" + (s - LEFT), Node.UNLIMITED);
        }
        for (int h = 0; h < LEFT * HOSTS_PER_LEFT; h++) {
            b.connect(b.addHost("t" + h, HostRole.CLIENT), h / HOSTS_PER_LEFT);
        }
        for (int left = 0; left < LEFT; left++) {
            for (int right = LEFT; right < LEFT + 2; right++) {
                for (int k = 0; k < PARALLEL; k++) {
                    b.connect(left, right);
                }
            }
        }
        return b.build();
    }

    @Test
    void theCentreStageIsTheRightHandColumn() {
        Topology t = clos();
        assertArrayEquals(new int[] {4, 5}, CentreStage.farthestFromHosts(t).switches());
        assertTrue(CentreStage.farthestFromHosts(t).problem(t).isEmpty());
        assertEquals(Variant.MULTISTAGE, ValiantFactory.variantFor(t));
        assertTrue(new ValiantFactory().supports(t).isEmpty());
    }

    @Test
    void everyPacketTurnsBackAtItsRandomRightHandSwitchOverAnyParallelLink() {
        Topology t = clos();
        ValiantRouting r = (ValiantRouting) new ValiantFactory().create(t, 1);
        PhaseWalker walker = new PhaseWalker(t, r, false);
        for (int a = 0; a < t.hostCount(); a++) {
            for (int b = 0; b < t.hostCount(); b++) {
                if (a == b) {
                    continue;
                }
                int source = t.hostNode(a);
                int destination = t.hostNode(b);
                for (int m : new int[] {4, 5}) {
                    List<List<Hop>> routes = walker.routes(PhaseWalker.packet(t, source, destination, m));
                    assertEquals(PARALLEL * PARALLEL, routes.size(), "either parallel link up, either down");
                    for (List<Hop> route : routes) {
                        int[] nodes = route.stream().mapToInt(Hop::node).toArray();
                        // Even two hosts of one left switch go round by the right-hand column, as on the C104.
                        assertArrayEquals(new int[] {source, t.hostSwitch(source), m, t.hostSwitch(destination)}, nodes);
                        assertArrayEquals(new int[] {1, 1, 2, 2}, route.stream().mapToInt(Hop::phase).toArray());
                    }
                }
            }
        }
    }

    @Test
    void theRightHandSwitchIsUniformAndOneVirtualChannelSuffices() {
        Topology t = clos();
        ValiantRouting r = ValiantRouting.multistage(t, CentreStage.farthestFromHosts(t), 1);
        assertEquals(1, r.virtualChannelsRequired());
        SplittableRandom random = new SplittableRandom(3);
        int atFour = 0;
        for (int i = 0; i < 10_000; i++) {
            ProbePacket p = new ProbePacket(t.hostNode(0), t.hostNode(7));
            r.prepare(p, random);
            assertEquals(1, ValiantRouting.phase(p));
            atFour += ValiantRouting.intermediate(p) == 4 ? 1 : 0;
        }
        // Binomial(10 000, 1/2): standard deviation 50, so 3 deviations is 150.
        assertTrue(Math.abs(atFour - 5000) < 150, "right switch 4 drawn " + atFour + " times of 10 000");
        assertFalse(PhaseWalker.hasDependencyCycle(t, r, 1), "up then down: no cycle on a single virtual channel");
    }

    @Test
    void aShiftByOneLeftSwitchLoadsEveryLinkEqually() {
        // Host h sends 1 flit/tick to host h+2: each left switch sends 2 flits/tick up over its 4 uplinks and
        // receives 2 over its 4 downlinks, so every switch channel carries 0.5 whichever right switch is drawn
        // half the time. Sampling 500 draws per pair: a channel's load is Binomial(1000, 1/2)/1000 (sd 0.016).
        Topology t = clos();
        double[][] traffic = new double[t.hostCount()][t.hostCount()];
        for (int h = 0; h < t.hostCount(); h++) {
            traffic[h][(h + HOSTS_PER_LEFT) % t.hostCount()] = 1;
        }
        ValiantRouting r = (ValiantRouting) new ValiantFactory().create(t, 1);
        ChannelLoads loads = ChannelLoadBound.loads(t, r, traffic, false, 500, new SplittableRandom(11));
        for (int c = 0; c < t.channelCount(); c++) {
            if (t.isSwitch(t.channelSource(c)) && t.isSwitch(t.channelTarget(c))) {
                assertEquals(0.5, loads.load(c), 0.08, "channel " + c);
            }
        }
    }

    @Test
    void topologiesThatAreNotLevelledAroundTheirCentreAreRefusedWithTheReason() {
        String needs = "universal routing needs a hypercube, a mesh or an indirect multistage network; ";
        assertEquals(needs + "ring has no grid shape and is not a folded multistage network: every switch has hosts,"
                + " so there is no centre stage to turn back at", new ValiantFactory().supports(TestTopologies.ring(6)).orElseThrow());
        // A chain host-0-1-2-3-host: switches 1 and 2 are farthest from hosts, but 1 is 2 hops from switch 3.
        TopologyBuilder b = new TopologyBuilder("chain");
        for (int s = 0; s < 4; s++) {
            b.addSwitch("s" + s, Node.UNLIMITED);
        }
        b.connect(0, 1).connect(1, 2).connect(2, 3);
        b.connect(b.addHost("a", HostRole.CLIENT), 0).connect(b.addHost("b", HostRole.CLIENT), 3);
        Topology chain = b.build();
        assertEquals(needs + "chain has no grid shape and is not a folded multistage network: centre switch 1 is 2 hops"
                + " from switch 3 but centre switch 1 is 1 hop from switch 0; every centre switch must be"
                + " equally far from every switch with hosts", new ValiantFactory().supports(chain).orElseThrow());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ValiantRouting.multistage(clos(), new CentreStage(new int[] {0, 4}), 1));
        assertEquals("centre is [0, 4]: centre switch 0 has hosts; a centre switch must have none", e.getMessage());
    }

    @Test
    void toriAreRefusedAndCubesAndMeshesAccepted() {
        ValiantFactory f = new ValiantFactory();
        assertEquals("universal routing needs a hypercube, a mesh or an indirect multistage network; torus wraps around,"
                        + " and the C104 study defines no deadlock-free universal routing with wrap-around links"
                        + " (they would have to be doubled)",
                f.supports(TestTopologies.grid(4, 4, true, 1)).orElseThrow());
        assertTrue(f.supports(TestTopologies.hypercube(3)).isEmpty());
        assertTrue(f.supports(TestTopologies.grid(4, 3, false, 2)).isEmpty());
        assertEquals(Variant.CUBE, ValiantFactory.variantFor(TestTopologies.hypercube(3)));
        assertEquals(Variant.CUBE, ValiantFactory.variantFor(TestTopologies.hypercube(2)));
        assertEquals(Variant.GRID, ValiantFactory.variantFor(TestTopologies.grid(2, 2, false, 1)), "a 2 x 2 mesh stays a mesh");
        assertEquals("universal", ValiantFactory.ID);
        assertThrows(IllegalArgumentException.class, () -> f.create(TestTopologies.grid(4, 4, true, 1), 2));
    }
}
