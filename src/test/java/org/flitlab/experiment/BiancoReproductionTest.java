package org.flitlab.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.flitlab.topology.FlowSpec;
import org.flitlab.topology.manhattan.ManhattanTopology;
import org.junit.jupiter.api.Test;

/**
 * The Bianco et al. samples (docs/reproductions.md, Bianco et al.) carry the study's constants and the named
 * flow sets of {@link ManhattanTopology}: 12.5 ns ticks, 400-tick (1 km) links, 10,000-byte buffers per port,
 * 9180-flit segments and a 5 us timer granularity; the ring and parking-lot flows as named, the three-to-one flows
 * reflected top to bottom (so that x-then-y dimension order takes the paper's overlapping routes), with three hosts per
 * node so that each flow has its own receiver.
 */
class BiancoReproductionTest {
    private static final double TICK_NS = 12.5;

    private static JsonObject sample(String name) throws IOException {
        return JsonParser.parseString(Files.readString(Path.of("samples", name + ".json"))).getAsJsonObject();
    }

    private static List<List<Integer>> tcpFlows(JsonObject s) {
        List<List<Integer>> flows = new ArrayList<>();
        for (JsonElement f : s.getAsJsonObject("endToEnd").getAsJsonObject("params").getAsJsonArray("flows")) {
            JsonObject o = f.getAsJsonObject();
            flows.add(List.of(o.get("source").getAsInt(), o.get("destination").getAsInt()));
        }
        return flows;
    }

    private static List<List<Integer>> named(List<FlowSpec> specs) {
        return specs.stream().map(f -> List.of(f.sourceHost(), f.destinationHost())).toList();
    }

    /** Switch (and host) x + 4y mapped to x + 4(3 - y): rows reflected. */
    private static int reflect(int node) {
        return node % 4 + 4 * (3 - node / 4);
    }

    @Test
    void ringAndParkingLotSamplesUseTheNamedFlowSets() throws IOException {
        ManhattanTopology.Params p4 = ManhattanTopology.defaults();
        ManhattanTopology.Params p8 = new ManhattanTopology.Params(8, p4.linkLengthMeters(), p4.linkRateBitsPerSecond(),
                p4.flitBits(), p4.velocityFractionOfC(), p4.hostDelayTicks(), p4.portLimit());
        assertEquals(named(ManhattanTopology.ringFlows(p4)), tcpFlows(sample("bianco-fig8-backpressure-ring")));
        assertEquals(named(ManhattanTopology.ringFlows(p4)), tcpFlows(sample("bianco-fig9-deflection-ring")));
        assertEquals(named(ManhattanTopology.parkingLotFlows(p8)), tcpFlows(sample("bianco-fig11-backpressure-parking-lot")));
        assertEquals(named(ManhattanTopology.parkingLotFlows(p8)), tcpFlows(sample("bianco-fig12-deflection-parking-lot")));
    }

    /** Host j of switch s, 3 hosts per switch, moved to the same host of the reflected switch. */
    private static int reflectHost(int host) {
        return 3 * reflect(host / 3) + host % 3;
    }

    @Test
    void threeToOneSamplesAreTheNamedFlowsReflectedTopToBottomWithAReceiverEach() throws IOException {
        ManhattanTopology.Params d = ManhattanTopology.defaults();
        ManhattanTopology.Params p4 = new ManhattanTopology.Params(4, d.linkLengthMeters(), d.linkRateBitsPerSecond(),
                d.flitBits(), d.velocityFractionOfC(), d.hostDelayTicks(), d.portLimit(), 3);
        for (String name : List.of("bianco-fig2-backpressure-three-to-one", "bianco-fig3-deflection-three-to-one")) {
            assertEquals(3, sample(name).getAsJsonObject("topology").getAsJsonObject("params").get("hostsPerSwitch").getAsInt());
        }
        List<List<Integer>> reflected = named(ManhattanTopology.threeToOneOverlapping(p4)).stream()
                .map(f -> List.of(reflectHost(f.get(0)), reflectHost(f.get(1)))).toList();
        assertEquals(List.of(30, 31, 32), reflected.stream().map(f -> f.get(1)).toList(), "one receiver per flow on node 10");
        assertEquals(reflected, tcpFlows(sample("bianco-fig2-backpressure-three-to-one")));
        assertEquals(reflected, tcpFlows(sample("bianco-fig3-deflection-three-to-one")));
        JsonArray routes = null;
        for (JsonElement series : sample("bianco-fig2-backpressure-three-to-one").getAsJsonObject("sweep").getAsJsonArray("series")) {
            JsonObject o = series.getAsJsonObject().getAsJsonObject("overrides");
            if (o.has("routing.params.routes")) {
                routes = o.getAsJsonArray("routing.params.routes");
            }
        }
        List<FlowSpec> disjoint = ManhattanTopology.threeToOneDisjoint(p4);
        for (int i = 0; i < disjoint.size(); i++) {
            List<Integer> path = new ArrayList<>();
            routes.get(i).getAsJsonObject().getAsJsonArray("path").forEach(e -> path.add(e.getAsInt()));
            assertEquals(disjoint.get(i).switchPath().stream().map(BiancoReproductionTest::reflect).toList(), path,
                    "disjoint route of " + disjoint.get(i).name());
        }
    }

    @Test
    void samplesCarryTheStudysConstantsInTicksAndFlits() throws IOException {
        for (String name : List.of("bianco-fig2-backpressure-three-to-one", "bianco-fig3-deflection-three-to-one",
                "bianco-fig8-backpressure-ring", "bianco-fig9-deflection-ring", "bianco-fig11-backpressure-parking-lot",
                "bianco-fig12-deflection-parking-lot")) {
            JsonObject s = sample(name);
            JsonObject units = s.getAsJsonObject("units");
            double tickNs = 1e9 * 8 * units.get("flitBytes").getAsInt() / units.get("linkRateBitsPerSecond").getAsDouble();
            assertEquals(TICK_NS, tickNs, 1e-9, name);
            JsonObject network = s.getAsJsonObject("network");
            assertEquals(10_000, network.get("bufferFlits").getAsInt() * network.get("virtualChannels").getAsInt(),
                    name + ": 10,000 bytes of buffer per port");
            JsonObject tcp = s.getAsJsonObject("endToEnd").getAsJsonObject("params");
            assertEquals(9180, tcp.get("mssBytes").getAsInt() + tcp.get("headerBytes").getAsInt(), name);
            assertEquals(5000, tcp.get("granularityTicks").getAsInt() * TICK_NS, 1e-9, name + ": 5 us granularity");
            assertEquals(9180, s.getAsJsonObject("traffic").getAsJsonObject("sizes").getAsJsonObject("params").get("flits").getAsInt());
        }
        // 1 km at 2/3 c is 5.0 us: 400 ticks of 12.5 ns (docs/topologies.md, manhattan).
        assertEquals(400, ManhattanTopology.build(ManhattanTopology.defaults()).links().stream()
                .mapToInt(l -> l.delayTicks()).max().orElseThrow());
    }
}
