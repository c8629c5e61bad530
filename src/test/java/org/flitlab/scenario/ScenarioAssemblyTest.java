package org.flitlab.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.flitlab.network.LinkFlowControl;
import org.flitlab.network.NetworkConfig;
import org.flitlab.network.Switching;
import org.junit.jupiter.api.Test;

class ScenarioAssemblyTest {

    private static Scenario sample(String name) {
        return Samples.read(name);
    }

    private static ScenarioAssembly with(String sample, Map<String, String> overrides) {
        return ScenarioAssembly.of(ScenarioJson.withOverrides(sample(sample), overrides).orElseThrow());
    }

    private static ScenarioError onlyProblem(ScenarioAssembly a) {
        assertFalse(a.isRunnable());
        assertEquals(1, a.problems().size(), a.problems().toString());
        return a.problems().get(0);
    }

    @Test
    void everySampleAssemblesWithoutProblems() {
        for (String name : Samples.REQUIRED) {
            ScenarioAssembly a = ScenarioAssembly.of(sample(name));
            assertEquals(List.of(), a.problems(), name);
        }
    }

    @Test
    void meshSampleBecomesTheEngineInputsItDescribes() {
        ScenarioAssembly a = ScenarioAssembly.of(sample("mesh8x8-dor-vs-shortest.json"));
        assertEquals(64, a.topology().switchCount());
        assertEquals(64, a.topology().hostCount());
        NetworkConfig c = a.networkConfig();
        assertEquals(8, c.bufferFlits());
        assertEquals(2, c.virtualChannels());
        assertEquals(LinkFlowControl.CREDIT, c.flowControl());
        assertEquals(Switching.CUT_THROUGH, c.switching());
        assertEquals(2000, c.deadlockTimeoutTicks());
        assertEquals(0.1, a.offeredLoad());
        assertEquals(8, a.newWorkload().sizes().maxFlits());
        assertNotSame(a.selection().create(), a.selection().create(), "a fresh selection policy per run");
        assertNotSame(a.newWorkload().arrivals().apply(0), a.newWorkload().arrivals().apply(0), "fresh arrival processes");
    }

    @Test
    void bernoulliLoadAboveOnePacketATickIsBlamedOnTheOfferedLoad() {
        Map<String, String> o = new LinkedHashMap<>();
        o.put("traffic.arrivals.id", "bernoulli");
        o.put("traffic.arrivals.params.offeredLoad", "0.4");
        ScenarioAssembly ok = with("mesh8x8-dor-vs-shortest.json", o);
        assertEquals(List.of(), ok.problems());
        assertEquals(0.4, ok.offeredLoad());
        o.put("traffic.arrivals.params.offeredLoad", "9");
        ScenarioError e = onlyProblem(with("mesh8x8-dor-vs-shortest.json", o));
        assertEquals("$.traffic.arrivals.params.offeredLoad", e.path());
        assertTrue(e.message().startsWith("offeredLoad is 9.0; Bernoulli arrivals start at most one packet a tick"), e.message());
    }

    @Test
    void dimensionOrderRefusesTiesBothWaysAtItsParams() {
        ScenarioError e = onlyProblem(with("torus4x4-dateline.json", Map.of("routing.params.tie", "both")));
        assertEquals("$.routing.params", e.path());
        assertTrue(e.message().startsWith("tie is \"both\"; dimension order takes one way"), e.message());
        assertEquals(List.of(), with("torus4x4-dateline.json", Map.of("routing.params.tie", "balanced")).problems());
    }

    @Test
    void routingThatDoesNotSupportTheTopologyIsBlamedOnTheRoutingId() {
        ScenarioError e = onlyProblem(with("single-link-md1.json", Map.of("routing.id", "dimension-order")));
        assertEquals("$.routing.params", e.path(), "dimension order has params, so they are where to look");
        assertTrue(e.message().contains("dimension order needs a grid, torus or cube"), e.message());
        ScenarioError root = onlyProblem(with("hypercube5-updown-vs-shortest.json", Map.of("routing.params.root", "32")));
        assertEquals("$.routing.params", root.path());
        assertTrue(root.message().contains("root switch 32 does not exist"), root.message());
    }

    @Test
    void patternThatNeedsAPowerOfTwoIsBlamedOnTheDestinationsId() {
        ScenarioError e = onlyProblem(with("hypercube5-updown-vs-shortest.json", Map.of("traffic.destinations.id", "bit-reversal")));
        assertEquals("$.traffic.destinations.id", e.path());
        assertTrue(e.message().contains("needs a power-of-two host count; this topology has 96 hosts"), e.message());
    }

    @Test
    void storeAndForwardBufferShorterThanAPacketIsBlamedOnBufferFlits() {
        Map<String, String> o = new LinkedHashMap<>();
        o.put("network.switching", "store-and-forward");
        o.put("network.bufferFlits", "6");
        ScenarioError e = onlyProblem(with("mesh8x8-dor-vs-shortest.json", o));
        assertEquals("$.network.bufferFlits", e.path());
        assertTrue(e.message().contains("bufferFlits must be at least 8"), e.message());
    }

    @Test
    void stopGoBufferTooSmallForTheRoundTripSaysWhatSizeIsNeeded() {
        Map<String, String> o = new LinkedHashMap<>();
        o.put("network.flowControl.id", "stop-go");
        o.put("network.flowControl.params.highMark", "6");
        o.put("network.flowControl.params.lowMark", "2");
        o.put("topology.params.linkDelayTicks", "3");
        ScenarioError e = onlyProblem(with("mesh8x8-dor-vs-shortest.json", o));
        assertEquals("$.network.bufferFlits", e.path());
        assertTrue(e.message().contains("needs at least 12 flits"), e.message());
        assertTrue(e.message().contains("highMark 6"), "the message uses the file's name for the mark: " + e.message());
        List<ScenarioError> high = with("mesh8x8-dor-vs-shortest.json", Map.of("network.flowControl.id", "stop-go")).problems();
        assertEquals(List.of("$.network.flowControl.params.highMark", "$.network.bufferFlits"), high.stream().map(ScenarioError::path).toList(),
                "the default high mark 8 does not fit 8-flit buffers: " + high);
    }

    @Test
    void queueingThatDoesNotFitTheFlowControlIsBlamedOnQueueing() {
        ScenarioError anyWorm = onlyProblem(with("mesh8x8-dor-vs-shortest.json", Map.of("network.queueing", "any-worm")));
        assertEquals("$.network.queueing", anyWorm.path());
        assertTrue(anyWorm.message().startsWith("queueing is any-worm but deflection is off"), anyWorm.message());
    }

    @Test
    void fewerVirtualChannelsThanTheRoutingNeedsIsBlamedOnVirtualChannels() {
        ScenarioError e = onlyProblem(with("torus4x4-dateline.json", Map.of("network.virtualChannels", "1")));
        assertEquals("$.network.virtualChannels", e.path());
        assertTrue(e.message().startsWith("virtualChannels is 1; dimension order"), e.message());
    }

    @Test
    void topologyThatCannotBeBuiltIsBlamedOnItsParams() {
        ScenarioError e = onlyProblem(with("hypercube5-updown-vs-shortest.json", Map.of("topology.params.portLimit", "6")));
        assertEquals("$.topology.params", e.path());
    }

    @Test
    void scenarioBuiltInCodeWithAnUnknownIdIsAProblemNotAnException() {
        Scenario s = sample("single-link-md1.json").withRouting(ComponentChoice.of("shortst"));
        ScenarioError e = onlyProblem(ScenarioAssembly.of(s));
        assertEquals("$.routing.id", e.path());
        assertTrue(e.message().contains("did you mean \"shortest\"?"), e.message());
        assertThrows(IllegalStateException.class, () -> ScenarioAssembly.of(s).topology());
    }

    @Test
    void paramsOfTheWrongRecordTypeAreAProblem() {
        Scenario s = sample("single-link-md1.json").withRouting(new ComponentChoice("up-down", new NoParams()));
        assertEquals("$.routing.params", onlyProblem(ScenarioAssembly.of(s)).path());
    }
}
