package org.flitlab.topology;

import java.util.Objects;

/**
 * One switch or host of a {@link Topology}. {@code id} is the node's index in its topology: switches are
 * numbered 0..S-1 and hosts S..S+H-1, so per-switch and per-host state fits in plain arrays.
 *
 * @param id        index of the node in its topology
 * @param kind      switch or host
 * @param name      a human-readable name, unique in the topology ("s3", "h12", "server0")
 * @param portLimit the most ports the node may use (AN1 12, Myrinet 8, C104 32); {@link #UNLIMITED} if none
 * @param role      client or server; meaningful for hosts only
 */
public record Node(int id, NodeKind kind, String name, int portLimit, HostRole role) {
    /** Port limit of a node whose ports are not limited. */
    public static final int UNLIMITED = Integer.MAX_VALUE;

    public Node {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(role, "role");
        if (portLimit < 1) {
            throw new IllegalArgumentException("portLimit of node '" + name + "' is " + portLimit + "; it must be at least 1");
        }
    }

    public boolean isSwitch() {
        return kind == NodeKind.SWITCH;
    }

    public boolean isHost() {
        return kind == NodeKind.HOST;
    }

    public boolean isServer() {
        return kind == NodeKind.HOST && role == HostRole.SERVER;
    }
}
