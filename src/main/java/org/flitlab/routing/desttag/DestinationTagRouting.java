package org.flitlab.routing.desttag;

import org.flitlab.routing.RouteCandidates;
import org.flitlab.routing.RoutedPacket;
import org.flitlab.routing.RoutingAlgorithm;
import org.flitlab.topology.Topology;

/**
 * Destination-tag routing on a k-ary n-fly (model.md, Routing; BookSim's {@code dest_tag_fly}): a router of stage
 * s sends the packet out on output {@code digit_(n-1-s)(d)}, the base-k digit of the destination terminal d of
 * weight {@code k^(n-1-s)}, so the first stage takes the most significant digit and the last stage the least
 * significant, which leads to terminal d. In FlitLab's butterfly the last stage's output is the return link to the
 * first-stage router of d, which then ejects (see {@code FlyTopology}); with one stage the router ejects at once.
 * One path per pair, every virtual channel permitted; the butterfly has no cycles of channels, so it cannot
 * deadlock. Immutable and thread-safe.
 */
public final class DestinationTagRouting implements RoutingAlgorithm {
    private final Topology topology;
    private final int k;
    private final int stages;
    private final int perStage;
    /** weight[s] = k^(n-1-s). */
    private final int[] weight;
    private final int lastVc;

    /**
     * @param arity  k
     * @param stages n
     */
    DestinationTagRouting(Topology topology, int arity, int stages, int virtualChannels) {
        if (virtualChannels < 1) {
            throw new IllegalArgumentException("virtualChannels is " + virtualChannels + "; it must be at least 1");
        }
        this.topology = topology;
        this.k = arity;
        this.stages = stages;
        this.perStage = topology.switchCount() / stages;
        this.weight = new int[stages];
        int w = 1;
        for (int s = stages - 1; s >= 0; s--) {
            weight[s] = w;
            w *= arity;
        }
        this.lastVc = virtualChannels - 1;
    }

    /** Tabled: of an arrival, only whether it came back to a first-stage router by a return link. */
    @Override
    public int inputClasses() {
        return 2;
    }

    @Override
    public int inputClass(int node, int inPort, int inVc) {
        return stages > 1 && node / perStage == 0 && inPort >= 2 * k ? 1 : 0;
    }

    @Override
    public void route(int node, int inPort, int inVc, RoutedPacket packet, RouteCandidates out) {
        if (!topology.isSwitch(node)) {
            out.addAllVcs(0, 0, lastVc);
            return;
        }
        int d = topology.hostIndex(packet.destinationNode());
        int stage = node / perStage;
        boolean returned = stages == 1 || (stage == 0 && inPort >= 2 * k);
        out.addAllVcs(returned ? d % k : k + d / weight[stage] % k, 0, lastVc);
    }
}
