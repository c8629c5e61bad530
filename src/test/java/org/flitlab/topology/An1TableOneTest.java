package org.flitlab.topology;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.flitlab.topology.corefringe.CoreFringeTopology;
import org.flitlab.topology.floors.FloorsPlusTopology;
import org.flitlab.topology.floors.FloorsTopology;
import org.flitlab.topology.hypercube.An1HypercubeTopology;
import org.flitlab.topology.multistage.MultiStageTopology;
import org.flitlab.topology.torus.An1TorusTopology;
import org.junit.jupiter.api.Test;

/**
 * AN1 (Owicki &amp; Karlin) Table 1, reproduced from the generators' defaults (docs/reproductions.md, AN1): switches,
 * hosts, servers and hosts per switch, plus the link counts the table does not give (docs/topologies.md). Also the
 * clients-per-server ratios that convert FlitLab's per-host load into the paper's load in the AN1 samples.
 */
class An1TableOneTest {

    private static void assertRow(Topology t, int switches, int hosts, int servers, double hostsPerSwitch, int links) {
        assertEquals(switches, t.switchCount(), t.family() + " switches");
        assertEquals(hosts, t.hostCount(), t.family() + " hosts");
        assertEquals(servers, t.serverHosts().length, t.family() + " servers");
        assertEquals(hostsPerSwitch, Math.round(10.0 * hosts / switches) / 10.0, 1e-9, t.family() + " hosts/switch");
        assertEquals(links, t.links().size(), t.family() + " links");
    }

    @Test
    void torusHasTwentySwitchesEightyHostsEightServers() {
        assertRow(An1TorusTopology.build(An1TorusTopology.defaults()), 20, 80, 8, 4.0, 120);
    }

    @Test
    void hypercubeHasThirtyTwoSwitchesNinetySixHostsNineServers() {
        assertRow(An1HypercubeTopology.build(An1HypercubeTopology.defaults()), 32, 96, 9, 3.0, 176);
    }

    @Test
    void corefringeHasTwentyEightSwitchesPlusTheRootThePaperDoesNotCount() {
        Topology t = CoreFringeTopology.build(CoreFringeTopology.defaults());
        assertRow(t, 29, 80, 8, 2.8, 168);
        // Table 1's 28 switches and 2.9 hosts/switch leave out the root, which carries no traffic.
        assertEquals(2.9, Math.round(10.0 * 80 / (t.switchCount() - 1)) / 10.0, 1e-9);
    }

    @Test
    void mstageHasTwentyFourSwitchesEightyEightHostsEightServers() {
        assertRow(MultiStageTopology.build(MultiStageTopology.defaults()), 24, 88, 8, 3.7, 136);
    }

    @Test
    void floorsAndFloorsPlusHaveTwentyFourSwitchesEightyHostsAndDifferByFourLinks() {
        assertRow(FloorsTopology.build(FloorsTopology.defaults()), 24, 80, 8, 3.3, 136);
        assertRow(FloorsPlusTopology.build(FloorsPlusTopology.defaults()), 24, 80, 8, 3.3, 140);
    }

    @Test
    void clientsPerServerAreTheLoadFactorsOfTheAn1Samples() {
        assertEquals(9.0, ratio(An1TorusTopology.build(An1TorusTopology.defaults())), 1e-12);
        assertEquals(87 / 9.0, ratio(An1HypercubeTopology.build(An1HypercubeTopology.defaults())), 1e-12);
        assertEquals(9.0, ratio(CoreFringeTopology.build(CoreFringeTopology.defaults())), 1e-12);
        assertEquals(10.0, ratio(MultiStageTopology.build(MultiStageTopology.defaults())), 1e-12);
        assertEquals(9.0, ratio(FloorsTopology.build(FloorsTopology.defaults())), 1e-12);
        assertEquals(9.0, ratio(FloorsPlusTopology.build(FloorsPlusTopology.defaults())), 1e-12);
    }

    private static double ratio(Topology t) {
        return (double) t.clientHosts().length / t.serverHosts().length;
    }
}
