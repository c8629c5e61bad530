package org.flitlab.topology.fattree;

import org.flitlab.topology.CommonParams;
import org.flitlab.topology.HostFan;
import org.flitlab.topology.HostRole;
import org.flitlab.topology.LayoutHint;
import org.flitlab.topology.Topology;
import org.flitlab.topology.TopologyBuilder;

/**
 * A k-ary n-tree (family id {@value #FAMILY}; Petrini and Vanneschi's fat tree, not from the seed studies): n levels
 * of {@code k^(n-1)} switches and {@code k^n} hosts. Number the switches of each level by (n-1)-digit words in base
 * k; switch w of level l (level 0 holds the hosts, level n-1 is the top) is linked to the k switches of level l+1
 * whose words differ from w in digit l only (digit 0 the least significant). Every switch has k ports down and,
 * below the top, k up: 2k ports, the top k. Any two hosts are joined by shortest paths that climb to the level of
 * their highest differing digit and come down, so the tree has full bisection bandwidth.
 *
 * <p>Ids: level by level from the hosts' level, switch w of level l is {@code l*k^(n-1) + w} ("l&lt;l&gt;s&lt;w&gt;").
 * Host i ("h&lt;i&gt;") is on port {@code i mod k} of level-0 switch {@code i div k}. Ports: down ports 0..k-1 (port j
 * of a switch on level l &gt; 0 leads to the switch whose digit l-1 is j), then up ports k..2k-1 (port k+j to the
 * switch whose digit l is j). Layout: the top level on top, the hosts in a row under their switches. Stateless;
 * thread-safe.
 */
public final class FatTreeTopology {
    /** Catalogue id, written into scenario files; never renamed. */
    public static final String FAMILY = "fat-tree";

    private FatTreeTopology() {
    }

    /**
     * The parameters of a k-ary n-tree. The constructor checks every value.
     *
     * @param arity          k, from 2 to 64
     * @param levels         n, from 1 to 12, with {@code k^n} at most {@link CommonParams#MAX_HOSTS}
     *                       and {@code n k^(n-1)} switches at most {@link CommonParams#MAX_SWITCHES}
     * @param linkDelayTicks propagation delay of every link, at least 1 tick
     * @param portLimit      the most ports a switch may use (2k are needed); 0 for unlimited
     */
    public record Params(int arity, int levels, int linkDelayTicks, int portLimit) {
        public Params {
            CommonParams.checkRange("arity", arity, 2, 64);
            CommonParams.checkRange("levels", levels, 1, 12);
            if (Math.pow(arity, levels) > CommonParams.MAX_HOSTS) {
                throw new IllegalArgumentException("arity^levels is " + arity + "^" + levels + " hosts; at most "
                        + CommonParams.MAX_HOSTS + " are allowed");
            }
            // Checked before anything is built, so that a tree too large to simulate is refused at once.
            double switches = levels * Math.pow(arity, levels - 1);
            if (switches > CommonParams.MAX_SWITCHES) {
                throw new IllegalArgumentException("levels x arity^(levels-1) is " + levels + " x " + arity + "^"
                        + (levels - 1) + " = " + (long) switches + " switches; at most " + CommonParams.MAX_SWITCHES
                        + " are allowed");
            }
            CommonParams.checkLinkDelay(linkDelayTicks);
            CommonParams.checkPortLimit(portLimit);
        }

        /** Switches on each level: k^(n-1). */
        public int switchesPerLevel() {
            return (int) Math.pow(arity, levels - 1);
        }

        /** Hosts: k^n. */
        public int hosts() {
            return switchesPerLevel() * arity;
        }
    }

    /** A 4-ary 3-tree: 48 switches of 8 ports, 64 hosts, unit delay. */
    public static Params defaults() {
        return new Params(4, 3, 1, 0);
    }

    /** Builds the tree; fails if a switch needs more ports than {@code p.portLimit()}. */
    public static Topology build(Params p) {
        int limit = CommonParams.switchPortLimit(p.portLimit());
        int k = p.arity();
        int perLevel = p.switchesPerLevel();
        double spacing = Math.max(2.0, HostFan.LINE_SPACING * (k + 1));
        TopologyBuilder b = new TopologyBuilder(FAMILY).defaultDelayTicks(p.linkDelayTicks());
        for (int l = 0; l < p.levels(); l++) {
            for (int w = 0; w < perLevel; w++) {
                b.layout(b.addSwitch("l" + l + "s" + w, limit), (w + 0.5) * spacing, (p.levels() - 1 - l) * 3.0);
            }
        }
        for (int h = 0; h < p.hosts(); h++) {
            int handle = b.addHost("h" + h, HostRole.CLIENT);
            b.connect(handle, h / k);
            LayoutHint at = HostFan.row(new LayoutHint((h / k + 0.5) * spacing, (p.levels() - 1) * 3.0), h % k, k, 1.2);
            b.layout(handle, at.x(), at.y());
        }
        int stride = 1;
        for (int l = 0; l + 1 < p.levels(); l++) {
            for (int w = 0; w < perLevel; w++) {
                int digit = w / stride % k;
                for (int j = 0; j < k; j++) {
                    b.connect(l * perLevel + w, (l + 1) * perLevel + w + (j - digit) * stride);
                }
            }
            stride *= k;
        }
        return b.build();
    }
}
