package org.flitlab.traffic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.flitlab.topology.Topology;
import org.flitlab.topology.mesh.MeshTopology;
import org.junit.jupiter.api.Test;

/** The closed-form destination shares that the bounds use agree with the patterns' own draws. */
class ExactSharesTest {
    private static final Topology MESH = MeshTopology.build(new MeshTopology.Params(4, 4, 1, 1, 0, 4));

    /** Draws 80,000 destinations of {@code source} and compares each frequency with its share within 5 sigma. */
    private static void drawsMatchShares(DestinationPattern pattern, int source) {
        double[] shares = pattern.exactShares(source);
        int hosts = MESH.hostCount();
        assertEquals(hosts, shares.length);
        assertEquals(1.0, Arrays.stream(shares).sum(), 1e-12, "a row sums to 1");
        int draws = 80_000;
        int[] counts = new int[hosts];
        SplittableRandom random = new SplittableRandom(source + 11);
        for (int i = 0; i < draws; i++) {
            counts[pattern.destination(source, random)]++;
        }
        for (int h = 0; h < hosts; h++) {
            double sigma = Math.sqrt(shares[h] * (1 - shares[h]) / draws);
            assertEquals(shares[h], (double) counts[h] / draws, 5 * sigma + 1e-9, "source " + source + " to host " + h);
        }
    }

    @Test
    void everyClosedFormMatchesItsDraws() {
        for (int source : new int[] {0, 5}) {
            drawsMatchShares(new UniformPattern().create(MESH), source);
            drawsMatchShares(new UniformPattern(new UniformPattern.Params(true)).create(MESH), source);
            drawsMatchShares(new HotSpotPattern(new HotSpotPattern.Params(5, 0.3)).create(MESH), source);
            drawsMatchShares(new ClientServerPattern().create(MESH), source);
        }
        drawsMatchShares(new ExplicitFlowsPattern(new ExplicitFlowsPattern.Params(List.of(
                new ExplicitFlowsPattern.Flow(2, 7, 1), new ExplicitFlowsPattern.Flow(2, 9, 3)))).create(MESH), 2);
    }

    @Test
    void derivedValues() {
        int h = MESH.hostCount();
        assertEquals(0.3 + 0.7 / (h - 1), new HotSpotPattern(new HotSpotPattern.Params(5, 0.3)).create(MESH).exactShares(0)[5], 1e-15);
        assertEquals(1.0 / h, new UniformPattern(new UniformPattern.Params(true)).create(MESH).exactShares(3)[3], 1e-15);
        assertEquals(0, new UniformPattern().create(MESH).exactShares(3)[3]);
        assertEquals(0.75, new ExplicitFlowsPattern(new ExplicitFlowsPattern.Params(List.of(
                new ExplicitFlowsPattern.Flow(2, 7, 1), new ExplicitFlowsPattern.Flow(2, 9, 3)))).create(MESH).exactShares(2)[9], 1e-15);
        assertNull(new UniformDistancePattern(new UniformDistancePattern.Params(true)).create(MESH).exactShares(0),
                "no closed form: the bounds sample it");
    }

    @Test
    void aServerRateThinsTheServersDrawsAndScalesTheirSharesAlike() {
        DestinationPattern p = new ClientServerPattern(new ClientServerPattern.Params(0.25)).create(MESH);
        int server = MESH.serverHosts()[0];
        double[] shares = p.exactShares(server);
        assertEquals(0.25, Arrays.stream(shares).sum(), 1e-12, "a server sends a quarter of a client's packets");
        int draws = 80_000;
        int kept = 0;
        SplittableRandom random = new SplittableRandom(17);
        for (int i = 0; i < draws; i++) {
            kept += p.destination(server, random) >= 0 ? 1 : 0;
        }
        assertEquals(0.25, (double) kept / draws, 5 * Math.sqrt(0.25 * 0.75 / draws));
        assertEquals(1.0, Arrays.stream(p.exactShares(MESH.clientHosts()[0])).sum(), 1e-12, "clients unchanged");
        assertEquals(false, new ClientServerPattern(new ClientServerPattern.Params(0)).create(MESH).sends(server),
                "a server at rate 0 has no arrivals of its own");
    }
}
