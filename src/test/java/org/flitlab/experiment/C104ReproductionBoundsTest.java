package org.flitlab.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.SplittableRandom;
import org.flitlab.scenario.Catalog;
import org.flitlab.scenario.ReadResult;
import org.flitlab.scenario.ScenarioAssembly;
import org.flitlab.scenario.ScenarioJson;
import org.junit.jupiter.api.Test;

/**
 * The C104 samples' systematic permutations are the study's worst cases (docs/reproductions.md, C104): their
 * channel-load throughput bound is 1 / (ways of contention) on the cube and the share of one mid-layer switch's
 * links on the multistage network, the ceilings against which Tables 7.2 and 7.8 are compared.
 */
class C104ReproductionBoundsTest {
    private static final Catalog CATALOG = Catalog.standard();

    private static double bound(String sample, Map<String, String> overrides) {
        ReadResult read = ScenarioJson.readFile(Path.of("samples", sample + ".json"));
        assertTrue(read.isValid(), read.report());
        ReadResult changed = ScenarioJson.withOverrides(read.scenario(), overrides, CATALOG);
        assertTrue(changed.isValid(), changed.report());
        ScenarioAssembly a = ScenarioAssembly.of(changed.scenario(), CATALOG);
        return Bounds.compute(a.topology(), a.routing(), a.newWorkload().destinations(), 32, 4,
                new SplittableRandom(1), 1).throughputBound();
    }

    private static Map<String, String> set(String... pathsAndValues) {
        Map<String, String> m = new LinkedHashMap<>();
        for (int i = 0; i < pathsAndValues.length; i += 2) {
            m.put(pathsAndValues[i], pathsAndValues[i + 1]);
        }
        return m;
    }

    @Test
    void middleSwapOnTheCubeIsFourEightAndSixteenWayContention() {
        assertEquals(1 / 4.0, bound("c104-table7-2-cube-systematic", set("topology.params.dimensions", "6")), 1e-9);
        assertEquals(1 / 8.0, bound("c104-table7-2-cube-systematic", set("topology.params.dimensions", "8")), 1e-9);
        assertEquals(1 / 16.0, bound("c104-table7-2-cube-systematic", set("topology.params.dimensions", "10")), 1e-9);
    }

    @Test
    void addingSixteenOnTheMultistageNetworkLeavesOneMidLayerSwitchesLinks() {
        // adaptive up*/down* series: 64: 4 left switches x 8 links to the root carry 64 terminals; 256: 16 x 2 links
        // for 256; 1024: each left switch's single uplink into the first centre network carries its 16 terminals.
        assertEquals(0.5, bound("c104-table7-8-min-systematic", set("topology.params.terminals", "64",
                "routing.id", "up-down", "routing.params.root", "4")), 1e-9);
        assertEquals(0.125, bound("c104-table7-8-min-systematic", set("topology.params.terminals", "256",
                "routing.id", "up-down", "routing.params.root", "16")), 1e-9);
        assertEquals(1 / 16.0, bound("c104-table7-8-min-systematic", set("topology.params.terminals", "1024",
                "routing.id", "up-down", "routing.params.root", "128")), 1e-9);
    }

    @Test
    void underIntervalLabellingAddingSixteenPutsConsecutiveSourcesOnOneUplink() {
        // the sample's C104 routing: uplink intervals of 3 (64), 15 (256) and 63 (1024) destinations, so 3, 15 and
        // all 16 sources of a left switch share its busiest uplink
        assertEquals(1 / 3.0, bound("c104-table7-8-min-systematic", set("topology.params.terminals", "64")), 1e-9);
        assertEquals(1 / 15.0, bound("c104-table7-8-min-systematic", set("topology.params.terminals", "256")), 1e-9);
        assertEquals(1 / 16.0, bound("c104-table7-8-min-systematic", set("topology.params.terminals", "1024")), 1e-9);
    }
}
