package org.flitlab.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Validation refuses every sweep point that a run would refuse while assembling it, at the sweep entry to change. */
class SweepCheckTest {
    private static final Catalog CATALOG = Catalog.standard();

    /** The torus sample (16-flit packets, 4-flit buffers, cut-through) with a sweep section. */
    private static Scenario torus(SweepSpec sweep) {
        return Samples.read("torus4x4-dateline.json").withSweep(sweep);
    }

    /** The default network with these buffers, switching and flow control. */
    private static NetworkSpec net(int bufferFlits, String switching, ComponentChoice flowControl) {
        NetworkSpec d = NetworkSpec.defaults();
        return new NetworkSpec(bufferFlits, 2, d.switchDelayTicks(), switching, flowControl, d.queueing(), d.arbitration(), d.vcArbitration());
    }

    private static ScenarioError onlyError(Scenario s) {
        ReadResult r = ScenarioJson.read(ScenarioJson.write(s), "t.json");
        assertFalse(r.isValid(), "validation must refuse it");
        assertEquals(1, r.errors().size(), r.report());
        return r.errors().get(0);
    }

    @Test
    void aSeriesThatSwitchesToStoreAndForwardWithShortBuffersIsRefusedAtTheSeries() {
        Series sf = new Series("sf", Map.of("network.switching", "store-and-forward"));
        ScenarioError e = onlyError(torus(new SweepSpec(SweepSpec.OFFERED_LOAD, List.of(0.1, 0.2), List.of(sf), 1, true)));
        assertEquals("$.sweep.series[0].overrides", e.path());
        assertTrue(e.message().contains("$.network.bufferFlits") && e.message().contains("at least 16"), e.message());
    }

    @Test
    void aSweptPacketLengthLongerThanStoreAndForwardBuffersIsRefusedAtThatValue() {
        Scenario base = torus(SweepSpec.defaults()).withNetwork(net(20, "store-and-forward", ComponentChoice.of("credit")));
        ScenarioError e = onlyError(base.withSweep(new SweepSpec("traffic.sizes.params.flits", List.of(8.0, 20.0, 21.0, 40.0),
                List.of(), 1, false)));
        assertEquals("$.sweep.values[2]", e.path(), e.toString());
        assertTrue(e.message().startsWith("with traffic.sizes.params.flits = 21: $.network.bufferFlits"), e.message());
    }

    @Test
    void storeAndForwardWithAHighMarkBelowThePacketLengthIsRefused() {
        // measured: on this torus highMark 14 and below stall every link for good, 15 completes (16-flit packets)
        Scenario s = torus(SweepSpec.defaults()).withNetwork(net(40, "store-and-forward", new ComponentChoice("stop-go", new StopGoParams(14, 4))));
        List<ScenarioError> p = ScenarioAssembly.of(s, CATALOG).problems();
        assertEquals(1, p.size(), p.toString());
        assertEquals("$.network.flowControl.params.highMark", p.get(0).path());
        assertTrue(p.get(0).message().contains("at least 15"), p.get(0).message());
        Scenario ok = s.withNetwork(net(40, "store-and-forward", new ComponentChoice("stop-go", new StopGoParams(15, 4))));
        assertEquals(List.of(), ScenarioAssembly.of(ok, CATALOG).problems());
    }

    @Test
    void tcpSegmentsLongerThanTheStoreAndForwardBufferAreRefused() {
        Scenario s = torus(SweepSpec.defaults()).withNetwork(net(100, "store-and-forward", ComponentChoice.of("credit")));
        Map<String, String> tcp = new LinkedHashMap<>();
        tcp.put("endToEnd.id", "tcp-reno");
        tcp.put("endToEnd.params.mssBytes", "100");
        tcp.put("endToEnd.params.headerBytes", "40");
        Scenario withTcp = ScenarioJson.withOverrides(s, tcp, CATALOG).orElseThrow();
        int flitBytes = withTcp.units().flitBytes();
        int segment = (140 + flitBytes - 1) / flitBytes;
        List<ScenarioError> p = ScenarioAssembly.of(withTcp, CATALOG).problems();
        assertEquals(segment > 100 ? 1 : 0, p.size(), p.toString());
        if (segment > 100) {
            assertEquals("$.network.bufferFlits", p.get(0).path());
            assertTrue(p.get(0).message().contains("at least " + segment) && p.get(0).message().contains("tcp-reno"), p.get(0).message());
        }
        assertEquals(1, flitBytes, "the torus sample's flits are one byte, so the 140-byte segment is 140 flits");
    }

    @Test
    void atmSwitchingWithoutTcpRenoThroughASeriesIsRefused() {
        Series atm = new Series("atm", Map.of("network.switching", "atm"));
        ScenarioError e = onlyError(torus(new SweepSpec(SweepSpec.OFFERED_LOAD, List.of(), List.of(atm), 1, true)));
        assertEquals("$.sweep.series[0].overrides", e.path(), e.toString());
        assertTrue(e.message().contains("tcp-reno"), e.message());
    }

    @Test
    void aSweepWithMorePointsThanTheLimitIsRefusedBeforeAnyIsMade() {
        List<Double> values = new ArrayList<>();
        for (int i = 0; i <= SweepCheck.MAX_POINTS; i++) {
            values.add(i * 1e-6);
        }
        ScenarioError e = onlyError(torus(new SweepSpec(SweepSpec.OFFERED_LOAD, values, List.of(), 1, true)));
        assertEquals("$.sweep.values", e.path());
        assertTrue(e.message().contains("at most 100000 points"), e.message());
    }

    @Test
    void manyBadValuesAreListedUpToTheCapThenCounted() {
        Scenario base = torus(SweepSpec.defaults());
        List<Series> series = new ArrayList<>();
        for (int i = 0; i < 50; i++) {
            series.add(new Series("s" + i, Map.of("network.bufferFlits", Integer.toString(-1 - i))));
        }
        ReadResult r = ScenarioJson.read(ScenarioJson.write(base.withSweep(new SweepSpec(SweepSpec.OFFERED_LOAD, List.of(), series, 1, false))), "t");
        assertEquals(SweepCheck.MAX_ERRORS + 1, r.errors().size(), r.report());
        assertEquals("$.sweep", r.errors().get(SweepCheck.MAX_ERRORS).path());
        assertTrue(r.errors().get(SweepCheck.MAX_ERRORS).message().startsWith("30 more"), r.report());
    }

    /** The cheap point (only the changed sections bound again) is the scenario a full re-read of the changed file gives. */
    @Test
    void everySamplePointEqualsTheFullReread() {
        for (Path p : Samples.all()) {
            Scenario s = ScenarioJson.readFile(p).orElseThrow();
            SweepSpec sweep = s.sweep();
            List<Series> series = sweep.series().isEmpty() ? Collections.singletonList(null) : sweep.series();
            List<Double> values = sweep.values().isEmpty() ? Collections.singletonList(null) : sweep.values();
            for (Series se : series) {
                for (Double v : values) {
                    ReadResult fast = ScenarioJson.point(s, se, v, CATALOG);
                    ReadResult full = ScenarioJson.withOverrides(s.withSweep(SweepSpec.defaults()), SweepPoints.overrides(s, se, v), CATALOG);
                    assertEquals(full.isValid(), fast.isValid(), p + " " + fast.report() + full.report());
                    assertEquals(full.scenario(), fast.scenario(), p + " series " + se + " value " + v);
                }
            }
        }
    }

    @Test
    void aRoutingWhoseTablesWouldNotFitIsRefusedBeforeTheyAreBuilt() {
        Scenario big = ScenarioJson.withOverrides(torus(SweepSpec.defaults()), Map.of("topology.params.radixX", "64",
                "topology.params.radixY", "64", "routing.id", "shortest"), CATALOG).orElseThrow();
        List<ScenarioError> p = ScenarioAssembly.of(big, CATALOG).problems();
        assertEquals("$.routing.id", p.get(0).path(), p.toString());
        assertTrue(p.get(0).message().contains("4096 switches would need 16777216 entries; at most 4194304"), p.get(0).message());
    }

    /**
     * Universal routing on a network without a grid shape (its multistage variant) keeps the same switch-to-switch
     * distance table as shortest-path routing: a 4-ary 6-tree's 6144 switches need 6144^2 entries, refused before they
     * are built; on a 12-cube (4096 switches) it keeps no such table, so the same count is not refused there.
     */
    @Test
    void universalRoutingOnALargeMultistageNetworkIsRefusedBeforeItsDistanceTableIsBuilt() {
        Map<String, String> fatTree = new LinkedHashMap<>();
        fatTree.put("topology.id", "fat-tree");
        fatTree.put("topology.params.arity", "4");
        fatTree.put("topology.params.levels", "6");
        fatTree.put("routing.id", "universal");
        Scenario big = ScenarioJson.withOverrides(torus(SweepSpec.defaults()), fatTree, CATALOG).orElseThrow();
        List<ScenarioError> p = ScenarioAssembly.of(big, CATALOG).problems();
        assertEquals("$.routing.id", p.get(0).path(), p.toString());
        assertTrue(p.get(0).message().contains("\"universal\" routing precomputes switches x switches table entries: 6144 "
                + "switches would need 37748736 entries; at most 4194304"), p.get(0).message());

        Map<String, String> cube = new LinkedHashMap<>();
        cube.put("topology.id", "hypercube");
        cube.put("topology.params.dimensions", "12");
        cube.put("routing.id", "universal");
        Scenario bigCube = ScenarioJson.withOverrides(torus(SweepSpec.defaults()), cube, CATALOG).orElseThrow();
        assertTrue(ScenarioAssembly.of(bigCube, CATALOG).problems().stream().noneMatch(e -> e.path().equals("$.routing.id")),
                ScenarioAssembly.of(bigCube, CATALOG).problems().toString());
    }

    @Test
    void anErrorEveryValueRepeatsIsListedOnceEvenWhenItsNumberEqualsAValue() {
        Series bad = new Series("bad", Map.of("network.bufferFlits", "0"));
        ScenarioError e = onlyError(torus(new SweepSpec(SweepSpec.OFFERED_LOAD, List.of(0.0, 0.1, 0.2), List.of(bad), 1, true)));
        assertEquals("$.sweep.series[0].overrides['network.bufferFlits']", e.path());
    }

    @Test
    void atmSwitchingIsNotHeldToTheWormholeLinksRules() {
        // the cell network reads bufferFlits as cells and ignores stop/go marks: no stop/go buffer rule applies
        Scenario s = Samples.read("torus4x4-dateline.json").withNetwork(net(2, "atm", new ComponentChoice("stop-go", new StopGoParams(1, 0))));
        Scenario tcp = ScenarioJson.withOverrides(s, Map.of("endToEnd.id", "tcp-reno"), CATALOG).orElseThrow();
        assertEquals(List.of(), ScenarioAssembly.of(tcp, CATALOG).problems());
    }
}
