package org.flitlab.network;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.flitlab.routing.dimensionorder.DimensionOrderFactory;
import org.flitlab.routing.selection.RandomIdleSelection;
import org.flitlab.topology.Topology;
import org.flitlab.topology.c104.C104CubeTopology;
import org.flitlab.traffic.ContinuousArrivals;
import org.flitlab.traffic.FixedSize;
import org.flitlab.traffic.MiddleSwapPattern;
import org.flitlab.traffic.Workload;
import org.junit.jupiter.api.Test;

/**
 * The IMS C104's buffering ({@code c104} router): one packet at each input and one at each output of every
 * switch-to-switch link, the output packet held at the link's receiving end (model.md, "Router models").
 */
class C104BufferingTest {
    private static final int PACKET = 32;
    private static final int SWITCH_DELAY = 4;

    private static NetworkConfig c104() {
        return NetworkConfig.defaults().withBufferFlits(PACKET).withSwitchDelayTicks(SWITCH_DELAY)
                .withRouter(RouterModel.c104(PACKET));
    }

    /**
     * Packet buffers change nothing for a packet alone: cut-through through k switches crosses L = k + 1 links, so
     * its delivery latency is L d + (L - 1) s + P - 1 (model.md, "Switching and the timing formulas").
     */
    @Test
    void aLonePacketThroughKSwitchesTakesTheCutThroughZeroLoadLatency() {
        for (int k : new int[] {1, 3, 6}) {
            Topology t = ChainFixture.chain(k, 1);
            Workload w = new Workload(h -> ChainFixture.every(1_000_000), ChainFixture.fixed(PACKET), ChainFixture.leftToRight(), Double.NaN);
            Network n = new Network(t, c104(), ChainFixture.chainRouting(t, 1), ChainFixture.firstFree(), w, 1);
            n.setMeasuring(true);
            n.advance(5_000);
            int links = k + 1;
            assertEquals(1, n.recorder().measuredDelivered());
            assertEquals(links + (links - 1) * SWITCH_DELAY + PACKET - 1, n.recorder().deliveryLatency().mean(), 1e-9, k + " switches");
        }
    }

    @Test
    void aSwitchLinkHoldsTwoPacketsAndAHostLinkOne() {
        Topology t = ChainFixture.chain(3, 1);
        Workload w = new Workload(h -> ChainFixture.every(1_000_000), ChainFixture.fixed(PACKET), ChainFixture.leftToRight(), Double.NaN);
        Network n = new Network(t, c104(), ChainFixture.chainRouting(t, 1), ChainFixture.firstFree(), w, 1);
        for (OutputChannel oc : n.channels) {
            InputQueue q = oc.vcs[0].downstream;
            if (q != null) {
                assertEquals(q.fromHost ? PACKET : 2 * PACKET, q.capacityFlits, "channel " + oc.channel);
            }
        }
    }

    /**
     * The 6-cube under the middle-swap permutation with continuous sources (C104 Table 7.2), checked after every tick:
     * a buffer fed by a host never holds more than one packet (the C104 input), one fed by a switch never more than two
     * (the upstream output packet and the input packet); and both limits are reached, so the run exercises them.
     */
    @Test
    void underTreeSaturationNoSwitchHoldsMoreThanAPacketPerInputAndPerOutput() {
        Topology t = C104CubeTopology.build(new C104CubeTopology.Params(6, 1, 32));
        Workload w = new Workload(h -> new ContinuousArrivals(), new FixedSize(PACKET), new MiddleSwapPattern().create(t), Double.NaN);
        Network n = new Network(t, c104(), new DimensionOrderFactory().create(t, 1), new RandomIdleSelection(), w, 104);
        int hostPeak = 0;
        int switchPeak = 0;
        for (long tick = 1; tick <= 6_000; tick++) {
            n.advance(tick);
            n.sync();
            for (Switch sw : n.switches) {
                for (InputQueue[] port : sw.inputs) {
                    InputQueue q = port[0];
                    assertTrue(q.occupancy <= (q.fromHost ? PACKET : 2 * PACKET), q.occupancy + " flits at tick " + tick);
                    hostPeak = q.fromHost ? Math.max(hostPeak, q.occupancy) : hostPeak;
                    switchPeak = q.fromHost ? switchPeak : Math.max(switchPeak, q.occupancy);
                }
            }
        }
        assertEquals(PACKET, hostPeak, "a host's input packet fills");
        assertEquals(2 * PACKET, switchPeak, "an input and the output packet behind it fill");
        n.checkConservation();
    }
}
