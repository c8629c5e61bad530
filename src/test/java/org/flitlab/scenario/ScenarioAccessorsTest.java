package org.flitlab.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The typed accessors the workbench reads instead of path strings agree with the file's values by path. */
class ScenarioAccessorsTest {
    @Test
    void loadPacketLengthAndRoutingReadTheSameValuesAsTheirPaths() {
        Scenario mesh = ScenarioJson.readFile(Path.of("samples", "mesh8x8-dor-vs-shortest.json")).orElseThrow();
        assertEquals(0.1, mesh.offeredLoad().orElseThrow());
        assertEquals(8, mesh.fixedPacketFlits().orElseThrow());
        assertEquals(DimensionOrderParams.Order.XY, mesh.dimensionOrder().orElseThrow().order());
        assertTrue(mesh.upDownRoot().isEmpty());
        Scenario rooted = ScenarioJson.withOverrides(mesh, Map.of("routing.id", "up-down")).orElseThrow();
        rooted = ScenarioJson.withOverride(rooted, "routing.params.root", "5").orElseThrow();
        assertEquals(5, rooted.upDownRoot().orElseThrow());
        assertEquals("5", ScenarioJson.valueAt(rooted, "routing.params.root").orElseThrow());
        Scenario closed = ScenarioJson.withOverride(mesh.withSweep(SweepSpec.defaults()), "traffic.arrivals.id", "continuous").orElseThrow();
        assertTrue(closed.offeredLoad().isEmpty(), "continuous arrivals have no offered load");
    }
}
