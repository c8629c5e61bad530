package org.flitlab.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.flitlab.network.Deflection;
import org.flitlab.network.Network;
import org.flitlab.network.NetworkConfig;
import org.flitlab.network.PacketBoundaryStop;
import org.flitlab.network.Recovery;
import org.flitlab.network.ResetPropagation;
import org.junit.jupiter.api.Test;

/** The catalogue entries for timeouts, deflection routing and hop-class routing: read, assemble, run, write, read back. */
class MechanismEntriesTest {
    private static final String TIMEOUT = """
            {"format": "flitlab-scenario", "version": 1, "name": "myrinet-timeout",
             "topology": {"id": "myrinet-torus", "params": {"side": 3, "hostsPerSwitch": 4, "linkDelayTicks": 10, "portLimit": 8}},
             "network": {"bufferFlits": 80, "virtualChannels": 1, "switching": "cut-through",
               "flowControl": {"id": "stop-go-timeout", "params": {"highMark": 53, "lowMark": 37, "timeoutTicks": 50,
                 "hostDeflection": true, "hopsProhibited": 1, "asSoonAsPossible": false, "resetPropagation": "hop-by-hop"}}},
             "routing": {"id": "source"},
             "traffic": {"arrivals": {"id": "poisson", "params": {"offeredLoad": 0.3}},
               "sizes": {"id": "exponential", "params": {"meanFlits": 50, "capFlits": 0}},
               "destinations": {"id": "uniform-distance"}},
             "run": {"seed": 3, "warmupTicks": 1000, "measuredPackets": 500, "maxTicks": 100000, "deadlockTimeoutTicks": 20000}}
            """;
    private static final String DEFLECTION = """
            {"format": "flitlab-scenario", "version": 1, "name": "manhattan-deflection",
             "topology": {"id": "manhattan", "params": {"side": 4, "linkLengthMeters": 10, "linkRateBitsPerSecond": 640000000,
               "flitBits": 8, "velocityFractionOfC": 0.6666666666666666, "hostDelayTicks": 1, "portLimit": 0}},
             "network": {"bufferFlits": 64, "virtualChannels": 1, "switching": "cut-through",
               "flowControl": {"id": "deflection", "params": {"timeToLiveHops": 12}}},
             "routing": {"id": "shortest"},
             "traffic": {"arrivals": {"id": "poisson", "params": {"offeredLoad": 0.5}},
               "sizes": {"id": "fixed", "params": {"flits": 32}},
               "destinations": {"id": "uniform"}},
             "run": {"seed": 3, "warmupTicks": 1000, "measuredPackets": 500, "maxTicks": 100000, "deadlockTimeoutTicks": 3000}}
            """;
    private static final String HOP_CLASSES = """
            {"format": "flitlab-scenario", "version": 1, "name": "torus-hop-classes",
             "topology": {"id": "torus", "params": {"radixX": 4, "radixY": 4, "hostsPerSwitch": 1, "linkDelayTicks": 1, "portLimit": 0, "servers": 0}},
             "network": {"bufferFlits": 8, "virtualChannels": 4, "switching": "cut-through", "flowControl": {"id": "credit"},
               "vcArbitration": "priority"},
             "routing": {"id": "shortest-hop-classes"},
             "traffic": {"arrivals": {"id": "poisson", "params": {"offeredLoad": 0.5}},
               "sizes": {"id": "fixed", "params": {"flits": 16}},
               "destinations": {"id": "uniform"}},
             "run": {"seed": 3, "warmupTicks": 1000, "measuredPackets": 500, "maxTicks": 100000, "deadlockTimeoutTicks": 2000}}
            """;

    /** Reads, checks the round trip, assembles and runs 5,000 ticks; returns the assembled configuration. */
    private static NetworkConfig roundTripAndRun(String json) {
        ReadResult first = ScenarioJson.read(json, "test.json");
        assertTrue(first.isValid(), first.report());
        String written = ScenarioJson.write(first.scenario());
        ReadResult second = ScenarioJson.read(written, "written.json");
        assertTrue(second.isValid(), second.report());
        assertEquals(first.scenario(), second.scenario());
        ScenarioAssembly a = ScenarioAssembly.of(second.scenario());
        assertTrue(a.isRunnable(), a.problems().toString());
        Network n = new Network(a.topology(), a.networkConfig(), a.routing(), a.selection().create(), a.newWorkload(), 1);
        n.advance(5000);
        n.checkConservation();
        assertFalse(n.isDeadlocked());
        assertTrue(n.recorder().deliveredPackets() > 0);
        return a.networkConfig();
    }

    @Test
    void stopGoWithTimeoutsRoundTripsAndRuns() {
        NetworkConfig c = roundTripAndRun(TIMEOUT);
        assertEquals(new Recovery(50, true, 1, false, ResetPropagation.HOP_BY_HOP, true), c.recovery(), "queued heads time out by default (the study's)");
        assertEquals(53, c.stopHighMark());
    }

    @Test
    void stopOnPacketBoundaryRoundTripsAndRuns() {
        String json = TIMEOUT.replaceFirst("(?s)\\{\"id\": \"stop-go-timeout\".*?\\}\\}",
                "{\"id\": \"stop-go-boundary\", \"params\": {\"highMark\": 53, \"readyMark\": 45, \"lowMark\": 36}}");
        assertTrue(json.contains("stop-go-boundary"), "the fixture was rewritten");
        NetworkConfig c = roundTripAndRun(json);
        assertEquals(new PacketBoundaryStop(true, 45), c.packetBoundaryStop());
        assertEquals(53, c.stopHighMark());
        assertEquals(36, c.stopLowMark());
    }

    @Test
    void deflectionRoundTripsAndRuns() {
        assertEquals(new Deflection(true, 12), roundTripAndRun(DEFLECTION).deflection());
        String without = DEFLECTION.replace("\"timeToLiveHops\": 12}", "\"timeToLiveHops\": 12, \"backPressure\": false}");
        assertEquals(new Deflection(true, 12, false), roundTripAndRun(without).deflection(), "links without back-pressure");
    }

    @Test
    void hopClassRoutingRoundTripsAndRuns() {
        assertEquals(4, roundTripAndRun(HOP_CLASSES).virtualChannels());
    }

    @Test
    void aBadTimeoutParameterIsReportedAtItsPath() {
        ReadResult r = ScenarioJson.read(TIMEOUT.replace("\"timeoutTicks\": 50", "\"timeoutTicks\": 0"), "bad.json");
        String report = r.isValid() ? ScenarioAssembly.of(r.scenario()).problems().toString() : r.report();
        assertTrue(report.contains("timeoutTicks is 0"), report);
    }
}
