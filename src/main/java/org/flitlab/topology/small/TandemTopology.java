package org.flitlab.topology.small;

import java.util.List;
import org.flitlab.topology.CommonParams;
import org.flitlab.topology.FlowSpec;
import org.flitlab.topology.Topology;

/**
 * The tandem of AN1's Figure 7 (family id {@value #FAMILY}; Owicki &amp; Karlin, 3.3, Tables 2 and 3): switches in a
 * line, two sources s1 and s2 and one destination d, all traffic going to d. The paper gives the hop count h = 5
 * (store-and-forward latency exceeds cut-through by about h times the packet time), which is the number of switches
 * that store a packet on its way, so the default line has 5 switches. Figure 7 is lost; the paper's single h for
 * both sources says both have 5 switches to cross, so by default s2 sits with s1 on the first switch
 * ({@code secondSourceSwitch = 0}); moving it down the line is a parameter.
 *
 * <p>Ids: switch {@code i} is "sw&lt;i&gt;" from the sources' end; hosts s1 (host 0, on sw0), s2 (host 1) and d
 * (host 2, on the last switch). {@link #flows} gives the two flows "s1-d" and "s2-d". Layout: the switches in a row,
 * the sources at the left end, d at the right. Stateless; thread-safe.
 */
public final class TandemTopology {
    /** Catalogue id, written into scenario files; never renamed. */
    public static final String FAMILY = "tandem";

    private TandemTopology() {
    }

    /**
     * The parameters of a tandem. The constructor checks every value.
     *
     * @param switches           switches in the line, from 1 to 1024
     * @param secondSourceSwitch the switch s2 is on, from 0 to {@code switches - 1}
     * @param linkDelayTicks     propagation delay of every link, at least 1 tick
     * @param portLimit          the most ports a switch may use (AN1: 12); 0 for unlimited
     */
    public record Params(int switches, int secondSourceSwitch, int linkDelayTicks, int portLimit) {
        public Params {
            CommonParams.checkRange("switches", switches, 1, 1024);
            CommonParams.checkRange("secondSourceSwitch", secondSourceSwitch, 0, switches - 1);
            CommonParams.checkLinkDelay(linkDelayTicks);
            CommonParams.checkPortLimit(portLimit);
        }
    }

    /** Figure 7: 5 switches, s1 and s2 on the first, 12-port switches, unit delay. */
    public static Params defaults() {
        return new Params(5, 0, 1, 12);
    }

    /** Builds the tandem. */
    public static Topology build(Params p) {
        SmallNetwork n = new SmallNetwork(FAMILY, p.linkDelayTicks(), p.portLimit());
        for (int i = 0; i < p.switches(); i++) {
            n.switchAt("sw" + i, 2.0 * i, 0);
            if (i > 0) {
                n.link("sw" + (i - 1), "sw" + i);
            }
        }
        int second = p.secondSourceSwitch();
        n.client("s1", "sw0", -1.2, -0.8);
        n.client("s2", "sw" + second, second == 0 ? -1.2 : 2.0 * second, second == 0 ? 0.8 : 1.2);
        n.client("d", "sw" + (p.switches() - 1), 2.0 * (p.switches() - 1) + 1.2, 0);
        return n.build();
    }

    /** The paper's flows on a tandem built by {@link #build}: s1 to d and s2 to d. */
    public static List<FlowSpec> flows(Topology t) {
        return List.of(FlowSpec.between(t, "s1-d", "s1", "d"), FlowSpec.between(t, "s2-d", "s2", "d"));
    }
}
