package org.flitlab.network;

import java.util.Objects;

/** The engine's side of {@link EndToEnd.Hosts}: creates packets at hosts and restarts blocked ones. */
final class EndToEndHosts implements EndToEnd.Hosts {
    private final Network net;

    EndToEndHosts(Network net) {
        this.net = net;
    }

    @Override
    public Packet create(int sourceHost, int destinationHost, int lengthFlits, long tick) {
        checkHost("sourceHost", sourceHost);
        checkHost("destinationHost", destinationHost);
        if (lengthFlits < 1) {
            throw new IllegalArgumentException("lengthFlits is " + lengthFlits + "; it must be at least 1");
        }
        return net.injection.enqueue(net.hosts[sourceHost], destinationHost, lengthFlits, Math.max(tick, 0), true);
    }

    @Override
    public void at(long tick, Runnable action) {
        Objects.requireNonNull(action, "action");
        net.scheduler.schedule(Math.max(tick, net.scheduler.now()), t -> action.run());
    }

    @Override
    public void retry(int host, long tick) {
        checkHost("host", host);
        HostInterface h = net.hosts[host];
        if (h.sending == null) {
            net.injection.startNextPacket(h, Math.max(tick, 0));
        }
    }

    @Override
    public int hostIndex(int node) {
        return net.topology().hostIndex(node);
    }

    @Override
    public int hostCount() {
        return net.hosts.length;
    }

    private void checkHost(String name, int host) {
        if (host < 0 || host >= net.hosts.length) {
            throw new IllegalArgumentException(name + " is " + host + "; it must be from 0 to " + (net.hosts.length - 1));
        }
    }
}
