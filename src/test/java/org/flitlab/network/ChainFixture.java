package org.flitlab.network;

import java.util.SplittableRandom;
import org.flitlab.routing.OutputState;
import org.flitlab.routing.RouteCandidates;
import org.flitlab.routing.RoutedPacket;
import org.flitlab.routing.RoutingAlgorithm;
import org.flitlab.routing.SelectionPolicy;
import org.flitlab.topology.HostRole;
import org.flitlab.topology.Topology;
import org.flitlab.topology.TopologyBuilder;
import org.flitlab.traffic.ArrivalProcess;
import org.flitlab.traffic.DestinationPattern;
import org.flitlab.traffic.SizeDistribution;

/**
 * Test fixtures that need no generator or routing package: a chain of switches with one host at each
 * end, routed by hand (the only path), lowest-numbered free selection, fixed sizes, scripted arrivals.
 */
final class ChainFixture {
    private ChainFixture() {
    }

    /** h0 - s0 - s1 - ... - s(n-1) - h1, all links of the given delay. Ports: s_i port 0 left, 1 right. */
    static Topology chain(int switches, int delay) {
        TopologyBuilder b = new TopologyBuilder("chain");
        int[] s = new int[switches];
        for (int i = 0; i < switches; i++) {
            s[i] = b.addSwitch("s" + i, 8);
        }
        int h0 = b.addHost("h0", HostRole.CLIENT);
        int h1 = b.addHost("h1", HostRole.CLIENT);
        b.connect(h0, 0, s[0], 0, delay, 0);
        for (int i = 0; i + 1 < switches; i++) {
            b.connect(s[i], 1, s[i + 1], 0, delay, 0);
        }
        b.connect(s[switches - 1], 1, h1, 0, delay, 0);
        return b.build();
    }

    /** Left to right goes out port 1, right to left out port 0; at a host, port 0. All VCs allowed. */
    static RoutingAlgorithm chainRouting(Topology t, int vcs) {
        return new RoutingAlgorithm() {
            @Override
            public void route(int node, int inPort, int inVc, RoutedPacket p, RouteCandidates out) {
                int port = !t.isSwitch(node) ? 0 : (t.hostIndex(p.destinationNode()) == 1 ? 1 : 0);
                out.addAllVcs(port, 0, vcs - 1);
            }
        };
    }

    static SelectionPolicy firstFree() {
        return new SelectionPolicy() {
            @Override
            public int select(int node, RoutedPacket p, RouteCandidates c, OutputState o, SplittableRandom r) {
                for (int i = 0; i < c.size(); i++) {
                    if (o.isFree(c.port(i), c.vc(i))) {
                        return i;
                    }
                }
                return -1;
            }
        };
    }

    static SizeDistribution fixed(int flits) {
        return new SizeDistribution() {
            public int sampleFlits(SplittableRandom r) {
                return flits;
            }

            public double meanFlits() {
                return flits;
            }

            public int maxFlits() {
                return flits;
            }
        };
    }

    /** Host 0 sends to host 1; host 1 sends nothing. */
    static DestinationPattern leftToRight() {
        return new DestinationPattern() {
            public int destination(int s, SplittableRandom r) {
                return s == 0 ? 1 : -1;
            }

            public boolean sends(int s) {
                return s == 0;
            }
        };
    }

    /** One packet every {@code gap} ticks from tick 0. */
    static ArrivalProcess every(long gap) {
        return new ArrivalProcess() {
            public long firstArrival(SplittableRandom r) {
                return 0;
            }

            public long nextArrival(long now, SplittableRandom r) {
                return now + gap;
            }
        };
    }
}
