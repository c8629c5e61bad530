package org.flitlab.routing;

import java.util.Arrays;

/**
 * The (output port, virtual channel) pairs a routing algorithm permits for a packet at a node, in order
 * of preference. A reusable buffer: the engine clears and refills one per routing decision, so routing
 * allocates nothing per packet. Not thread-safe.
 */
public final class RouteCandidates {
    private int[] ports = new int[16];
    private int[] vcs = new int[16];
    private int size;

    public void clear() {
        size = 0;
    }

    /** Adds a permitted (port, virtual channel) pair; duplicates are ignored. */
    public void add(int port, int vc) {
        for (int i = 0; i < size; i++) {
            if (ports[i] == port && vcs[i] == vc) {
                return;
            }
        }
        if (size == ports.length) {
            ports = Arrays.copyOf(ports, size * 2);
            vcs = Arrays.copyOf(vcs, size * 2);
        }
        ports[size] = port;
        vcs[size] = vc;
        size++;
    }

    /** Adds {@code port} with every virtual channel in [firstVc, lastVc]. */
    public void addAllVcs(int port, int firstVc, int lastVc) {
        for (int v = firstVc; v <= lastVc; v++) {
            add(port, v);
        }
    }

    public int size() {
        return size;
    }

    public boolean isEmpty() {
        return size == 0;
    }

    public int port(int i) {
        return ports[i];
    }

    public int vc(int i) {
        return vcs[i];
    }

    @Override
    public String toString() {
        StringBuilder b = new StringBuilder("[");
        for (int i = 0; i < size; i++) {
            b.append(i == 0 ? "" : ", ").append(ports[i]).append('/').append(vcs[i]);
        }
        return b.append(']').toString();
    }
}
