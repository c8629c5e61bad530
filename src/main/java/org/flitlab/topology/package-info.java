/**
 * The immutable graph of a network: {@link org.flitlab.topology.Topology} (switches and hosts joined by
 * full-duplex links with numbered ports), the {@link org.flitlab.topology.TopologyBuilder} that checks a
 * network as it is wired, and the parameters, layout hints and flows the generators in the subpackages share.
 *
 * <p>May depend on the JDK and JGraphT only: it is the bottom of the simulator, used by routing, traffic,
 * network and everything above them.
 */
package org.flitlab.topology;
