package org.flitlab.topology.c104;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.flitlab.topology.GridShape;
import org.flitlab.topology.Topology;
import org.junit.jupiter.api.Test;

class C104TopologiesTest {

    @Test
    void cubesHaveTheStudysSizes() {
        int[][] cases = {{6, 64}, {8, 256}, {10, 1024}};
        for (int[] c : cases) {
            Topology t = C104CubeTopology.build(new C104CubeTopology.Params(c[0], 1, 32));
            assertEquals(c[1], t.switchCount());
            assertEquals(c[1], t.hostCount());
            // n * 2^n / 2 cube links + one terminal link per switch
            assertEquals(c[0] * c[1] / 2 + c[1], t.links().size());
            assertEquals(c[0] + 1, t.portCount(0));
            assertTrue(t.gridShape().orElseThrow().isHypercube());
            assertEquals("c104-cube", t.family());
        }
    }

    @Test
    void gridsHaveTheStudysSizesAndNoWrapAround() {
        int[][] cases = {{8, 64}, {16, 256}, {32, 1024}};
        for (int[] c : cases) {
            Topology t = C104GridTopology.build(new C104GridTopology.Params(c[0], 1, 32));
            assertEquals(c[1], t.switchCount());
            assertEquals(c[1], t.hostCount());
            // 2 k (k - 1) grid links + one terminal link per switch
            assertEquals(2 * c[0] * (c[0] - 1) + c[1], t.links().size());
            GridShape shape = t.gridShape().orElseThrow();
            assertEquals(c[0], shape.radix(0));
            assertEquals(false, shape.wrap());
            assertEquals(3, t.portCount(0), "a corner: 2 links and its terminal");
            assertEquals(5, t.portCount(c[0] + 1), "an inner switch");
        }
    }
}
