package org.flitlab.traffic;

import java.util.Objects;
import java.util.Optional;
import java.util.SplittableRandom;
import org.flitlab.topology.HostRole;
import org.flitlab.topology.Topology;

/**
 * Client/server traffic from the AN1 study (Owicki &amp; Karlin): a client sends to a server drawn uniformly from
 * the servers, and a server sends to a client drawn uniformly from the clients; clients never talk to clients nor
 * servers to servers. Roles come from the topology ({@link HostRole}, {@link Topology#serverHosts()}); it needs at
 * least one client and one server. The factory and its patterns are immutable and thread-safe.
 */
public final class ClientServerPattern implements DestinationPatternFactory {
    /** Stable catalogue id. */
    public static final String ID = "client-server";
    /** Name for menus. */
    public static final String DISPLAY_NAME = "Client/server";

    /** Client/server traffic has no parameters; the roles are part of the topology. */
    public record Params() {
    }

    public ClientServerPattern() {
        this(new Params());
    }

    public ClientServerPattern(Params params) {
        Objects.requireNonNull(params, "params");
    }

    @Override
    public Optional<String> supports(Topology topology) {
        int servers = topology.serverHosts().length;
        int clients = topology.clientHosts().length;
        if (servers == 0 || clients == 0) {
            return Optional.of("client/server traffic needs at least one client and one server; this topology has "
                    + clients + " clients and " + servers + " servers");
        }
        return Optional.empty();
    }

    @Override
    public DestinationPattern create(Topology topology) {
        TopologyRequirements.orThrow(supports(topology));
        int[] servers = topology.serverHosts();
        int[] clients = topology.clientHosts();
        boolean[] isServer = new boolean[topology.hostCount()];
        for (int s : servers) {
            isServer[s] = true;
        }
        DestinationPattern draw = (int source, SplittableRandom random) -> {
            int[] peers = isServer[source] ? clients : servers;
            return peers[random.nextInt(peers.length)];
        };
        int hosts = topology.hostCount();
        return new ExactPattern(draw, source -> ExactPattern.even(hosts, isServer[source] ? clients : servers));
    }
}
