package org.flitlab.traffic;

import java.util.Objects;
import java.util.Optional;
import java.util.SplittableRandom;
import org.flitlab.topology.Topology;

/**
 * Hot-spot traffic (model.md, Traffic): a packet goes to the hot host with probability {@code fraction}, else to a
 * host drawn uniformly from the other hosts, as in {@link UniformPattern} (the uniform draw may also pick the hot
 * host). So the hot host receives {@code fraction + (1 - fraction) / (H - 1)} of the packets of every other host.
 * The hot host itself cannot send to itself: its packets always go uniformly to the others. Needs at least 2 hosts
 * and a hot host that exists. The factory and its patterns are immutable and thread-safe.
 */
public final class HotSpotPattern implements DestinationPatternFactory {
    /** Stable catalogue id. */
    public static final String ID = "hot-spot";
    /** Name for menus. */
    public static final String DISPLAY_NAME = "Hot spot";

    /**
     * The hot host and how much of each other host's traffic it draws.
     *
     * @param hotHost  the index of the hot host, at least 0 (and below the host count of the topology)
     * @param fraction the probability that a packet goes to the hot host, in [0, 1]
     */
    public record Params(int hotHost, double fraction) {
        public Params {
            if (hotHost < 0) {
                throw new IllegalArgumentException("hotHost is " + hotHost + "; it must be a host index of at least 0");
            }
            if (!(fraction >= 0 && fraction <= 1)) {
                throw new IllegalArgumentException("fraction is " + fraction + "; it must be in [0, 1]");
            }
        }
    }

    private final Params params;

    public HotSpotPattern(Params params) {
        this.params = Objects.requireNonNull(params, "params");
    }

    public Params params() {
        return params;
    }

    @Override
    public Optional<String> supports(Topology topology) {
        Optional<String> hosts = TopologyRequirements.atLeastTwoHosts("hot-spot traffic", topology);
        if (hosts.isPresent()) {
            return hosts;
        }
        int n = topology.hostCount();
        return params.hotHost() < n ? Optional.empty()
                : Optional.of("hot-spot host " + params.hotHost() + " does not exist; this topology has hosts 0.."
                + (n - 1));
    }

    @Override
    public DestinationPattern create(Topology topology) {
        TopologyRequirements.orThrow(supports(topology));
        int hosts = topology.hostCount();
        int hot = params.hotHost();
        double fraction = params.fraction();
        DestinationPattern draw = (int source, SplittableRandom random) -> {
            if (source != hot && random.nextDouble() < fraction) {
                return hot;
            }
            return UniformPattern.otherHost(source, hosts, random);
        };
        return new ExactPattern(draw, source -> {
            double[] row = UniformPattern.shares(hosts, source);
            if (source != hot) {
                for (int h = 0; h < hosts; h++) {
                    row[h] *= 1 - fraction;
                }
                row[hot] += fraction;
            }
            return row;
        });
    }
}
