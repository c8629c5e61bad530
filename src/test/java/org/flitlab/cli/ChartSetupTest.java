package org.flitlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.HashSet;
import java.util.Set;
import java.util.stream.IntStream;
import org.flitlab.topology.Topology;
import org.flitlab.topology.multistage.C104MinTopology;
import org.junit.jupiter.api.Test;

/** The utilisation chart names channels so that a user can tell them apart, parallel links included. */
class ChartSetupTest {
    @Test
    void parallelLinksOfTheC104NetworkGetDistinctNames() {
        // 64 terminals: 8 parallel links between each left and right switch, 64 host links each way
        Topology t = C104MinTopology.build(C104MinTopology.defaults());
        Set<String> names = new HashSet<>();
        IntStream.range(0, t.channelCount()).forEach(c -> names.add(ChartSetup.channelName(t, c)));
        assertEquals(t.channelCount(), names.size());
        int firstUplink = t.channelOut(0, 16);
        assertEquals("left0->right0 (port 16)", ChartSetup.channelName(t, firstUplink));
        assertEquals("t0->left0", ChartSetup.channelName(t, t.channelOut(t.hostNode(0), 0)));
    }
}
