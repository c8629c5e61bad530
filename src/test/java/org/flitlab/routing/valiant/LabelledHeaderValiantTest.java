package org.flitlab.routing.valiant;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.SplittableRandom;
import java.util.stream.IntStream;
import org.flitlab.routing.ChannelLoadBound;
import org.flitlab.routing.ProbePacket;
import org.flitlab.routing.RouteCandidates;
import org.flitlab.routing.interval.IntervalLabellingRouting;
import org.flitlab.scenario.ReadResult;
import org.flitlab.scenario.ScenarioAssembly;
import org.flitlab.scenario.ScenarioError;
import org.flitlab.scenario.ScenarioJson;
import org.flitlab.topology.Topology;
import org.flitlab.topology.multistage.C104MinTopology;
import org.flitlab.topology.multistage.C104MinTopology.Params;
import org.junit.jupiter.api.Test;

/**
 * Universal routing whose random header is a terminal address routed by the C104's interval labels (issue 18, Table
 * 7.9 at 1024; {@link FirstPhase#LABELLED_HEADER}).
 */
class LabelledHeaderValiantTest {
    private static ValiantRouting routing(Topology t, Intermediate intermediate) {
        return (ValiantRouting) new ValiantFactory(Phases.VIRTUAL_CHANNELS, new MultistageOptions(intermediate,
                FirstPhase.LABELLED_HEADER, SecondPhase.INTERVAL_LABELLING)).create(t, 1);
    }

    private static int headers(Topology t, ValiantRouting r, int source) {
        return r.labelledHeaderWords(t.hostSwitch(t.hostNode(source))).length;
    }

    /** Adds {@code weight} to every switch-to-switch channel of the one route of a packet s -> d with {@code word}. */
    private static void addRoute(Topology t, ValiantRouting r, int s, int d, int word, double[] load, double weight) {
        ProbePacket p = new ProbePacket(t.hostNode(s), t.hostNode(d));
        p.setRouteWord(word);
        int node = p.sourceNode();
        RouteCandidates out = new RouteCandidates();
        while (node != p.destinationNode()) {
            out.clear();
            r.route(node, 0, 0, p, out);
            int channel = t.channelOut(node, out.port(0));
            load[channel] += t.isSwitch(node) && t.isSwitch(t.channelTarget(channel)) ? weight : 0;
            node = t.channelTarget(channel);
        }
    }

    /**
     * Below 1024 every terminal on another left switch is reached through a right-hand switch: 64 - 16 = 48 and
     * 256 - 16 = 240 headers. At 1024 the labels send the 256 - 16 = 240 other terminals of the source's quarter
     * down again at the middle switch: 1024 - 256 = 768 headers reach a right-hand switch; taken off on entering the
     * centre network, all 1024 - 16 = 1008.
     */
    @Test
    void aLeftSwitchDrawsTheAddressesWhoseLabelledRouteReachesAnIntermediate() {
        for (int[] size : new int[][] {{64, 48}, {256, 240}, {1024, 768}}) {
            Topology t = C104MinTopology.build(new Params(size[0], 1, 32));
            assertEquals(size[1], headers(t, routing(t, Intermediate.RIGHT_SWITCH), 0), size[0] + " terminals");
        }
        Topology t = C104MinTopology.build(new Params(1024, 1, 32));
        assertEquals(1008, headers(t, routing(t, Intermediate.CENTRE_NETWORK), 37));
    }

    /** Every hop up to the intermediate is the label of the header; the intermediate is a right-hand switch. */
    @Test
    void theWayUpIsTheLabelledRouteOfTheHeader() {
        Topology t = C104MinTopology.build(new Params(1024, 1, 32));
        ValiantRouting r = routing(t, Intermediate.RIGHT_SWITCH);
        IntervalLabellingRouting labels = IntervalLabellingRouting.labelling(t, 1);
        int[] rights = C104MinTopology.stages(new Params(1024, 1, 32)).rightSwitches();
        SplittableRandom random = new SplittableRandom(3);
        for (int i = 0; i < 200; i++) {
            ProbePacket p = new ProbePacket(t.hostNode(i * 5), t.hostNode((i * 5 + 256) % 1024));
            r.prepare(p, random);
            int header = RouteWord.header(p.routeWord());
            assertTrue(header / 256 != i * 5 / 256, "a header outside the source's quarter");
            int node = t.hostSwitch(p.sourceNode());
            while (ValiantRouting.phase(p) == 1 && node != ValiantRouting.intermediate(p)) {
                RouteCandidates out = new RouteCandidates();
                r.route(node, 0, 0, p, out);
                assertEquals(labels.output(node, header), out.port(0), "switch " + node);
                node = t.neighbor(node, out.port(0));
            }
            int reached = node;
            assertTrue(IntStream.of(rights).anyMatch(x -> x == reached), "ends at a right-hand switch: " + node);
        }
    }

    /**
     * Add 256 at 1024. Left switch i (quarter 0) sends its uplink-1 interval, terminals 16i + 79 to 16i + 141, into
     * middle switch 0 of centre network 1, whose labels give its first uplink terminals 256 to 303: left switches
     * 8-14 put 14 + 30 + 46 + 48 + 33 + 17 + 1 = 189 of their headers on it. 16 terminals each, a header drawn from
     * 768: 16 x 189 / 768 = 3.9375 terminals' load, a bound of 25.4%. Random traffic by the same labels (Table 7.7)
     * loads the same links most, at 16 x 189 / 1023 (bound 33.8%): the labelled headers meet its hot spot. Exact:
     * every header of every source walked; the bound's list (one header per way up, weighted) gives the same loads.
     */
    @Test
    void theLabelledHeadersLoadRandomTrafficsHotSpot() {
        Topology t = C104MinTopology.build(new Params(1024, 1, 32));
        ValiantRouting r = routing(t, Intermediate.RIGHT_SWITCH);
        double[] universal = new double[t.channelCount()];
        for (int s = 0; s < 1024; s++) {
            int[] words = r.labelledHeaderWords(t.hostSwitch(t.hostNode(s)));
            for (int word : words) {
                addRoute(t, r, s, (s + 256) % 1024, word, universal, 1.0 / words.length);
            }
        }
        double[][] add256 = new double[1024][1024];
        for (int s = 0; s < 1024; s++) {
            add256[s][(s + 256) % 1024] = 1;
        }
        double[] listed = ChannelLoadBound.loads(t, r, add256, false).load();
        for (int c = 0; c < universal.length; c++) {
            if (t.isSwitch(t.channelSource(c)) && t.isSwitch(t.channelTarget(c))) {
                assertEquals(universal[c], listed[c], 1e-9, "the bound's weighted routes, channel " + c);
            }
        }
        double[] random = ChannelLoadBound.loads(t, IntervalLabellingRouting.labelling(t, 1),
                ChannelLoadBound.uniformTraffic(1024), false).load();
        double maxU = IntStream.range(0, universal.length).mapToDouble(c -> universal[c]).max().orElseThrow();
        double maxR = IntStream.range(0, random.length).mapToDouble(c -> random[c]).max().orElseThrow();
        assertEquals(16.0 * 189 / 768, maxU, 1e-9);
        assertEquals(16.0 * 189 / 1023, maxR, 1e-9);
        for (int c = 0; c < universal.length; c++) {
            assertEquals(universal[c] > maxU - 1e-9, random[c] > maxR - 1e-9, "channel " + c);
        }
    }

    /** The sample with the new value reads; a misspelt one is refused at its JSON path, with the allowed values. */
    @Test
    void aFileNamesTheReadingAndAMisspeltOneIsRefusedAtItsPath() throws Exception {
        String sample = Files.readString(Path.of("samples/c104-table7-9-min-universal.json"));
        String good = sample.replace("\"id\": \"universal\"",
                "\"id\": \"universal\", \"params\": {\"firstPhase\": \"labelled-header\"}");
        assertTrue(ScenarioJson.read(good, "t.json").isValid());
        ReadResult bad = ScenarioJson.read(good.replace("labelled-header", "labeled-header"), "t.json");
        assertEquals(1, bad.errors().size(), bad.report());
        ScenarioError e = bad.errors().get(0);
        assertEquals("$.routing.params.firstPhase", e.path());
        assertTrue(e.message().startsWith("found \"labeled-header\"; expected one of \"selection\", \"random-header\","
                + " \"labelled-header\"; did you mean \"labelled-header\"?"), e.message());
    }

    /**
     * A source switch none of whose labelled routes reaches an intermediate (the AN1 subgraph of Figure 14: the labels
     * lead sw1 and sw2 to the servers' sw6 and never through the centre switch sw7) draws the intermediate as
     * {@code selection} does: every packet reaches its own destination (it was sent by the labels of terminal 0, to
     * the wrong host), and the bound's loads are selection's (they were all 0: an infinite bound).
     */
    @Test
    void aSourceWhoseLabelledRoutesReachNoIntermediateDrawsItAsSelectionDoes() throws Exception {
        String sample = Files.readString(Path.of("samples/an1-fig14-mstage-subgraph.json"));
        ScenarioAssembly labelled = ScenarioAssembly.of(ScenarioJson.read(sample.replace("\"id\": \"shortest\"",
                "\"id\": \"universal\", \"params\": {\"firstPhase\": \"labelled-header\"}"), "t.json").orElseThrow());
        ScenarioAssembly selection = ScenarioAssembly.of(ScenarioJson.read(sample.replace("\"id\": \"shortest\"",
                "\"id\": \"universal\""), "t.json").orElseThrow());
        Topology t = labelled.topology();
        ValiantRouting r = (ValiantRouting) labelled.routing();
        SplittableRandom random = new SplittableRandom(5);
        RouteCandidates out = new RouteCandidates();
        for (int s = 0; s < t.hostCount(); s++) {
            assertEquals(0, headers(t, r, s), "no labelled header from host " + s);
            for (int d = 0; d < t.hostCount(); d++) {
                ProbePacket p = new ProbePacket(t.hostNode(s), t.hostNode(d));
                r.prepare(p, random);
                int node = p.sourceNode();
                for (int hop = 0; hop < 20 && (hop == 0 || t.isSwitch(node)); hop++) {
                    out.clear();
                    r.route(node, 0, 0, p, out);
                    node = t.channelTarget(t.channelOut(node, out.port(0)));
                }
                assertEquals(t.hostNode(d), node, s + " -> " + d);
            }
        }
        double[][] traffic = ChannelLoadBound.uniformTraffic(t.hostCount());
        assertArrayEquals(ChannelLoadBound.loads(t, selection.routing(), traffic, true).load(),
                ChannelLoadBound.loads(t, r, traffic, true).load(), 1e-9);
    }
}
