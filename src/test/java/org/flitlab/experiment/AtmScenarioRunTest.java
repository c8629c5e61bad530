package org.flitlab.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.flitlab.network.atm.AtmService;
import org.flitlab.network.atm.EricaParams;
import org.flitlab.scenario.Catalog;
import org.flitlab.scenario.ReadResult;
import org.flitlab.scenario.Scenario;
import org.flitlab.scenario.ScenarioAssembly;
import org.flitlab.scenario.ScenarioError;
import org.flitlab.scenario.ScenarioJson;
import org.flitlab.scenario.Series;
import org.flitlab.stats.RunResult;
import org.flitlab.stats.RunStatus;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The Bianco et al. ATM samples (samples/atm) load, validate and run every series through the ordinary scenario
 * runner, which hands "atm" switching to the cell network; and a scenario switches transport by one value.
 */
class AtmScenarioRunTest {
    static Stream<Path> samples() throws IOException {
        try (Stream<Path> files = Files.list(Path.of("samples", "atm"))) {
            return files.filter(p -> p.toString().endsWith(".json")).sorted().toList().stream();
        }
    }

    private static Scenario shortened(Path file) {
        ReadResult read = ScenarioJson.readFile(file);
        assertTrue(read.isValid(), file + ": " + read.report());
        ReadResult s = ScenarioJson.withOverrides(read.scenario(),
                Map.of("run.warmupTicks", "100000", "run.measuredPackets", "40"), Catalog.standard());
        assertTrue(s.isValid(), s.report());
        return s.scenario();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("samples")
    void everySeriesRunsOnTheCellNetworkWithinTheGoodputBound(Path file) {
        Scenario base = shortened(file);
        for (Series series : base.sweep().series()) {
            ReadResult point = ScenarioJson.point(base, series, 0.2, Catalog.standard());
            assertTrue(point.isValid(), point.report());
            RunResult r = new ScenarioRunner().run(point.scenario(), 1, new SimulationListener() { }, () -> false);
            String where = file.getFileName() + " " + series.name();
            assertEquals(RunStatus.COMPLETED, r.status(), where + ": " + r.message());
            double[] goodput = r.endToEnd().goodput();
            assertTrue(goodput.length >= 3, where);
            for (double g : goodput) {
                assertTrue(g >= 0 && g <= 9140.0 / 10176 + 1e-9, where + " goodput " + g);
            }
        }
    }

    @Test
    void theFlowControlChoiceBecomesTheServiceCategoryAndCreditMeansUbr() throws IOException {
        Scenario s = shortened(Path.of("samples/atm/bianco-fig6-atm-abr-b2000-disjoint.json"));
        assertEquals("abr-rrm", AtmScenarioRun.service(s).id());
        Scenario erica = ScenarioJson.withOverride(s, "network.flowControl", "{\"id\": \"abr-erica\"}").scenario();
        assertEquals(EricaParams.table2(2000), AtmScenarioRun.service(erica));
        Scenario credit = ScenarioJson.withOverride(s, "network.flowControl", "{\"id\": \"credit\"}").scenario();
        assertEquals(new AtmService.Ubr(), AtmScenarioRun.service(credit));
        ScenarioAssembly a = ScenarioAssembly.of(s);
        assertEquals(List.of(), a.problems());
        assertEquals(53.0, AtmScenarioRun.config(a).ticksPerSlot(), 0);
        assertEquals(2000, AtmScenarioRun.config(a).bufferCells());
    }

    @Test
    void ubrWith200CellBuffersLosesSegmentsUnderBackgroundLoad() {
        Scenario s = shortened(Path.of("samples/atm/bianco-fig4-atm-ubr-b200-disjoint.json"));
        Scenario loaded = ScenarioJson.withOverrides(s, Map.of("traffic.arrivals.params.offeredLoad", "0.4",
                "run.measuredPackets", "300")).scenario();
        RunResult r = new ScenarioRunner().run(loaded, 2, new SimulationListener() { }, () -> false);
        assertTrue(r.endToEnd().retransmissions() > 0, "a lossless network would retransmit nothing here");
    }

    @Test
    void theSameScenarioOnWormholeLosesNothingWhereUbrLosesCells() {
        Scenario s = shortened(Path.of("samples/atm/bianco-fig4-atm-ubr-b200-disjoint.json"));
        Map<String, String> load = Map.of("traffic.arrivals.params.offeredLoad", "0.4", "run.measuredPackets", "300");
        Scenario atm = ScenarioJson.withOverrides(s, load).scenario();
        // Wormhole needs buffers that cover the credit round trip of 1 km links (2 x 400 ticks), as Bianco's
        // 10,000-byte buffers did; in ATM mode bufferFlits is B in cells, so it is set for the wormhole run only.
        // Background worms on shortest paths of a torus can close a cycle and deadlock, which has nothing to do with
        // loss; the wormhole run routes as the wormhole samples do, dimension order with a dateline.
        Scenario wormhole = ScenarioJson.withOverrides(atm, Map.of("network.switching", "cut-through",
                "network.bufferFlits", "1000", "network.virtualChannels", "2", "traffic.arrivals.params.offeredLoad", "0.1"))
                .scenario().withRouting(shortened(Path.of("samples/bianco-fig2-backpressure-three-to-one.json")).routing());
        RunResult cells = new ScenarioRunner().run(atm, 2, new SimulationListener() { }, () -> false);
        RunResult worms = new ScenarioRunner().run(wormhole, 2, new SimulationListener() { }, () -> false);
        assertTrue(cells.endToEnd().retransmissions() > 0, "UBR with 200-cell buffers drops cells and TCP resends");
        assertEquals(RunStatus.COMPLETED, worms.status(), worms.message());
        assertEquals(0, worms.mechanisms().droppedFlits(), "back-pressure never drops a flit");
        // Nothing is lost, so no duplicate ACKs: TCP over wormhole resends only after a (spurious) timeout when queues
        // make a round trip longer than its RTO, never because a segment vanished.
        assertEquals(0, worms.endToEnd().fastRetransmits(), "no loss for duplicate ACKs to report");
        assertTrue(worms.endToEnd().retransmissions() == 0 || worms.endToEnd().timeouts() > 0,
                "resends only follow a timeout (one timeout may resend several segments)");
        // Which flows get through depends on the routes: backpressure can starve a downstream source (Bianco Fig. 11).
        assertTrue(Arrays.stream(worms.endToEnd().goodput()).sum() > 0, "and the flows move: "
                + worms.summary() + " scheme " + worms.endToEnd().scheme() + " goodput " + Arrays.toString(worms.endToEnd().goodput())
                + " acks " + worms.endToEnd().acknowledgements() + " ticks " + worms.simulatedTicks());
    }

    @Test
    void aTcpFlowThatOpensLateIsRefusedOnTheCellNetworkWithItsPath() {
        ReadResult read = ScenarioJson.readFile(Path.of("samples/atm/bianco-fig4-atm-ubr-b200-disjoint.json"));
        ReadResult late = ScenarioJson.withOverrides(read.scenario(), Map.of("endToEnd.params.flows",
                "[{\"source\":0,\"destination\":5},{\"source\":1,\"destination\":5,\"startTick\":9180}]"), Catalog.standard());
        assertTrue(late.isValid(), late.report());
        List<ScenarioError> problems = ScenarioAssembly.of(late.scenario(), Catalog.standard()).problems();
        assertEquals(1, problems.size(), problems.toString());
        assertEquals("$.endToEnd.params.flows[1].startTick", problems.get(0).path());
        assertEquals("startTick is 9180 but atm switching opens every TCP flow at tick 0: use 0", problems.get(0).message());
    }
}
