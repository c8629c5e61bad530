package org.flitlab.topology.floors;

import org.flitlab.topology.CommonParams;
import org.flitlab.topology.Topology;

/**
 * AN1's Floors (family id {@value #FAMILY}; Owicki &amp; Karlin, section 2.3, Figures 3 and 4): a network that maps
 * onto a building. Each floor is a star of two centre switches and {@code armsPerFloor} arm switches, every arm linked
 * to both centres, with {@code hostsPerArm} hosts on each arm and one server on each of {@code serversPerFloor}
 * arms; the centre switches of different floors are interconnected. The paper's instance has 4 floors of 2 centres
 * and 4 arms with 5 hosts each and 2 servers: Table 1's 24 switches, 80 hosts and 8 servers.
 *
 * <p>The interconnect of Figure 4 is lost. This generator links every centre switch to both centre switches of
 * every other floor, and nothing else (no link between the two centres of one floor; {@link FloorsPlusTopology}
 * adds those). That reproduces what the text says of Floors: with the up*&#47;down* root at centre A of floor 0
 * ({@link #rootSwitch}), centre B of floor 0 is on level 2 and all its neighbours (the arms of its floor and every
 * other centre) are on level 1, so every path through it turns down then up, and "up*&#47;down* routing prevents
 * any traffic from passing through the center switch on the same floor as the root": all traffic to and from that
 * floor passes through the root. The other floors use both of their centres.
 *
 * <p>Ids: centre switches first, A of floor f being {@code 2f} ("f&lt;f&gt;A") and B {@code 2f+1}
 * ("f&lt;f&gt;B"); then the arms, arm a of floor f being {@code 2*floors + f*armsPerFloor + a}
 * ("f&lt;f&gt;arm&lt;a&gt;"). Because arms have higher ids than centres, the ties of up*&#47;down* between an arm
 * and a centre on the same level make the centre "up". Ports: an arm's two centre links (A, then B) and then its
 * hosts; a centre's arms, then the other floors' centres in id order, then (Floors+) its partner. Hosts are numbered
 * arm by arm; on floor f the servers are the first host of arms {@code floor(s*armsPerFloor/serversPerFloor)}
 * (arms 0 and 2 for the paper's instance), named "server&lt;k&gt;" in order; the others are "h&lt;index&gt;".
 *
 * <p>Layout: one band per floor, floor 0 at the top: its two centres in a row, its arms in a row below them and each
 * arm's hosts under it. Stateless; thread-safe.
 */
public final class FloorsTopology {
    /** Catalogue id, written into scenario files; never renamed. */
    public static final String FAMILY = "floors";

    private FloorsTopology() {
    }

    /**
     * The parameters of Floors and Floors+. The constructor checks every value.
     *
     * @param floors          floors, from 2 to 64
     * @param armsPerFloor    arm switches on each floor, from 1 to 1024
     * @param hostsPerArm     hosts on every arm switch, from 1 to 1024
     * @param serversPerFloor servers on each floor, one per arm, from 0 to {@code armsPerFloor}
     * @param linkDelayTicks  propagation delay of every link, at least 1 tick
     * @param portLimit       the most ports a switch may use (AN1: 12); 0 for unlimited
     */
    public record Params(int floors, int armsPerFloor, int hostsPerArm, int serversPerFloor, int linkDelayTicks,
                         int portLimit) {
        public Params {
            CommonParams.checkRange("floors", floors, 2, 64);
            CommonParams.checkRange("armsPerFloor", armsPerFloor, 1, 1024);
            CommonParams.checkRange("hostsPerArm", hostsPerArm, 1, 1024);
            CommonParams.checkRange("serversPerFloor", serversPerFloor, 0, armsPerFloor);
            CommonParams.checkLinkDelay(linkDelayTicks);
            CommonParams.checkPortLimit(portLimit);
        }

        /** Centre switch {@code c} (0 = A, 1 = B) of floor {@code f}. */
        public int centre(int f, int c) {
            return 2 * f + c;
        }

        /** Arm switch {@code a} of floor {@code f}. */
        public int arm(int f, int a) {
            return 2 * floors + f * armsPerFloor + a;
        }
    }

    /** The paper's Floors: 4 floors of 2 centres and 4 arms, 5 hosts per arm, 2 servers per floor, 12 ports. */
    public static Params defaults() {
        return new Params(4, 4, 5, 2, 1, 12);
    }

    /** The up*&#47;down* root: centre A of floor 0, switch 0. */
    public static int rootSwitch(Params p) {
        return p.centre(0, 0);
    }

    /** Builds Floors; fails if a switch needs more ports than {@code p.portLimit()}. */
    public static Topology build(Params p) {
        return FloorsWiring.build(FAMILY, p, false);
    }
}
