package org.flitlab.topology.servernet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.flitlab.topology.FlowSpec;
import org.flitlab.topology.Topology;
import org.junit.jupiter.api.Test;

class ServerNetTopologyTest {
    private final ServerNetTopology.Params p = ServerNetTopology.defaults();
    private final Topology t = ServerNetTopology.build(p);

    @Test
    void twentyFourCpusAndSixIoDevicesOnSixPortRouters() {
        assertEquals(7, t.switchCount());
        assertEquals(30, t.hostCount());
        assertEquals(30 + 6, t.links().size());
        assertEquals(6, t.serverHosts().length, "the I/O devices answer requests");
        assertEquals(24, t.clientHosts().length);
        for (int s = 0; s < t.switchCount(); s++) {
            assertEquals(6, t.portCount(s), t.node(s).name());
        }
        assertEquals(6, ServerNetTopology.centralRouter(p));
    }

    @Test
    void devicesAreNamedAndGroupedByFour() {
        assertEquals(1, t.hostSwitch(t.hostNode(FlowSpec.hostIndexOf(t, "cpu7"))));
        assertEquals(5, t.hostSwitch(t.hostNode(FlowSpec.hostIndexOf(t, "io5"))));
        assertEquals(6, t.neighbor(0, 5), "a group router's last port leads to the central router");
    }

    @Test
    void aSeventhDeviceOnARouterBreaksThePortLimit() {
        assertThrows(IllegalArgumentException.class,
                () -> ServerNetTopology.build(new ServerNetTopology.Params(6, 5, 1, 1, 6)));
    }
}
