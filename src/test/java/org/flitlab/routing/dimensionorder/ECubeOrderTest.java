package org.flitlab.routing.dimensionorder;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import org.flitlab.routing.ProbePacket;
import org.flitlab.routing.RouteCandidates;
import org.flitlab.topology.Topology;
import org.flitlab.topology.hypercube.HypercubeTopology;
import org.junit.jupiter.api.Test;

/** E-cube on a binary 3-cube: BookSim corrects the lowest differing dimension first, the C104 the highest. */
class ECubeOrderTest {
    private static final Topology CUBE = HypercubeTopology.build(new HypercubeTopology.Params(3, 1, 1, 0, 0));

    /** The switches crossed from switch 0's host to switch 7's, in order. */
    private static int[] path(String order) {
        DimensionOrderRouting r = (DimensionOrderRouting) new DimensionOrderFactory(order, true).create(CUBE, 1);
        ProbePacket p = new ProbePacket(CUBE.hostNode(0), CUBE.hostNode(7));
        RouteCandidates out = new RouteCandidates();
        int[] crossed = new int[4];
        int node = CUBE.hostSwitch(p.sourceNode());
        int inPort = CUBE.neighborPort(p.sourceNode(), 0);
        for (int i = 0; i < 4; i++) {
            crossed[i] = node;
            out.clear();
            r.route(node, inPort, 0, p, out);
            int channel = CUBE.channelOut(node, out.port(0));
            inPort = CUBE.channelTargetPort(channel);
            node = CUBE.channelTarget(channel);
        }
        return crossed;
    }

    private static int coordinateBits(int sw) {
        int bits = 0;
        for (int d = 0; d < 3; d++) {
            bits |= CUBE.gridShape().orElseThrow().coordinate(sw, d) << d;
        }
        return bits;
    }

    @Test
    void ascendingFlipsBitZeroFirstAndDescendingBitTwo() {
        int[] up = path("ascending");
        int[] down = path("descending");
        int[] expectedUp = {0, 1, 3, 7};
        int[] expectedDown = {0, 4, 6, 7};
        for (int i = 0; i < 4; i++) {
            assertEquals(expectedUp[i], coordinateBits(up[i]), "ascending hop " + i);
            assertEquals(expectedDown[i], coordinateBits(down[i]), "descending hop " + i);
        }
        assertEquals(Arrays.toString(up), Arrays.toString(path("xy")), "xy is ascending");
    }
}
