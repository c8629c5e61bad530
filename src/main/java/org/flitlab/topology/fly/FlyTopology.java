package org.flitlab.topology.fly;

import org.flitlab.topology.CommonParams;
import org.flitlab.topology.HostFan;
import org.flitlab.topology.HostRole;
import org.flitlab.topology.LayoutHint;
import org.flitlab.topology.Topology;
import org.flitlab.topology.TopologyBuilder;

/**
 * The k-ary n-fly (butterfly; family id {@value #FAMILY}), wired as BookSim's {@code fly} (KNFly): {@code k^n}
 * terminals and n stages of {@code k^(n-1)} k x k routers. Router a of stage s is addressed by n-1 base-k digits.
 * Terminal t enters router {@code t div k} of stage 0 on port {@code t mod k}. Output port p of router a' in stage
 * s leads to router a of stage s+1, where a is a' with its digit of weight {@code k^(n-s-2)} replaced by p, and
 * arrives there on the input port numbered by the replaced digit (BookSim's {@code _InChannel}). Routing by
 * destination tag (see {@code DestinationTagRouting}) then reaches router {@code d div k} of the last stage.
 *
 * <p><b>Departure from BookSim.</b> A FlitLab host has exactly one (two-way) link, to one switch, but a butterfly
 * terminal injects at the first stage and ejects at the last. So every terminal sits on its first-stage router, and
 * output port {@code d mod k} of last-stage router {@code d div k} is a return link to that first-stage router,
 * which ejects to the terminal: per packet one link and one router crossing more than BookSim's fly (n + 2 links,
 * n + 1 router crossings). Channel loads of the butterfly itself are BookSim's; a return link carries what one
 * terminal receives, as its ejection channel does. With n = 1 the single router serves the terminals directly.
 *
 * <p>Ids: switch a of stage s is {@code s * k^(n-1) + a} ("s&lt;s&gt;r&lt;a&gt;"); host t is "h&lt;t&gt;". Ports of a
 * router: 0..k-1 its inputs (hosts on stage 0), k..2k-1 its outputs (output p is port k+p); a first-stage router
 * (n &gt; 1) also has the return links from the last stage on 2k..3k-1 (from last-stage router a, port k+j, to
 * port 2k+j). Stateless; thread-safe.
 */
public final class FlyTopology {
    /** Catalogue id, written into scenario files; never renamed. */
    public static final String FAMILY = "fly";

    private FlyTopology() {
    }

    /**
     * The parameters of a k-ary n-fly. The constructor checks every value.
     *
     * @param arity          k, from 2 to 64 (BookSim's {@code k})
     * @param stages         n, from 1 to 12 (BookSim's {@code n}), with {@code k^n} at most
     *                       {@link CommonParams#MAX_HOSTS}
     * @param linkDelayTicks propagation delay of every link, at least 1 tick
     * @param portLimit      the most ports a switch may use (3k are needed on the first stage); 0 for unlimited
     */
    public record Params(int arity, int stages, int linkDelayTicks, int portLimit) {
        public Params {
            CommonParams.checkRange("arity", arity, 2, 64);
            CommonParams.checkRange("stages", stages, 1, 12);
            if (Math.pow(arity, stages) > CommonParams.MAX_HOSTS) {
                throw new IllegalArgumentException("arity^stages is " + arity + "^" + stages + " terminals; at most "
                        + CommonParams.MAX_HOSTS + " are allowed");
            }
            CommonParams.checkLinkDelay(linkDelayTicks);
            CommonParams.checkPortLimit(portLimit);
        }

        /** Routers in each stage: k^(n-1). */
        public int routersPerStage() {
            return (int) Math.round(Math.pow(arity, stages - 1));
        }

        /** Terminals: k^n. */
        public int terminals() {
            return routersPerStage() * arity;
        }
    }

    /** A 4-ary 3-fly: 64 terminals, 3 stages of 16 routers, unit delay. */
    public static Params defaults() {
        return new Params(4, 3, 1, 0);
    }

    /** Builds the butterfly; fails if a router needs more ports than {@code p.portLimit()}. */
    public static Topology build(Params p) {
        int limit = CommonParams.switchPortLimit(p.portLimit());
        int k = p.arity();
        int n = p.stages();
        int per = p.routersPerStage();
        double spacing = Math.max(2.0, HostFan.LINE_SPACING * (k + 1));
        TopologyBuilder b = new TopologyBuilder(FAMILY).defaultDelayTicks(p.linkDelayTicks());
        for (int s = 0; s < n; s++) {
            for (int a = 0; a < per; a++) {
                b.layout(b.addSwitch("s" + s + "r" + a, limit), 1.5 + s * 3.0, (a + 0.5) * spacing);
            }
        }
        for (int t = 0; t < p.terminals(); t++) {
            int handle = b.addHost("h" + t, HostRole.CLIENT);
            b.connect(handle, 0, t / k, t % k, p.linkDelayTicks(), 0);
            LayoutHint at = HostFan.column(new LayoutHint(1.5, (t / k + 0.5) * spacing), t % k, k, -1.2, HostFan.LINE_SPACING);
            b.layout(handle, at.x(), at.y());
        }
        for (int s = 0; s + 1 < n; s++) {
            int shift = (int) Math.round(Math.pow(k, n - s - 2));
            for (int a = 0; a < per; a++) {
                int digit = a / shift % k;
                for (int port = 0; port < k; port++) {
                    int next = a + (port - digit) * shift;
                    b.connect(s * per + a, k + port, (s + 1) * per + next, digit, p.linkDelayTicks(), 0);
                }
            }
        }
        if (n > 1) {
            for (int a = 0; a < per; a++) {
                for (int j = 0; j < k; j++) {
                    b.connect((n - 1) * per + a, k + j, a, 2 * k + j, p.linkDelayTicks(), 0);
                }
            }
        }
        return b.build();
    }
}
