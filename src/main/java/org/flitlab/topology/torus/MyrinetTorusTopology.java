package org.flitlab.topology.torus;

import org.flitlab.topology.CommonParams;
import org.flitlab.topology.GridShape;
import org.flitlab.topology.Topology;
import org.flitlab.topology.grid.GridWiring;

/**
 * The Myrinet torus of Hu &amp; Kleinrock (family id {@value #FAMILY}; section 2 and Figure 4): a {@code side x side}
 * torus of 8-port switches, four ports to the neighbouring switches and four to hosts (3x3: 9 switches and 36 hosts;
 * the paper also runs 7x7), every link with a propagation delay of 10 flit times. Its {@link GridShape} is
 * {@code [side, side]} with wrap; names, ports and host numbering are those of {@link GridWiring}.
 *
 * <p>Every link, host links included, gets the same delay and the length that delay means on Myrinet cable: one
 * flit time is 12.5 ns (one byte at 640 Mbit/s) and signals travel at about 0.6c, so a tick is
 * {@value #METERS_PER_TICK} m and 10 ticks are the paper's 22.5 m. Stateless; thread-safe.
 */
public final class MyrinetTorusTopology {
    /** Catalogue id, written into scenario files; never renamed. */
    public static final String FAMILY = "myrinet-torus";
    /** Metres of Myrinet cable per tick: 0.6 * 299792458 m/s * 12.5 ns, rounded as the paper does. */
    public static final double METERS_PER_TICK = 2.25;
    /** Myrinet switches have 8 ports. */
    public static final int MYRINET_PORTS = 8;

    private MyrinetTorusTopology() {
    }

    /**
     * The parameters of a Myrinet torus. The constructor checks every value.
     *
     * @param side           switches along each side, from 1 to 256 (the paper: 3 and 7)
     * @param hostsPerSwitch hosts on each switch, at least 1 (the paper: 4)
     * @param linkDelayTicks propagation delay of every link in flit times, at least 1 (the paper: 10)
     * @param portLimit      the most ports a switch may use (Myrinet: 8); 0 for unlimited
     */
    public record Params(int side, int hostsPerSwitch, int linkDelayTicks, int portLimit) {
        public Params {
            CommonParams.checkRange("side", side, 1, 256);
            CommonParams.checkAtLeast("hostsPerSwitch", hostsPerSwitch, 1);
            new CommonParams(hostsPerSwitch, linkDelayTicks, portLimit, 0).checkFor((long) side * side);
        }
    }

    /** Figure 4: 3 x 3 switches of 8 ports, 4 hosts each, 10-tick links. */
    public static Params defaults() {
        return new Params(3, 4, 10, MYRINET_PORTS);
    }

    /** Builds the torus; fails if a switch needs more ports than {@code p.portLimit()}. */
    public static Topology build(Params p) {
        GridShape shape = new GridShape(new int[] {p.side(), p.side()}, true);
        CommonParams common = new CommonParams(p.hostsPerSwitch(), p.linkDelayTicks(), p.portLimit(), 0);
        double meters = p.linkDelayTicks() * METERS_PER_TICK;
        return GridWiring.build(FAMILY, shape, common, s -> GridWiring.planePosition(shape, s),
                new GridWiring.Physical(meters, p.linkDelayTicks(), meters));
    }
}
