package org.flitlab.topology.multistage;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import org.flitlab.topology.Topology;
import org.junit.jupiter.api.Test;

class C104MinTopologyTest {

    /** Links between switch a and switch b. */
    private static int parallelLinks(Topology t, int a, int b) {
        int n = 0;
        for (int p = 0; p < t.portCount(a); p++) {
            if (t.neighbor(a, p) == b) {
                n++;
            }
        }
        return n;
    }

    private static void assertEveryPortUsed(Topology t) {
        for (int s = 0; s < t.switchCount(); s++) {
            assertEquals(32, t.portCount(s), t.node(s).name());
        }
    }

    @Test
    void sixtyFourWayHasFourLeftAndTwoRightSwitchesWithEightLinksEach() {
        var p = new C104MinTopology.Params(64, 1, 32);
        Topology t = C104MinTopology.build(p);
        assertEquals(6, t.switchCount());
        assertEquals(64, t.hostCount());
        assertEquals(64 + 4 * 16, t.links().size());
        assertEveryPortUsed(t);
        var st = C104MinTopology.stages(p);
        assertArrayEquals(new int[] {0, 1, 2, 3}, st.leftSwitches());
        assertArrayEquals(new int[] {4, 5}, C104MinTopology.centreSwitches(p));
        for (int l : st.leftSwitches()) {
            assertEquals(16, t.hostPorts(l).length);
            for (int r : st.rightSwitches()) {
                assertEquals(8, parallelLinks(t, l, r));
            }
        }
    }

    @Test
    void twoHundredFiftySixWayHasSixteenLeftAndEightRightSwitchesWithTwoLinksEach() {
        var p = new C104MinTopology.Params(256, 1, 32);
        Topology t = C104MinTopology.build(p);
        assertEquals(24, t.switchCount());
        assertEquals(256 + 16 * 16, t.links().size());
        assertEveryPortUsed(t);
        assertEquals(8, C104MinTopology.centreSwitches(p).length);
        assertEquals(2, parallelLinks(t, 0, 16));
        assertEquals(2, parallelLinks(t, 15, 23));
    }

    @Test
    void terminalSitsOnPortOfItsLeftSwitch() {
        Topology t = C104MinTopology.build(C104MinTopology.defaults());
        int host = t.hostNode(37);
        assertEquals("t37", t.node(host).name());
        assertEquals(2, t.hostSwitch(host));
        assertEquals(host, t.neighbor(2, 5));
    }

    @Test
    void thousandTwentyFourWayUsesSixtyFourWayNetworksAsCentreStages() {
        var p = new C104MinTopology.Params(1024, 1, 32);
        Topology t = C104MinTopology.build(p);
        var st = C104MinTopology.stages(p);
        // 64 left + 16 networks x (4 middle + 2 right)
        assertEquals(64 + 16 * 6, t.switchCount());
        assertEquals(1024 + 1024 + 16 * 64, t.links().size());
        assertEveryPortUsed(t);
        assertEquals(16, st.centreNetworks());
        assertEquals(64, st.middleSwitches().length);
        assertEquals(32, st.rightSwitches().length);
        // left switch 37 reaches middle switch 37/16 = 2 of every network, once
        for (int k = 0; k < 16; k++) {
            assertEquals(1, parallelLinks(t, 37, st.middleSwitches()[4 * k + 2]));
            for (int m = 0; m < 4; m++) {
                for (int r : st.rightSwitchesOf(k)) {
                    assertEquals(8, parallelLinks(t, st.middleSwitches()[4 * k + m], r));
                }
            }
        }
        // right switches connect only to middle switches of their own network
        int r = st.rightSwitchesOf(3)[1];
        for (int port = 0; port < 32; port++) {
            int m = t.neighbor(r, port);
            assertTrue(Arrays.binarySearch(st.middleSwitches(), m) >= 0);
            assertEquals(3, (m - 64) / 4);
        }
    }

    @Test
    void unsupportedSizeIsRejectedWithTheAllowedOnes() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new C104MinTopology.Params(100, 1, 32));
        assertTrue(e.getMessage().contains("terminals is 100") && e.getMessage().contains("1024"), e.getMessage());
    }
}
