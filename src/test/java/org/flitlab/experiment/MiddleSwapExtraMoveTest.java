package org.flitlab.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.Map;
import org.flitlab.network.Network;
import org.flitlab.network.NetworkConfig;
import org.flitlab.network.RouterModel;
import org.flitlab.routing.dimensionorder.DimensionOrderFactory;
import org.flitlab.routing.selection.RandomIdleSelection;
import org.flitlab.stats.RunResult;
import org.flitlab.stats.RunStatus;
import org.flitlab.topology.Topology;
import org.flitlab.topology.c104.C104CubeTopology;
import org.flitlab.traffic.ContinuousArrivals;
import org.flitlab.traffic.FixedSize;
import org.flitlab.traffic.MiddleSwapPattern;
import org.flitlab.traffic.PermutationPattern;
import org.flitlab.traffic.Workload;
import org.junit.jupiter.api.Test;

/**
 * The C104 study's systematic cube pattern with the even cubes' extra move along the dimension highest-first routing
 * takes first ({@code extraMoveFirst}): the same contention, one private link more in front of every contention tree.
 */
class MiddleSwapExtraMoveTest {
    private static final int PACKET = 32;

    private static PermutationPattern pattern(int n, boolean extraMoveFirst) {
        Topology cube = C104CubeTopology.build(new C104CubeTopology.Params(n, 1, 32));
        return new MiddleSwapPattern(new MiddleSwapPattern.Params(false, extraMoveFirst)).create(cube);
    }

    @Test
    void theExtraMoveFirstKeepsTheContentionAndGivesEverySourceAPrivateFirstLink() {
        for (int n : new int[] {6, 8, 10}) {
            PermutationPattern p = pattern(n, true);
            Map<Long, Integer> use = new HashMap<>();
            for (int s = 0; s < 1 << n; s++) {
                int d = p.image(s);
                assertEquals(s, p.image(d), "an involution on the " + n + "-cube");
                assertEquals(1, (s ^ d) >>> (n - 1), "every packet crosses dimension n-1, the first routed");
                int at = s;
                for (int dim = n - 1; dim >= 0; dim--) {
                    if (((at ^ d) >> dim & 1) != 0) {
                        use.merge((long) at * 64 + dim, 1, Integer::sum);
                        at ^= 1 << dim;
                    }
                }
            }
            assertEquals(1 << (n - 2) / 2, use.values().stream().mapToInt(Integer::intValue).max().orElseThrow(),
                    "4-, 8- and 16-way contention, as with the extra move along dimension 0");
            use.forEach((link, sources) -> {
                if (link % 64 == n - 1) {
                    assertEquals(1, sources, "the first hop's link carries one source's packets");
                }
            });
        }
    }

    @Test
    void theSixCubeSendsZeroToThirtySixAndBack() {
        PermutationPattern p = pattern(6, true);
        // 0 = 0 | 00 0 00 -> 1 | (00, 1, 00) = 100100.
        assertEquals(0b100100, p.image(0));
        assertEquals(0, p.image(0b100100));
    }

    /**
     * Under tree saturation every buffer up to the contended link is full, so by Little's law each source keeps as many
     * packets as the tree's buffers hold per source. On the 6-cube (4 sources per tree, 3 tree links, one middle link)
     * with the C104's buffering: 1 at the host + 1 in its input + 2 on each tree and middle link (3 + 1 links for 4
     * sources) = 4.0 packets with the extra move last; the private first link adds its 2: 6.0. The throughput is the
     * same (the contended link is the same).
     */
    @Test
    void aPrivateLinkInFrontOfTheTreeAddsTwoPacketsPerSourceAtTheSameThroughput() {
        RunResult last = run(pattern(6, false));
        RunResult first = run(pattern(6, true));
        assertEquals(last.acceptedTotal(), first.acceptedTotal(), 0.01 * last.acceptedTotal());
        assertEquals(4.0, packetsPerSource(last), 0.1);
        assertEquals(6.0, packetsPerSource(first), 0.1);
    }

    private static double packetsPerSource(RunResult r) {
        double perSourceRate = r.acceptedTotal() / 64 / PACKET;
        return r.deliveryLatency().mean() * perSourceRate;
    }

    private static RunResult run(PermutationPattern pattern) {
        Topology cube = C104CubeTopology.build(new C104CubeTopology.Params(6, 1, 32));
        NetworkConfig cfg = NetworkConfig.defaults().withBufferFlits(PACKET).withSwitchDelayTicks(4)
                .withRouter(RouterModel.c104(PACKET));
        Workload w = new Workload(h -> new ContinuousArrivals(), new FixedSize(PACKET), pattern, Double.NaN);
        Network net = new Network(cube, cfg, new DimensionOrderFactory().create(cube, 1), new RandomIdleSelection(), w, 104);
        RunResult r = new SimulationRun(net, RunControl.quick(20_000, 3_000), 104).run(SimulationListener.NONE, () -> false);
        assertTrue(r.status() == RunStatus.COMPLETED, r.message());
        return r;
    }
}
