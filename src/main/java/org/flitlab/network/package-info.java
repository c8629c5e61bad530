/**
 * The runtime network built from a topology (switches, input queues, output channels, links, host
 * interfaces, link flow control, switching, timeouts, deadlock detection, snapshots); it may depend on
 * {@code kernel}, {@code topology}, {@code routing}, {@code traffic} and {@code stats}. {@link
 * org.flitlab.network.Engine} is what callers and tests use of it, and {@link org.flitlab.network.EngineProbe}
 * what tests read between ticks, so that a second kernel can run the same tests.
 */
package org.flitlab.network;
