package org.flitlab.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import org.flitlab.control.PacketPairParams;
import org.flitlab.scenario.Catalog;
import org.flitlab.scenario.ReadResult;
import org.flitlab.scenario.Scenario;
import org.flitlab.scenario.ScenarioJson;
import org.flitlab.stats.EndToEndStats;
import org.flitlab.stats.RunResult;
import org.junit.jupiter.api.Test;

/**
 * The ServerNet sample (docs/reproductions.md, ServerNet): its deltas are the paper's 0.1, 1 and 8 us at 20 ns
 * ticks, and on it the alternating window ASW 4-0 keeps the static window's throughput with a much shorter round
 * trip and fewer outstanding requests (Shurbanov et al., Section 3 and Table 2), while SW stays within its window.
 */
class ServerNetReproductionTest {
    private static final Catalog CATALOG = Catalog.standard();
    private static final Path SAMPLE = Path.of("samples", "servernet-table2-flow-control.json");

    private static Scenario sample(Map<String, String> overrides) {
        ReadResult read = ScenarioJson.readFile(SAMPLE);
        assertTrue(read.isValid(), read.report());
        ReadResult changed = ScenarioJson.withOverrides(read.scenario(), overrides, CATALOG);
        assertTrue(changed.isValid(), changed.report());
        return changed.scenario();
    }

    private static Map<String, String> seriesOverrides(Scenario s, String name) {
        Map<String, String> m = new LinkedHashMap<>();
        s.sweep().series().stream().filter(x -> x.name().equals(name)).findFirst().orElseThrow()
                .overrides().forEach((k, v) -> m.put(k, v.toString()));
        return m;
    }

    private static RunResult run(String series) {
        Map<String, String> shortened = new LinkedHashMap<>(Map.of("run.warmupTicks", "30000", "run.measuredPackets", "3000"));
        Scenario base = sample(Map.of());
        shortened.putAll(seriesOverrides(base, series));
        shortened.put("sweep.series", "[]");
        ScenarioSweep sweep = new ScenarioSweep(sample(shortened), CATALOG);
        return new Sweep(1).run(sweep.plan(), sweep.pointRunner()).points().get(0).result();
    }

    @Test
    void deltasAreTheStudysMicrosecondsAtTwentyNanosecondTicks() {
        Scenario s = sample(Map.of());
        double tickUs = 8 * s.units().flitBytes() / s.units().linkRateBitsPerSecond() * 1e6;
        assertEquals(0.02, tickUs, 1e-12);
        double[] paperUs = {0.1, 1, 8};
        String[] names = {"SPP delta 0.1 us", "SPP delta 1 us", "SPP delta 8 us"};
        for (int i = 0; i < 3; i++) {
            Scenario spp = sample(seriesOverrides(s, names[i]));
            PacketPairParams p = (PacketPairParams) spp.endToEnd().params();
            assertEquals(paperUs[i], p.deltaTicks() * tickUs, 1e-9, names[i]);
            assertEquals(4, p.window());
        }
    }

    @Test
    void alternatingWindowKeepsTheThroughputOfTheStaticWindowWithAShorterRoundTrip() {
        RunResult sw = run("SW 4");
        RunResult asw = run("ASW 4-0");
        EndToEndStats s = sw.endToEnd();
        EndToEndStats a = asw.endToEnd();
        assertTrue(s.meanOutstanding() > 3 && s.meanOutstanding() <= 4, "SW keeps its window of 4 nearly full: " + s.meanOutstanding());
        assertTrue(a.meanOutstanding() < 0.7 * s.meanOutstanding(), "ASW drains to 0: " + a.meanOutstanding());
        assertTrue(asw.acceptedTotal() > 0.9 * sw.acceptedTotal(), asw.acceptedTotal() + " vs " + sw.acceptedTotal());
        assertTrue(a.roundTrip().mean() < 0.75 * s.roundTrip().mean(), a.roundTrip().mean() + " vs " + s.roundTrip().mean());
    }
}
