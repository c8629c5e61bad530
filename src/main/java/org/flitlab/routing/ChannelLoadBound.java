package org.flitlab.routing;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.SplittableRandom;
import org.flitlab.topology.Topology;

/**
 * The channel-load bound on throughput drawn with the results (model.md, "Bounds drawn with the results"):
 * the expected flits per tick on every channel when host i sends {@code traffic[i][j]} flits per tick to
 * host j, and the busiest channel.
 *
 * <p>Flow is followed through {@link RoutingAlgorithm#route} itself, from the source host, with a probe
 * packet: at each node it splits EQUALLY over the distinct output ports permitted (virtual channels of one
 * port are merged; the walk continues on the first one listed, which is exact for algorithms whose next
 * answer depends only on the virtual-channel class, as the dateline's does). This is exact for
 * deterministic routing and the path-spread average for multipath routing (adaptive routing in a loaded
 * network spreads differently). Flow that reaches the same node, input port, virtual channel and route word
 * after the same number of hops is merged, so the walk costs hops x channels per pair, never a path count.
 *
 * <p>An algorithm that lists its prepare outcomes ({@link RoutingAlgorithm#preparedRouteWords}: a random tie on
 * a ring; universal routing's labelled headers, one word per route with its weight) is averaged over them exactly.
 * Other algorithms with a random {@link RoutingAlgorithm#prepare} (source routing, Valiant) are averaged over
 * {@code samplesPerPair} prepares drawn from the given stream; with one sample the bound is exact only for
 * algorithms whose prepare draws nothing.
 *
 * <p>Host channels: every injection channel carries its host's row sum and every ejection channel its
 * column sum, so on a bound per unit load they cap the throughput at 1 by themselves. The bottleneck is
 * sought among all channels, or among switch-to-switch channels only when {@code includeHostChannels} is
 * false; the load array always covers every channel.
 *
 * <p>Only static entry points: each call keeps its own state, so calls may run in parallel as long as each
 * has its own random stream (routing algorithms are immutable).
 */
public final class ChannelLoadBound {
    private record State(int node, int inPort, int inVc, int routeWord) { }

    private final Topology topology;
    private final RoutingAlgorithm routing;
    private final double[] load;
    private final RouteCandidates out = new RouteCandidates();
    private final ProbePacket packet = new ProbePacket();
    private final int hopLimit;

    private ChannelLoadBound(Topology topology, RoutingAlgorithm routing) {
        this.topology = topology;
        this.routing = routing;
        this.load = new double[topology.channelCount()];
        this.hopLimit = 4 * topology.nodeCount() + 8;
    }

    /**
     * Channel loads for algorithms whose prepare() draws nothing (all but source routing and Valiant).
     *
     * @param traffic flits per tick, [source host][destination host], square over all hosts, non-negative
     */
    public static ChannelLoads loads(Topology topology, RoutingAlgorithm routing, double[][] traffic, boolean includeHostChannels) {
        return loads(topology, routing, traffic, includeHostChannels, 1, new SplittableRandom(0));
    }

    /**
     * Channel loads averaged over {@code samplesPerPair} prepare() draws per source-destination pair.
     *
     * @param random the stream prepare() draws from; advanced by the call
     */
    public static ChannelLoads loads(Topology topology, RoutingAlgorithm routing, double[][] traffic,
                                     boolean includeHostChannels, int samplesPerPair, SplittableRandom random) {
        checkTraffic(topology, traffic);
        if (samplesPerPair < 1) {
            throw new IllegalArgumentException("samplesPerPair is " + samplesPerPair + "; it must be at least 1");
        }
        ChannelLoadBound bound = new ChannelLoadBound(topology, routing);
        for (int i = 0; i < traffic.length; i++) {
            for (int j = 0; j < traffic.length; j++) {
                if (traffic[i][j] > 0) {
                    bound.pair(topology.hostNode(i), topology.hostNode(j), traffic[i][j], samplesPerPair, random);
                }
            }
        }
        return bound.result(includeHostChannels);
    }

    /** Uniform traffic per unit load: every host sends 1/(H-1) flits per tick to each other host, none to itself. */
    public static double[][] uniformTraffic(int hosts) {
        if (hosts < 2) {
            throw new IllegalArgumentException("hosts is " + hosts + "; uniform traffic needs at least 2");
        }
        double[][] t = new double[hosts][hosts];
        for (int i = 0; i < hosts; i++) {
            for (int j = 0; j < hosts; j++) {
                t[i][j] = i == j ? 0 : 1.0 / (hosts - 1);
            }
        }
        return t;
    }

    private static void checkTraffic(Topology topology, double[][] traffic) {
        int hosts = topology.hostCount();
        if (traffic.length != hosts) {
            throw new IllegalArgumentException("traffic has " + traffic.length + " rows; it must have one per host, " + hosts);
        }
        for (int i = 0; i < hosts; i++) {
            if (traffic[i].length != hosts) {
                throw new IllegalArgumentException("traffic row " + i + " has " + traffic[i].length + " entries; it must have " + hosts);
            }
            for (int j = 0; j < hosts; j++) {
                if (!(traffic[i][j] >= 0) || Double.isInfinite(traffic[i][j])) {
                    throw new IllegalArgumentException("traffic[" + i + "][" + j + "] is " + traffic[i][j] + "; it must be finite and at least 0");
                }
            }
        }
    }

    /** One pair's flow: split over the listed prepare outcomes if the algorithm lists them, else sampled. */
    private void pair(int source, int destination, double flow, int samplesPerPair, SplittableRandom random) {
        packet.reset(source, destination);
        int[] words = routing.preparedRouteWords(packet);
        if (words != null) {
            double[] weights = routing.preparedRouteWeights(packet);
            for (int i = 0; i < words.length; i++) {
                packet.reset(source, destination);
                packet.setRouteWord(words[i]);
                walk(flow * (weights == null ? 1.0 / words.length : weights[i]));
            }
            return;
        }
        for (int s = 0; s < samplesPerPair; s++) {
            packet.reset(source, destination);
            routing.prepare(packet, random);
            walk(flow / samplesPerPair);
        }
    }

    private void walk(double flow) {
        int source = packet.sourceNode();
        int destination = packet.destinationNode();
        Map<State, Double> layer = new LinkedHashMap<>();
        layer.put(new State(source, -1, -1, packet.routeWord()), flow);
        for (int hops = 0; !layer.isEmpty(); hops++) {
            if (hops > hopLimit) {
                throw new IllegalStateException("routing from node " + source + " to node " + destination
                        + " has not arrived after " + hopLimit + " hops");
            }
            Map<State, Double> next = new LinkedHashMap<>();
            for (Map.Entry<State, Double> e : layer.entrySet()) {
                if (e.getKey().node() != destination || hops == 0) {
                    step(e.getKey(), e.getValue(), hops, next);
                }
            }
            layer = next;
        }
    }

    private void step(State at, double flow, int hops, Map<State, Double> next) {
        packet.setHopsTaken(hops);
        packet.setRouteWord(at.routeWord());
        out.clear();
        routing.route(at.node(), at.inPort(), at.inVc(), packet, out);
        int ports = distinctPorts();
        if (ports == 0) {
            throw new IllegalStateException("routing gave no output at node " + at.node() + " for a packet from node "
                    + packet.sourceNode() + " to node " + packet.destinationNode());
        }
        double share = flow / ports;
        for (int i = 0; i < out.size(); i++) {
            if (firstOfPort(i)) {
                int channel = topology.channelOut(at.node(), out.port(i));
                load[channel] += share;
                int target = topology.channelTarget(channel);
                if (!topology.isSwitch(target) && target != packet.destinationNode()) {
                    throw new IllegalStateException("routing sent a packet for node " + packet.destinationNode()
                            + " into host node " + target);
                }
                next.merge(new State(target, topology.channelTargetPort(channel), out.vc(i), packet.routeWord()), share, Double::sum);
            }
        }
    }

    private boolean firstOfPort(int i) {
        for (int j = 0; j < i; j++) {
            if (out.port(j) == out.port(i)) {
                return false;
            }
        }
        return true;
    }

    private int distinctPorts() {
        int n = 0;
        for (int i = 0; i < out.size(); i++) {
            if (firstOfPort(i)) {
                n++;
            }
        }
        return n;
    }

    private ChannelLoads result(boolean includeHostChannels) {
        int bottleneck = -1;
        for (int c = 0; c < load.length; c++) {
            boolean considered = includeHostChannels
                    || (topology.isSwitch(topology.channelSource(c)) && topology.isSwitch(topology.channelTarget(c)));
            if (considered && (bottleneck < 0 || load[c] > load[bottleneck])) {
                bottleneck = c;
            }
        }
        return new ChannelLoads(load, bottleneck, bottleneck < 0 ? 0 : load[bottleneck]);
    }
}
