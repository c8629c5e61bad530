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
 * least one client and one server.
 *
 * <p>Servers generate packets of their own at {@code serverRate} times the clients' per-host rate: each arrival of a
 * server is kept with that probability (thinning, so Poisson arrivals stay Poisson at the lower rate), and with 0 a
 * server generates nothing of its own and only answers requests when the request/response scheme runs (AN1's
 * servers "answer"; issue 18). The factory and its patterns are immutable and thread-safe.
 */
public final class ClientServerPattern implements DestinationPatternFactory {
    /** Stable catalogue id. */
    public static final String ID = "client-server";
    /** Name for menus. */
    public static final String DISPLAY_NAME = "Client/server";

    /**
     * The roles are part of the topology.
     *
     * @param serverRate servers' own packets per client packet at the same offered load, in [0, 1] (1: the same
     *                   per-host rate, the default; 0: servers send only responses)
     */
    public record Params(double serverRate) {
        public Params {
            if (!(serverRate >= 0 && serverRate <= 1)) {
                throw new IllegalArgumentException("serverRate is " + serverRate + "; it must be in [0, 1] (a server's"
                        + " own packets per client packet)");
            }
        }

        /** Servers at the clients' rate. */
        public Params() {
            this(1);
        }
    }

    private final double serverRate;

    public ClientServerPattern() {
        this(new Params());
    }

    public ClientServerPattern(Params params) {
        this.serverRate = Objects.requireNonNull(params, "params").serverRate();
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
        double rate = serverRate;
        DestinationPattern draw = new DestinationPattern() {
            @Override
            public int destination(int source, SplittableRandom random) {
                // rate 1 draws nothing extra, so runs without a server rate keep their random streams
                if (isServer[source] && rate < 1 && random.nextDouble() >= rate) {
                    return -1;
                }
                int[] peers = isServer[source] ? clients : servers;
                return peers[random.nextInt(peers.length)];
            }

            @Override
            public boolean sends(int source) {
                return !isServer[source] || rate > 0;
            }
        };
        int hosts = topology.hostCount();
        return new ExactPattern(draw, source -> isServer[source]
                ? scaled(ExactPattern.even(hosts, clients), rate) : ExactPattern.even(hosts, servers));
    }

    private static double[] scaled(double[] row, double factor) {
        for (int i = 0; i < row.length; i++) {
            row[i] *= factor;
        }
        return row;
    }
}
