package org.flitlab.topology.small;

import org.flitlab.topology.CommonParams;
import org.flitlab.topology.GridShape;
import org.flitlab.topology.LayoutHint;
import org.flitlab.topology.Topology;
import org.flitlab.topology.grid.GridWiring;

/**
 * A ring of switches (family id {@value #FAMILY}): switch i linked to switches i-1 and i+1 (mod n), the same number
 * of hosts on each. The smallest network with a cyclic channel dependency, so the usual first example of wormhole
 * deadlock; Bianco et al.'s second TCP scenario runs on one row (a ring) of a Manhattan network. Its
 * {@link GridShape} is {@code [switches]} with wrap, so dimension-order routing and the torus routings work on it;
 * names, ports (port 0 to i+1, port 1 to i-1, then the hosts) and host numbering are those of {@link GridWiring}.
 *
 * <p>Layout: the switches on a circle, switch 0 on the left, hosts fanned round each. Stateless; thread-safe.
 */
public final class RingTopology {
    /** Catalogue id, written into scenario files; never renamed. */
    public static final String FAMILY = "ring";

    private RingTopology() {
    }

    /**
     * The parameters of a ring. The constructor checks every value.
     *
     * @param switches       switches on the ring, from 3 to {@link CommonParams#MAX_SWITCHES}
     * @param hostsPerSwitch hosts on each switch, at least 1
     * @param linkDelayTicks propagation delay of every link, at least 1 tick
     * @param portLimit      the most ports a switch may use; 0 for unlimited
     * @param servers        hosts with role server, spread evenly; at most the number of hosts
     */
    public record Params(int switches, int hostsPerSwitch, int linkDelayTicks, int portLimit, int servers) {
        public Params {
            CommonParams.checkRange("switches", switches, 3, CommonParams.MAX_SWITCHES);
            CommonParams.checkAtLeast("hostsPerSwitch", hostsPerSwitch, 1);
            common(hostsPerSwitch, linkDelayTicks, portLimit, servers).checkFor(switches);
        }

        /** The parameters shared with the other regular generators. */
        public CommonParams common() {
            return common(hostsPerSwitch, linkDelayTicks, portLimit, servers);
        }

        private static CommonParams common(int hosts, int delay, int limit, int servers) {
            return new CommonParams(hosts, delay, limit, servers);
        }
    }

    /** Eight switches with one host each, unit delay, no port limit, no servers. */
    public static Params defaults() {
        return new Params(8, 1, 1, 0, 0);
    }

    /** Builds the ring. */
    public static Topology build(Params p) {
        GridShape shape = new GridShape(new int[] {p.switches()}, true);
        double radius = Math.max(GridWiring.SWITCH_SPACING, p.switches() * GridWiring.SWITCH_SPACING / (2 * Math.PI));
        return GridWiring.build(FAMILY, shape, p.common(), s -> {
            double angle = Math.PI + 2 * Math.PI * s / p.switches();
            return new LayoutHint(radius * Math.cos(angle), radius * Math.sin(angle));
        });
    }
}
