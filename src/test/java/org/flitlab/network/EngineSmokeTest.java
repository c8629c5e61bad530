package org.flitlab.network;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.flitlab.topology.Topology;
import org.flitlab.traffic.Workload;
import org.junit.jupiter.api.Test;

class EngineSmokeTest {
    @Test
    void singlePacketCrossesChainInZeroLoadTime() {
        for (int delay : new int[] {1, 3}) {
            for (int sd : new int[] {1, 2}) {
                int switches = 4;
                int len = 10;
                Topology t = ChainFixture.chain(switches, delay);
                Workload w = new Workload(h -> ChainFixture.every(1000), ChainFixture.fixed(len), ChainFixture.leftToRight(), Double.NaN);
                Network net = new Network(t, NetworkConfig.defaults().withSwitchDelayTicks(sd), ChainFixture.chainRouting(t, 1), ChainFixture.firstFree(), w, 1);
                net.setMeasuring(true);
                net.advance(3500);
                net.checkConservation();
                var r = net.recorder();
                assertEquals(4, r.measuredDelivered());
                long links = switches + 1;
                assertEquals(links * delay + (links - 1) * sd, r.packetLatency().get(0), "head delay=" + delay + " sd=" + sd);
                assertEquals(links * delay + (links - 1) * sd + len - 1, r.deliveryLatency().get(0));
            }
        }
    }
}
