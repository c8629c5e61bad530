package org.flitlab.topology.small;

import java.util.ArrayList;
import java.util.List;
import org.flitlab.topology.CommonParams;
import org.flitlab.topology.FlowSpec;
import org.flitlab.topology.Topology;

/**
 * The parallel lines with cross traffic of AN1's Figure 9 (family id {@value #FAMILY}; Owicki &amp; Karlin, 3.4,
 * Table 4): two lines of switches that merge into switch 9, whose link to switch 10 is the bottleneck. Bursts go
 * from s1 to d1 and from s2 to d2; cross traffic goes from A_i to B_i, B_i to C_i and C_i to D_i along line i.
 *
 * <p>Figure 9 is lost; the text fixes the numbers: stop signals go from 9 to 7 and 8, then to 5 and 6, then on to
 * the sources, so line 1 is switches 1, 3, 5, 7 and line 2 is 2, 4, 6, 8 (odd and even), and the cross-traffic
 * hosts A, B, C, D sit on consecutive switches of a line so that each cross flow crosses one link the bursts also
 * use, C_i to D_i the one nearest the bottleneck (Table 4: it is delayed first, at window 2, A_i to B_i last). s_i
 * sits on the first switch of its line with A_i, and d1, d2 on switch 10. The line length is a parameter
 * ({@code lineLength} switches per line, cross hosts lettered from A); the paper's is 4.
 *
 * <p>Ids: switch "sw&lt;n&gt;" with the paper's number n has id n-1 (position p of line i is number 2p+i; the merge
 * switch is 2*lineLength+1, the last 2*lineLength+2). Hosts in order: s1, s2, then line 1's letters A1, B1, ...,
 * then line 2's, then d1, d2. {@link #flows} names the flows "burst1", "burst2" and "A1-B1" and so on. Layout: line 1
 * above line 2, merging to the right. Stateless; thread-safe.
 */
public final class ParallelLinesTopology {
    /** Catalogue id, written into scenario files; never renamed. */
    public static final String FAMILY = "parallel-lines";

    private ParallelLinesTopology() {
    }

    /**
     * The parameters of the parallel lines. The constructor checks every value.
     *
     * @param lineLength     switches in each line before the merge switch, from 2 to 26 (one letter each)
     * @param linkDelayTicks propagation delay of every link, at least 1 tick
     * @param portLimit      the most ports a switch may use (AN1: 12); 0 for unlimited
     */
    public record Params(int lineLength, int linkDelayTicks, int portLimit) {
        public Params {
            CommonParams.checkRange("lineLength", lineLength, 2, 26);
            CommonParams.checkLinkDelay(linkDelayTicks);
            CommonParams.checkPortLimit(portLimit);
        }
    }

    /** Figure 9: lines of 4 switches (1-3-5-7 and 2-4-6-8) into 9 and 10, 12-port switches, unit delay. */
    public static Params defaults() {
        return new Params(4, 1, 12);
    }

    /** Builds the network. */
    public static Topology build(Params p) {
        int len = p.lineLength();
        SmallNetwork n = new SmallNetwork(FAMILY, p.linkDelayTicks(), p.portLimit());
        for (int number = 1; number <= 2 * len; number++) {
            int line = number % 2 == 1 ? 1 : 2;
            n.switchAt("sw" + number, 2.0 * ((number - 1) / 2), line == 1 ? 0 : 4);
        }
        String merge = "sw" + (2 * len + 1);
        String last = "sw" + (2 * len + 2);
        n.switchAt(merge, 2.0 * len, 2).switchAt(last, 2.0 * len + 2, 2);
        for (int number = 1; number <= 2 * len; number++) {
            n.link("sw" + number, number + 2 <= 2 * len ? "sw" + (number + 2) : merge);
        }
        n.link(merge, last);
        n.client("s1", "sw1", -1.2, -0.6).client("s2", "sw2", -1.2, 4.6);
        for (int line = 1; line <= 2; line++) {
            for (int pos = 0; pos < len; pos++) {
                n.client(letter(pos) + line, "sw" + (2 * pos + line), 2.0 * pos + (pos == 0 ? -0.4 : 0),
                        line == 1 ? -1.2 : 5.2);
            }
        }
        n.client("d1", last, 2.0 * len + 3.2, 1.4).client("d2", last, 2.0 * len + 3.2, 2.6);
        return n.build();
    }

    /** The bursts "burst1" (s1 to d1) and "burst2" (s2 to d2), then the cross traffic of line 1 and of line 2. */
    public static List<FlowSpec> flows(Topology t) {
        List<FlowSpec> flows = new ArrayList<>();
        flows.add(FlowSpec.between(t, "burst1", "s1", "d1"));
        flows.add(FlowSpec.between(t, "burst2", "s2", "d2"));
        int len = (t.switchCount() - 2) / 2;
        for (int line = 1; line <= 2; line++) {
            for (int pos = 0; pos + 1 < len; pos++) {
                String from = letter(pos) + line;
                String to = letter(pos + 1) + line;
                flows.add(FlowSpec.between(t, from + "-" + to, from, to));
            }
        }
        return flows;
    }

    private static String letter(int position) {
        return String.valueOf((char) ('A' + position));
    }
}
