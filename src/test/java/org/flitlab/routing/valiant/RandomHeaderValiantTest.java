package org.flitlab.routing.valiant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.flitlab.routing.ProbePacket;
import org.flitlab.routing.RouteCandidates;
import org.flitlab.topology.Topology;
import org.flitlab.topology.multistage.C104MinTopology;
import org.flitlab.topology.multistage.C104MinTopology.Params;
import org.junit.jupiter.api.Test;

/**
 * Universal routing whose way to the right-hand switch follows a random header (issue 18, Table 7.9): one parallel
 * link per packet and switch, drawn once, uniform over the left switch's uplinks.
 */
class RandomHeaderValiantTest {
    private static ValiantRouting routing(Topology t) {
        return (ValiantRouting) new ValiantFactory(Phases.VIRTUAL_CHANNELS, new MultistageOptions(Intermediate.RIGHT_SWITCH,
                FirstPhase.RANDOM_HEADER, SecondPhase.SHORTEST_PATHS)).create(t, 1);
    }

    @Test
    void eachPacketHasOneLinkUpKeptWhileItWaits() {
        Topology t = C104MinTopology.build(new Params(64, 1, 32));
        ValiantRouting r = routing(t);
        ProbePacket p = new ProbePacket(t.hostNode(0), t.hostNode(16));
        r.prepare(p, new SplittableRandom(5));
        RouteCandidates first = new RouteCandidates();
        r.route(0, 0, 0, p, first);
        assertEquals(1, first.size(), "one of the 8 parallel links to the drawn right-hand switch");
        for (int again = 0; again < 5; again++) {
            RouteCandidates out = new RouteCandidates();
            r.route(0, 0, 0, p, out);
            assertEquals(first.port(0), out.port(0), "the same link at every attempt");
        }
    }

    /**
     * Left switch 0 of the 64-way network: a random right-hand switch (2) and a random link of the 8 to it make the
     * uplink uniform over the 16 (ports 16-31). 32 000 packets: each count is Binomial(32 000, 1/16), mean 2000,
     * standard deviation 43; 4 deviations is 172.
     */
    @Test
    void theUplinkIsUniformOverTheSixteen() {
        Topology t = C104MinTopology.build(new Params(64, 1, 32));
        ValiantRouting r = routing(t);
        SplittableRandom random = new SplittableRandom(7);
        int[] count = new int[32];
        for (int i = 0; i < 32_000; i++) {
            ProbePacket p = new ProbePacket(t.hostNode(i % 16), t.hostNode(16 + i % 48));
            r.prepare(p, random);
            RouteCandidates out = new RouteCandidates();
            r.route(0, i % 16, 0, p, out);
            count[out.port(0)]++;
        }
        for (int port = 16; port < 32; port++) {
            assertTrue(Math.abs(count[port] - 2000) < 172, "uplink " + port + " taken " + count[port] + " times");
        }
    }
}
