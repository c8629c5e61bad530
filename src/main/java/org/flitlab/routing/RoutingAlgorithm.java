package org.flitlab.routing;

import java.util.SplittableRandom;
import org.flitlab.topology.Topology;

/**
 * Answers, at a node, for a packet: the permitted (output port, virtual channel) pairs in order of
 * preference (model.md, Routing). A {@link SelectionPolicy} then picks a free one. Instances are made
 * for one topology by a {@link RoutingFactory} and are immutable after construction, except for what they
 * keep in the packet's route state, so one instance may serve several runs on different threads.
 */
public interface RoutingAlgorithm {
    /**
     * Called once when a packet is generated at its source host, before it is queued: source routing picks
     * its path here, Valiant its intermediate node. {@code random} is the run's routing stream.
     */
    default void prepare(RoutedPacket packet, SplittableRandom random) {
    }

    /**
     * Fills {@code out} with the permitted outputs for {@code packet} whose head is at {@code node}, having
     * arrived on {@code inPort} / {@code inVc} (both -1 at the source host). At the source host the only
     * port is 0 and the answer chooses the injection virtual channel(s). Never empty for a packet that has
     * not arrived: an algorithm that cannot route says so in {@link RoutingFactory#supports}.
     */
    void route(int node, int inPort, int inVc, RoutedPacket packet, RouteCandidates out);

    /**
     * For bounds: the route words {@link #prepare} may leave in this packet, all equally likely, when they are few
     * enough to list (a random tie on a ring: one word per combination of directions); null (the default) when
     * prepare draws from a set too large to list (source routes, Valiant's intermediate node) or draws nothing.
     * With a list, bounds average over it exactly instead of sampling prepares.
     */
    default int[] preparedRouteWords(RoutedPacket packet) {
        return null;
    }

    /**
     * For bounds: the probability of each of {@link #preparedRouteWords}' words for this packet (same length, summing
     * to 1), when they are not equally likely (one word standing for every header that takes the same route); null
     * (the default) when they are.
     */
    default double[] preparedRouteWeights(RoutedPacket packet) {
        return null;
    }

    /**
     * Whether, and how, an engine may answer this routing from a table built once (the flat kernel, issue 19): the
     * number of input classes such that {@link #route} at a switch depends only on the switch, the destination
     * host and {@link #inputClass}, and at a host only on the host and the destination; 0 (the default) when the
     * answer also reads the packet's source, hops, route word or source route, so it must be asked each time.
     * {@code RouteTableTest} checks the claim of every routing against {@link #route} itself.
     */
    default int inputClasses() {
        return 0;
    }

    /**
     * The input class, in [0, {@link #inputClasses}), of a head at switch {@code node} that arrived on
     * {@code inPort} / {@code inVc}: what of its arrival the answer depends on (up*&#47;down*: whether it came
     * down; a dateline: the dimension and class it came in). 0 for every arrival by default.
     */
    default int inputClass(int node, int inPort, int inVc) {
        return 0;
    }

    /** Virtual channels per link this algorithm needs at least (1 for most, 2 for tori with a dateline). */
    default int virtualChannelsRequired() {
        return 1;
    }
}
