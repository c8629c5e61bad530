/**
 * What routing is, independently of any engine: {@link org.flitlab.routing.RoutingAlgorithm} answers the
 * permitted (port, virtual channel) pairs for a {@link org.flitlab.routing.RoutedPacket} at a node, a
 * {@link org.flitlab.routing.SelectionPolicy} picks a free one, and the factories make both by catalogue name.
 * Also the shared pieces the algorithms in the subpackages use ({@link org.flitlab.routing.HostEnds},
 * {@link org.flitlab.routing.RouteState}) and the channel-load bound computed by walking routes with a
 * {@link org.flitlab.routing.ProbePacket}.
 *
 * <p>May depend on {@code org.flitlab.topology} and the JDK only; never on {@code network}, which implements
 * {@code RoutedPacket} on its packets so that a second engine can use the same algorithms.
 */
package org.flitlab.routing;
