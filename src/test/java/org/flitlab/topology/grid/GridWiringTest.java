package org.flitlab.topology.grid;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Arrays;
import org.flitlab.topology.CommonParams;
import org.flitlab.topology.GridShape;
import org.flitlab.topology.HostFan;
import org.flitlab.topology.HostRole;
import org.flitlab.topology.LayoutHint;
import org.flitlab.topology.Node;
import org.flitlab.topology.Topology;
import org.junit.jupiter.api.Test;

class GridWiringTest {

    @Test
    void portsRunPlusThenMinusDimensionByDimensionSkippingMissingLinks() {
        GridShape mesh = new GridShape(new int[] {3, 3}, false);
        // Corner s0 has only +x and +y.
        assertEquals(0, GridWiring.port(mesh, 0, 0, true));
        assertEquals(-1, GridWiring.port(mesh, 0, 0, false));
        assertEquals(1, GridWiring.port(mesh, 0, 1, true));
        // Centre s4 has all four.
        assertEquals(3, GridWiring.port(mesh, 4, 1, false));
        assertEquals(4, GridWiring.switchDegree(mesh, 4));
        GridShape torus = new GridShape(new int[] {2, 3}, true);
        // Radix 2 wraps to the same switch, so only one of its two directions has a link.
        assertEquals(0, GridWiring.port(torus, 0, 0, true));
        assertEquals(-1, GridWiring.port(torus, 0, 0, false));
        assertEquals(0, GridWiring.port(torus, 1, 0, false));
        assertEquals(3, GridWiring.switchDegree(torus, 1));
    }

    @Test
    void neighbourWrapsRoundTheRadix() {
        GridShape torus = new GridShape(new int[] {4, 3}, true);
        assertEquals(3, GridWiring.neighbour(torus, 0, 0, false));
        assertEquals(8, GridWiring.neighbour(torus, 0, 1, false));
        assertEquals(1, GridWiring.neighbour(torus, 9, 1, true));
    }

    @Test
    void serversAreSpreadEvenlyOverTheHosts() {
        CommonParams p = new CommonParams(1, 1, 0, 3);
        assertArrayEquals(new int[] {0, 3, 6}, p.serverHostIndices(10));
        assertArrayEquals(new int[] {0, 1, 2, 3}, new CommonParams(1, 1, 0, 4).serverHostIndices(4));
        assertArrayEquals(new int[0], new CommonParams(1, 1, 0, 0).serverHostIndices(7));
    }

    @Test
    void serversGetServerNamesAndRolesAndClientsKeepTheirHostIndex() {
        Topology t = GridWiring.build("test", new GridShape(new int[] {5}, false), new CommonParams(2, 1, 0, 3),
                s -> new LayoutHint(s, 0));
        assertArrayEquals(new int[] {0, 3, 6}, t.serverHosts());
        String[] names = Arrays.stream(t.clientHosts()).mapToObj(h -> t.node(t.hostNode(h)).name())
                .toArray(String[]::new);
        assertArrayEquals(new String[] {"h1", "h2", "h4", "h5", "h7", "h8", "h9"}, names);
        Node server1 = t.node(t.hostNode(3));
        assertEquals("server1", server1.name());
        assertEquals(HostRole.SERVER, server1.role());
        assertEquals(1, t.hostSwitch(t.hostNode(3)));
    }

    @Test
    void portLimitZeroMeansUnlimited() {
        assertEquals(Node.UNLIMITED, new CommonParams(1, 1, 0, 0).switchPortLimit());
        assertEquals(12, new CommonParams(1, 1, 12, 0).switchPortLimit());
    }

    @Test
    void hostCountMustFitBetweenOneAndTheLimit() {
        IllegalArgumentException none = assertThrows(IllegalArgumentException.class,
                () -> new CommonParams(0, 1, 0, 0).checkFor(4));
        assertEquals("hostsPerSwitch is 0 on 4 switches, which gives no host; the network needs at least 1 host",
                none.getMessage());
        IllegalArgumentException negative = assertThrows(IllegalArgumentException.class,
                () -> new CommonParams(-1, 1, 0, 0));
        assertEquals("hostsPerSwitch is -1; it must be at least 0", negative.getMessage());
        IllegalArgumentException many = assertThrows(IllegalArgumentException.class,
                () -> new CommonParams(100, 1, 0, 0).checkFor(65536));
        assertEquals("hostsPerSwitch is 100 on 65536 switches, which gives 6553600 hosts; at most 1048576 are allowed",
                many.getMessage());
        IllegalArgumentException servers = assertThrows(IllegalArgumentException.class,
                () -> new CommonParams(1, 1, 0, -1));
        assertEquals("servers is -1; it must be at least 0", servers.getMessage());
    }

    @Test
    void hostFanPutsHostsOnDistinctSpotsAroundTheSwitch() {
        LayoutHint centre = new LayoutHint(4, 6);
        for (int count = 1; count <= 8; count++) {
            LayoutHint[] at = new LayoutHint[count];
            for (int j = 0; j < count; j++) {
                at[j] = HostFan.around(centre, j, count);
                double r = Math.hypot(at[j].x() - 4, at[j].y() - 6);
                assertEquals(count <= 4 ? HostFan.RADIUS : HostFan.WIDE_RADIUS, r, 1e-9);
            }
            assertEquals(count, Arrays.stream(at).distinct().count(), count + " hosts");
        }
        // A lone host sits on the diagonal, away from the four grid directions.
        LayoutHint lone = HostFan.around(centre, 0, 1);
        assertEquals(lone.x() - 4, lone.y() - 6, 1e-9);
    }
}
