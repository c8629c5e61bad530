package org.flitlab.topology.multistage;

import java.util.Arrays;
import java.util.stream.IntStream;
import org.flitlab.topology.CommonParams;
import org.flitlab.topology.HostFan;
import org.flitlab.topology.HostRole;
import org.flitlab.topology.LayoutHint;
import org.flitlab.topology.Topology;
import org.flitlab.topology.TopologyBuilder;

/**
 * The C104 indirect multistage networks (family id {@value #FAMILY}; Performance of C104 Networks, 7.2 and 7.3.3,
 * Figures 7.1-7.4, whose drawings are lost), built from 32-port routers. Every left-hand switch has
 * {@value #TERMINALS_PER_LEFT} terminals and {@value #TERMINALS_PER_LEFT} links to the right.
 *
 * <p>Up to 512 terminals the network has two columns: {@code L = terminals/16} left-hand switches and {@code L/2}
 * right-hand switches, each left switch linked to every right switch by {@code 32/L} parallel links, so that a
 * right switch uses all 32 ports: 64 terminals give 4 left and 2 right switches with 8 parallel links ("eight links
 * for each one shown", Figure 7.2), 256 give 16 and 8 with 2 (Figure 7.3), 512 give 32 and 16 with 1 (Figure 7.1).
 * A right switch would need 64 ports at 1024 terminals, so there each of the 16 centre-stage switches is itself a
 * 64-way network (Figure 7.4): 4 middle switches facing the 64 left switches, 2 right switches behind them, 8
 * parallel links between each middle and each right switch. Left switch {@code i} sends its uplink {@code u} to
 * middle switch {@code i div 16} of centre network {@code u}: 160 switches and 3072 links (terminal links included) in all.
 * {@code centreNetworks} 8 builds the other reading of "a 64-way network for each of the center stage switches" (7.3.3):
 * the 256-way network's eight centre-stage switches, each a 64-way network, so a left switch has 8 uplinks (one into
 * each) and 8 idle ports: 112 switches, half the links between the stages (issue 18, docs/reproductions.md).
 *
 * <p>Terminal {@code t} is host index {@code t}, "t&lt;t&gt;", on port {@code t mod 16} of left switch
 * {@code t div 16}; a left switch's ports 16-31 are its uplinks in order. Switch ids: left switches first, then the
 * middle switches (network k's {@code m}-th is {@code L + 4k + m}), then the right-hand switches; see
 * {@link #stages}. Universal routing picks a random right-hand switch, and the systematic pattern adds a constant to
 * the terminal number so that every packet passes one right-hand switch: both use {@link Stages#rightSwitches()}.
 *
 * <p>Layout: columns from left to right, terminals in a column to the left of their switch. Stateless; thread-safe.
 */
public final class C104MinTopology {
    /** Catalogue id, written into scenario files; never renamed. */
    public static final String FAMILY = "c104-min";
    /** Terminals (and uplinks) on every left-hand switch. */
    public static final int TERMINALS_PER_LEFT = 16;
    /** C104 routers have 32 ports. */
    public static final int C104_PORTS = 32;
    /** The sizes this generator builds. */
    private static final int[] SIZES = {32, 64, 128, 256, 512, 1024};
    /** Terminals of each centre-stage network of the three-stage (1024-way) network. */
    private static final int CENTRE_NETWORK_TERMINALS = 64;
    private static final double ROW = 2.0;
    private static final double COLUMN = 8.0;

    private C104MinTopology() {
    }

    /**
     * The parameters of a C104 multistage network. The constructor checks every value.
     *
     * @param terminals      32, 64, 128, 256, 512 or 1024 (the study uses 64, 256 and 1024)
     * @param linkDelayTicks propagation delay of every link, at least 1 tick
     * @param portLimit      the most ports a switch may use (C104: 32, which every switch uses exactly but the
     *                       left switches with 8 centre networks, which use 24); 0 for unlimited
     * @param centreNetworks the 64-way centre networks of the 1024-terminal network: 16 (one per uplink of a left
     *                       switch) or 8 (the 256-way network's centre stage, 8 uplinks per left switch); the smaller
     *                       networks have none and do not use it
     */
    public record Params(int terminals, int linkDelayTicks, int portLimit, int centreNetworks) {
        public Params {
            if (Arrays.stream(SIZES).noneMatch(s -> s == terminals)) {
                throw new IllegalArgumentException("terminals is " + terminals + "; it must be one of "
                        + Arrays.toString(SIZES));
            }
            CommonParams.checkLinkDelay(linkDelayTicks);
            CommonParams.checkPortLimit(portLimit);
            if (centreNetworks != TERMINALS_PER_LEFT && centreNetworks != TERMINALS_PER_LEFT / 2) {
                throw new IllegalArgumentException("centreNetworks is " + centreNetworks + "; it must be 16 (one per"
                        + " uplink of a left switch) or 8 (the 256-way network's centre stage)");
            }
        }

        /** The study's networks: sixteen centre networks at 1024 terminals. */
        public Params(int terminals, int linkDelayTicks, int portLimit) {
            this(terminals, linkDelayTicks, portLimit, TERMINALS_PER_LEFT);
        }

        /** Left-hand switches: terminals / 16. */
        public int leftSwitches() {
            return terminals / TERMINALS_PER_LEFT;
        }

        /** Whether the centre stage is made of 64-way networks (1024 terminals). */
        public boolean threeStage() {
            return terminals > 512;
        }
    }

    /**
     * The switch ids of each stage.
     *
     * @param leftSwitches   the switches with terminals, left switch {@code i} at index i
     * @param middleSwitches the left columns of the centre-stage networks (empty below 1024 terminals)
     * @param rightSwitches  the right-hand ("centre") switches through which every packet between different left
     *                       switches turns back
     * @param centreNetworks how many centre-stage networks there are (1 below 1024 terminals: the right column)
     */
    public record Stages(int[] leftSwitches, int[] middleSwitches, int[] rightSwitches, int centreNetworks) {
        public Stages {
            leftSwitches = leftSwitches.clone();
            middleSwitches = middleSwitches.clone();
            rightSwitches = rightSwitches.clone();
        }

        @Override
        public int[] leftSwitches() {
            return leftSwitches.clone();
        }

        @Override
        public int[] middleSwitches() {
            return middleSwitches.clone();
        }

        @Override
        public int[] rightSwitches() {
            return rightSwitches.clone();
        }

        /** The right-hand switches of centre network {@code k} (all of them below 1024 terminals). */
        public int[] rightSwitchesOf(int k) {
            int per = rightSwitches.length / centreNetworks;
            return Arrays.copyOfRange(rightSwitches, k * per, (k + 1) * per);
        }
    }

    /** The 64-terminal network of Figure 7.2, unit delay, 32-port routers. */
    public static Params defaults() {
        return new Params(64, 1, C104_PORTS);
    }

    /** The switch ids of each stage of the network {@code p} builds. */
    public static Stages stages(Params p) {
        int left = p.leftSwitches();
        if (!p.threeStage()) {
            return new Stages(IntStream.range(0, left).toArray(), new int[0],
                    IntStream.range(left, left + left / 2).toArray(), 1);
        }
        int networks = p.centreNetworks();
        int middles = networks * CENTRE_NETWORK_TERMINALS / TERMINALS_PER_LEFT;
        int rights = networks * CENTRE_NETWORK_TERMINALS / TERMINALS_PER_LEFT / 2;
        return new Stages(IntStream.range(0, left).toArray(), IntStream.range(left, left + middles).toArray(),
                IntStream.range(left + middles, left + middles + rights).toArray(), networks);
    }

    /** The right-hand switches: {@code stages(p).rightSwitches()}. */
    public static int[] centreSwitches(Params p) {
        return stages(p).rightSwitches();
    }

    /** Builds the network; fails if a switch needs more ports than {@code p.portLimit()}. */
    public static Topology build(Params p) {
        int limit = CommonParams.switchPortLimit(p.portLimit());
        Stages st = stages(p);
        TopologyBuilder b = new TopologyBuilder(FAMILY).defaultDelayTicks(p.linkDelayTicks());
        int[][] columns = {st.leftSwitches(), st.middleSwitches(), st.rightSwitches()};
        String[] names = {"left", "middle", "right"};
        double span = st.leftSwitches().length * ROW * 2;
        int column = 0;
        for (int c = 0; c < columns.length; c++) {
            for (int i = 0; i < columns[c].length; i++) {
                b.layout(b.addSwitch(names[c] + i, limit), column * COLUMN, (i + 0.5) * span / columns[c].length);
            }
            column += columns[c].length > 0 ? 1 : 0;
        }
        addTerminals(b, p);
        if (p.threeStage()) {
            wireThreeStage(b, st, p.linkDelayTicks());
        } else {
            wireColumns(b, st.leftSwitches(), st.rightSwitches(), p.linkDelayTicks());
        }
        return b.build();
    }

    private static void addTerminals(TopologyBuilder b, Params p) {
        double span = p.leftSwitches() * ROW * 2;
        for (int t = 0; t < p.terminals(); t++) {
            int sw = t / TERMINALS_PER_LEFT;
            int h = b.addHost("t" + t, HostRole.CLIENT);
            b.connect(h, 0, sw, t % TERMINALS_PER_LEFT, p.linkDelayTicks(), 0);
            LayoutHint at = HostFan.column(new LayoutHint(0, (sw + 0.5) * span / p.leftSwitches()),
                    t % TERMINALS_PER_LEFT, TERMINALS_PER_LEFT, -1.5, 0.24);
            b.layout(h, at.x(), at.y());
        }
    }

    /**
     * Links every switch of {@code left} to every switch of {@code right} by {@code 16/|right|} parallel links: left
     * uplink u (port {@code 16 + u}) goes to right switch {@code u div (16/|right|)}, on that switch's port
     * {@code i * perPair + q} for left index i and parallel link q.
     */
    private static void wireColumns(TopologyBuilder b, int[] left, int[] right, int delay) {
        int perPair = TERMINALS_PER_LEFT / right.length;
        for (int i = 0; i < left.length; i++) {
            for (int u = 0; u < TERMINALS_PER_LEFT; u++) {
                b.connect(left[i], TERMINALS_PER_LEFT + u, right[u / perPair], i * perPair + u % perPair, delay, 0);
            }
        }
    }

    /** Left uplink k goes to centre network k; a middle switch's ports 0-15 face the left, 16-31 its rights. */
    private static void wireThreeStage(TopologyBuilder b, Stages st, int delay) {
        int[] left = st.leftSwitches();
        int[] middle = st.middleSwitches();
        int middlesPerNetwork = middle.length / st.centreNetworks();
        for (int i = 0; i < left.length; i++) {
            for (int k = 0; k < st.centreNetworks(); k++) {
                int m = middle[k * middlesPerNetwork + i / TERMINALS_PER_LEFT];
                b.connect(left[i], TERMINALS_PER_LEFT + k, m, i % TERMINALS_PER_LEFT, delay, 0);
            }
        }
        for (int k = 0; k < st.centreNetworks(); k++) {
            int[] middles = Arrays.copyOfRange(middle, k * middlesPerNetwork, (k + 1) * middlesPerNetwork);
            wireColumns(b, middles, st.rightSwitchesOf(k), delay);
        }
    }
}
