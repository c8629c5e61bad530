package org.flitlab.network;

import org.flitlab.routing.RouteCandidates;

/**
 * Second phase of a tick: heads waiting at switches are offered free outputs (see {@link Switch#allocate}),
 * then timeouts are checked, then hosts with a worm to send ask for their link. A grant ties an output
 * virtual channel to the worm at the front of a lane until its tail has been sent. Owned by the engine thread.
 */
final class Allocation {
    private final Network net;
    private final NetworkConfig config;
    private final RouteCandidates candidates = new RouteCandidates();
    private final Network.GrantSink grantSink = this::grant;

    Allocation(Network net, NetworkConfig config) {
        this.net = net;
        this.config = config;
    }

    void routeHeads(long t) {
        ActiveSet<Switch> routingSwitches = net.routingSwitches;
        int n = routingSwitches.size();
        for (int i = 0; i < n; i++) {
            Switch sw = routingSwitches.get(i);
            if (net.deflection != null) {
                net.deflection.allocate(sw, t);
            } else {
                sw.allocate(t, config.arbitration(), net.routing, net.selection, candidates, net.routingRandom,
                        net.arbitrationRandom, grantSink);
            }
        }
        if (net.recovery != null) {
            net.recovery.check(t);
        }
        routingSwitches.retainIf(sw -> sw.requestCount() > 0, sw -> sw.active = false);
        ActiveSet<HostInterface> routingHosts = net.routingHosts;
        n = routingHosts.size();
        for (int i = 0; i < n; i++) {
            HostInterface host = routingHosts.get(i);
            if (host.injection.readyTick > t) {
                continue;
            }
            host.setNow(t);
            candidates.clear();
            net.routing.route(host.node, -1, -1, host.sending, candidates);
            int choice = net.selection.select(host.node, host.sending, candidates, host, net.routingRandom);
            if (choice >= 0) {
                host.requesting = false;
                grant(host.injection, host.output.vcs[candidates.vc(choice)], t);
            }
        }
        routingHosts.retainIf(h -> h.requesting, h -> { });
    }

    /** Gives {@code vc} to the worm at the front of {@code lane} and puts its channel in the sending set. */
    void grant(Lane lane, VirtualChannel vc, long t) {
        net.freeFlow.release(lane, vc, t);
        if (net.events != null) {
            net.events.granted(lane.frontPacket(), vc, lane.readyTick, t);
        }
        if (net.measuring && lane.queue != null) {
            net.recorder().switchVisits++;
        }
        vc.owner = lane.frontPacket();
        vc.ownerSent = 0;
        vc.source = lane;
        lane.granted = vc;
        lane.requesting = false;
        if (lane.queue != null) {
            lane.queue.grantedLanes++;
        }
        OutputChannel oc = vc.output;
        oc.grantedVcs++;
        oc.wake(t);
        if (!oc.activeSending) {
            oc.activeSending = true;
            net.sendingChannels++;
            net.sending.add(oc.channel);
        }
    }
}
