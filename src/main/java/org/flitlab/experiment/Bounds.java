package org.flitlab.experiment;

import java.util.Arrays;
import java.util.Objects;
import java.util.SplittableRandom;
import org.flitlab.routing.ChannelLoadBound;
import org.flitlab.routing.ChannelLoads;
import org.flitlab.routing.ProbePacket;
import org.flitlab.routing.RoutingAlgorithm;
import org.flitlab.scenario.ScenarioAssembly;
import org.flitlab.topology.Topology;
import org.flitlab.traffic.DestinationPattern;
import org.flitlab.traffic.PermutationPattern;

/**
 * Computes the zero-load latency and the channel-load bound on throughput that the latency-vs-load chart draws
 * (model.md, "Bounds drawn with the results"). Stateless; calls may run in parallel, each with its own
 * random stream.
 *
 * <p><b>Traffic matrix.</b> {@code traffic[i][j]} is the fraction of sending host i's flits that go to host j,
 * so every row of a sending host sums to 1 (1 flit per tick offered per sending host) and a host that does not
 * send ({@link DestinationPattern#sends} false) has a row of zeros. A pattern with a closed form
 * ({@link DestinationPattern#exactShares}: uniform with or without self-traffic, hot spot, client/server, given
 * flows, every permutation) gives the exact matrix, and {@link Bound#trafficSampled} is false. Any other pattern
 * (uniform distance) is sampled: {@code samplesPerSource} destinations are drawn for every sending host
 * from the given stream, and a draw of -1 (the host sends nothing this time) is left out of its row. Each entry
 * is then a binomial proportion: a channel fed by sources whose packets cross it with probabilities
 * {@code p_i} gets a load with standard deviation {@code sqrt(sum p_i (1 - p_i) / samplesPerSource)}. With the
 * default {@value #SAMPLES_PER_SOURCE} samples and uniform traffic under xy routing, the bisection channels of
 * an 8 x 8 mesh (load 2.03) get 0.0045 (x channels, 4 sources) to 0.006 (y channels, 32 sources) flits per
 * tick, 0.2-0.3%, and those of a 4 x 4 mesh (load 1.07) 0.003 to 0.004, 0.3-0.4%; an ejection channel under
 * uniform traffic (load 1) gets 0.004. The maximum over many equally loaded channels is biased upwards by about
 * two standard deviations, so a sampled throughput bound typically comes out 0.5-1.3% low; the zero-load latency,
 * a mean over all pairs, is far closer. Errors shrink as {@code 1 / sqrt(samplesPerSource)}; drawing costs
 * {@code hosts x samplesPerSource} calls of the pattern (0.1 s for 64 hosts).
 *
 * <p><b>Channel loads</b> come from {@link ChannelLoadBound}: flow follows {@link RoutingAlgorithm#route} and
 * splits equally over the distinct output ports permitted, exact for deterministic routing and the path-spread
 * average for multipath routing. Whether the algorithm's {@link RoutingAlgorithm#prepare} draws random numbers
 * (source routing, Valiant) is detected by calling it for every loaded pair on a fixed stream and checking
 * whether the stream moved; if it did, loads are averaged over {@value #PREPARE_SAMPLES_PER_PAIR} prepares per
 * pair drawn from the given stream.
 *
 * <p><b>Throughput bound</b> = 1 / the largest load on any channel, host channels included: an injection
 * channel carries exactly 1 per unit load, so no bound exceeds 1 flit per tick per host. The reported
 * bottleneck channel is a switch-to-switch channel whenever one is as loaded as the maximum, and a host
 * (injection or ejection) channel only when that is strictly busier (e.g. a hot-spot's ejection channel, or a
 * small torus whose network channels are lightly loaded).
 *
 * <p><b>Zero-load latency</b> is the traffic-weighted mean over source-destination pairs (and over the split
 * paths of multipath routing) of the engine's exact timing for a packet alone in the network (model.md,
 * Network; checked by ZeroLoadLatencyTest): a path of L links with delays {@code d_1..d_L} crosses L - 1
 * switches, so the head arrives after {@code sum d_l + (L - 1) * switchDelay} ticks, and the tail
 * {@code packetFlits - 1} ticks later. With every delay 1 this is model.md's
 * {@code hops x (switchDelay + linkDelay) + packet length}, hops counting the L - 1 switches. Because the
 * formula is linear in the path, its mean is read off the channel loads: {@code sum_c load_c} over the total
 * traffic is the mean number of links, {@code sum_c load_c * d_c} over it the mean total link delay.
 */
public final class Bounds {
    /** Destinations drawn per sending host when the pattern is not a permutation. */
    public static final int SAMPLES_PER_SOURCE = 50_000;
    /** Prepares averaged per source-destination pair when the routing prepares at random. */
    public static final int PREPARE_SAMPLES_PER_PAIR = 32;

    /** Loads within this relative distance of the maximum count as the maximum (exact ties of sums). */
    private static final double TIE = 1e-12;
    private static final long PROBE_SEED = 0x5DEECE66DL;

    private Bounds() {
    }

    /**
     * The bounds of an assembled scenario's base configuration, as every chart draws them (command line and
     * workbench alike): its topology, routing and destinations, its mean packet length rounded to whole flits,
     * its switch delay, destinations drawn from a stream seeded by {@code seed}.
     *
     * @throws IllegalArgumentException if no host sends
     */
    public static Bound of(ScenarioAssembly a, long seed) {
        var workload = a.newWorkload();
        int meanFlits = (int) Math.max(1, Math.round(workload.sizes().meanFlits()));
        return RouterBounds.compute(a.topology(), a.routing(), workload.destinations(), meanFlits,
                a.networkConfig(), new SplittableRandom(seed));
    }

    /**
     * The bounds with {@value #SAMPLES_PER_SOURCE} destination samples per sending host.
     *
     * @param packetFlits      mean packet length in flits, at least 1
     * @param switchDelayTicks the switches' routing delay in ticks, at least 0
     * @param random           draws the destinations and random prepares; advanced by the call
     */
    public static Bound compute(Topology topology, RoutingAlgorithm routing, DestinationPattern pattern,
                                int packetFlits, int switchDelayTicks, SplittableRandom random) {
        return compute(topology, routing, pattern, packetFlits, switchDelayTicks, random, SAMPLES_PER_SOURCE);
    }

    /**
     * The bounds with {@code samplesPerSource} destination samples per sending host (unused for permutations).
     *
     * @throws IllegalArgumentException if a value is out of range or no host sends
     */
    public static Bound compute(Topology topology, RoutingAlgorithm routing, DestinationPattern pattern,
                                int packetFlits, int switchDelayTicks, SplittableRandom random, int samplesPerSource) {
        Objects.requireNonNull(routing, "routing");
        if (packetFlits < 1) {
            throw new IllegalArgumentException("packetFlits is " + packetFlits + "; it must be at least 1");
        }
        if (switchDelayTicks < 0) {
            throw new IllegalArgumentException("switchDelayTicks is " + switchDelayTicks + "; it must be at least 0");
        }
        double[][] traffic = trafficMatrix(topology, pattern, random, samplesPerSource);
        boolean trafficSampled = !hasClosedForm(topology, pattern);
        double total = 0;
        for (double[] row : traffic) {
            for (double t : row) {
                total += t;
            }
        }
        if (total == 0) {
            throw new IllegalArgumentException("pattern sends nothing from any of the " + topology.hostCount()
                    + " hosts; there is no traffic to bound");
        }
        int samples = preparesAtRandom(topology, routing, traffic) ? PREPARE_SAMPLES_PER_PAIR : 1;
        ChannelLoads loads = ChannelLoadBound.loads(topology, routing, traffic, true, samples, random);
        return fromLoads(topology, loads, total, packetFlits, switchDelayTicks, trafficSampled, samples > 1);
    }

    /**
     * The traffic matrix of {@code pattern} per unit offered load: exact for a {@link PermutationPattern}, else
     * sampled as the class comment describes.
     *
     * @param samplesPerSource at least 1
     * @return {@code [source host][destination host]}, each sending host's row summing to 1
     */
    public static double[][] trafficMatrix(Topology topology, DestinationPattern pattern, SplittableRandom random,
                                           int samplesPerSource) {
        Objects.requireNonNull(topology, "topology");
        Objects.requireNonNull(pattern, "pattern");
        Objects.requireNonNull(random, "random");
        if (samplesPerSource < 1) {
            throw new IllegalArgumentException("samplesPerSource is " + samplesPerSource + "; it must be at least 1");
        }
        int hosts = topology.hostCount();
        if (pattern instanceof PermutationPattern permutation) {
            return exact(permutation, hosts);
        }
        double[][] traffic = new double[hosts][hosts];
        long[] counts = new long[hosts];
        for (int source = 0; source < hosts; source++) {
            if (!pattern.sends(source)) {
                continue;
            }
            double[] shares = pattern.exactShares(source);
            if (shares != null) {
                traffic[source] = checkedRow(shares, hosts, source);
                continue;
            }
            Arrays.fill(counts, 0);
            long drawn = 0;
            for (int s = 0; s < samplesPerSource; s++) {
                int d = pattern.destination(source, random);
                if (d >= 0) {
                    checkHost(d, hosts, source);
                    counts[d]++;
                    drawn++;
                }
            }
            for (int d = 0; d < hosts && drawn > 0; d++) {
                traffic[source][d] = (double) counts[d] / drawn;
            }
        }
        return traffic;
    }

    /** Whether every sending host's row of {@code pattern} is known in closed form (no sampling). */
    public static boolean hasClosedForm(Topology topology, DestinationPattern pattern) {
        for (int source = 0; source < topology.hostCount(); source++) {
            if (pattern.sends(source) && pattern.exactShares(source) == null) {
                return false;
            }
        }
        return true;
    }

    private static double[] checkedRow(double[] shares, int hosts, int source) {
        if (shares.length != hosts) {
            throw new IllegalArgumentException("pattern gave host " + source + " shares for " + shares.length
                    + " hosts; the topology has " + hosts);
        }
        return shares.clone();
    }

    private static double[][] exact(PermutationPattern permutation, int hosts) {
        if (permutation.hostCount() != hosts) {
            throw new IllegalArgumentException("pattern permutes " + permutation.hostCount() + " hosts; the topology has "
                    + hosts);
        }
        double[][] traffic = new double[hosts][hosts];
        for (int source = 0; source < hosts; source++) {
            if (permutation.sends(source)) {
                traffic[source][permutation.image(source)] = 1;
            }
        }
        return traffic;
    }

    private static void checkHost(int destination, int hosts, int source) {
        if (destination >= hosts) {
            throw new IllegalArgumentException("pattern sent host " + source + " to host " + destination
                    + "; hosts are 0.." + (hosts - 1));
        }
    }

    /**
     * Whether {@code routing.prepare} draws from its stream for some loaded pair whose outcomes it does not list
     * ({@link RoutingAlgorithm#preparedRouteWords}): each pair is prepared on a fresh stream of a fixed seed, which
     * is then compared with an untouched one.
     */
    static boolean preparesAtRandom(Topology topology, RoutingAlgorithm routing, double[][] traffic) {
        long untouched = new SplittableRandom(PROBE_SEED).nextLong();
        ProbePacket probe = new ProbePacket();
        for (int i = 0; i < traffic.length; i++) {
            for (int j = 0; j < traffic.length; j++) {
                if (traffic[i][j] > 0) {
                    SplittableRandom stream = new SplittableRandom(PROBE_SEED);
                    probe.reset(topology.hostNode(i), topology.hostNode(j));
                    if (routing.preparedRouteWords(probe) != null) {
                        continue;
                    }
                    routing.prepare(probe, stream);
                    if (stream.nextLong() != untouched) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    private static Bound fromLoads(Topology topology, ChannelLoads loads, double total, int packetFlits,
                                   int switchDelayTicks, boolean trafficSampled, boolean routesSampled) {
        double[] load = loads.load();
        int busiest = -1;
        int busiestNetwork = -1;
        double links = 0;
        double delay = 0;
        for (int c = 0; c < load.length; c++) {
            if (load[c] <= 0) {
                continue;
            }
            links += load[c];
            delay += load[c] * topology.linkAt(topology.channelSource(c), topology.channelSourcePort(c)).delayTicks();
            if (busiest < 0 || load[c] > load[busiest]) {
                busiest = c;
            }
            boolean network = topology.isSwitch(topology.channelSource(c)) && topology.isSwitch(topology.channelTarget(c));
            if (network && (busiestNetwork < 0 || load[c] > load[busiestNetwork])) {
                busiestNetwork = c;
            }
        }
        int bottleneck = busiestNetwork >= 0 && load[busiestNetwork] >= load[busiest] * (1 - TIE)
                ? busiestNetwork : busiest;
        double bottleneckLoad = bottleneck < 0 ? 0 : load[bottleneck];
        double meanHops = links / total;
        double head = delay / total + (meanHops - 1) * switchDelayTicks;
        return new Bound(head, head + packetFlits - 1,
                bottleneckLoad > 0 ? 1 / bottleneckLoad : Double.POSITIVE_INFINITY, bottleneck, bottleneckLoad,
                meanHops, trafficSampled, routesSampled);
    }
}
