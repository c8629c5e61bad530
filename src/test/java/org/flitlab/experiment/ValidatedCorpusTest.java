package org.flitlab.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.flitlab.scenario.Catalog;
import org.flitlab.scenario.ReadResult;
import org.flitlab.scenario.RunSpec;
import org.flitlab.scenario.Scenario;
import org.flitlab.scenario.ScenarioAssembly;
import org.flitlab.scenario.ScenarioError;
import org.flitlab.scenario.ScenarioJson;
import org.flitlab.scenario.Series;
import org.flitlab.scenario.SweepSpec;
import org.junit.jupiter.api.Test;

/**
 * Whatever validation accepts runs: a corpus of scenarios made from the samples by random sweep series (switching,
 * buffers, flow control, packet lengths, end-to-end schemes, routing) is validated as {@code flitlab validate} does,
 * and every accepted one is run briefly, point by point; no point may FAIL (DEADLOCK is a result, not a failure).
 * Every refused one names a JSON path.
 */
class ValidatedCorpusTest {
    private static final Catalog CATALOG = Catalog.standard();
    private static final List<String> BASES = List.of("torus4x4-dateline.json", "mesh8x8-dor-vs-shortest.json",
            "single-link-md1.json", "lesson-cut-through.json", "bianco-fig2-backpressure-three-to-one.json");
    private static final String[][] MUTATIONS = {
        {"network.switching", "cut-through", "store-and-forward", "atm"},
        {"network.bufferFlits", "1", "2", "4", "8", "16", "32", "200"},
        {"network.virtualChannels", "1", "2", "4"},
        {"network.flowControl.id", "credit", "stop-go", "stop-go-boundary"},
        {"network.flowControl.params.highMark", "2", "8", "15", "30"},
        {"network.queueing", "fifo", "voq"},
        {"traffic.sizes", "{\"id\": \"fixed\", \"params\": {\"flits\": 1}}", "{\"id\": \"fixed\", \"params\": {\"flits\": 4}}",
            "{\"id\": \"fixed\", \"params\": {\"flits\": 16}}", "{\"id\": \"fixed\", \"params\": {\"flits\": 40}}"},
        {"endToEnd.id", "none", "tcp-reno", "static-window", "request-response"},
        {"endToEnd.params.mssBytes", "8", "100"},
        {"routing.id", "shortest", "dimension-order", "up-down"},
    };

    @Test
    void everyAcceptedScenarioOfTheCorpusRunsWithNoFailedPoint() {
        SplittableRandom random = new SplittableRandom(16);
        int accepted = 0;
        int refused = 0;
        for (int n = 0; n < 100; n++) {
            Scenario base = ScenarioJson.readFile(Path.of("samples", BASES.get(random.nextInt(BASES.size())))).orElseThrow();
            List<Series> series = new ArrayList<>();
            for (int j = 0; j < 2; j++) {
                Map<String, String> overrides = new LinkedHashMap<>();
                for (int k = 0; k < 1 + random.nextInt(3); k++) {
                    String[] m = MUTATIONS[random.nextInt(MUTATIONS.length)];
                    overrides.put(m[0], m[1 + random.nextInt(m.length - 1)]);
                }
                series.add(new Series("s" + j, overrides));
            }
            Scenario s = base.withSweep(new SweepSpec(SweepSpec.OFFERED_LOAD, List.of(0.05, 0.2), series, 1, false));
            ReadResult read = ScenarioJson.read(ScenarioJson.write(s), "corpus " + n);
            List<ScenarioError> errors = read.isValid() ? ScenarioAssembly.of(read.scenario(), CATALOG).problems() : read.errors();
            if (!errors.isEmpty()) {
                refused++;
                errors.forEach(e -> assertTrue(e.path().startsWith("$"), e.toString()));
                continue;
            }
            accepted++;
            Scenario brief = read.scenario().withRun(brief(read.scenario().run()));
            ScenarioSweep sweep = new ScenarioSweep(brief, CATALOG);
            SweepResult result = new Sweep(1).run(sweep.plan(), sweep.pointRunner());
            assertEquals(List.of(), result.failures().stream().map(p -> p.result().message()).toList(),
                    "validation accepted corpus " + n + " but a point failed: " + series);
        }
        assertTrue(accepted >= 20 && refused >= 20, "the corpus exercises both sides: " + accepted + " accepted, " + refused + " refused");
    }

    /** The same run section with little to measure, so that each point takes milliseconds. */
    private static RunSpec brief(RunSpec r) {
        return new RunSpec(r.seed(), RunSpec.Warmup.FIXED, 200, 20, 0, 20, r.batches(), 20_000, r.deadlockTimeoutTicks(), 0);
    }
}
