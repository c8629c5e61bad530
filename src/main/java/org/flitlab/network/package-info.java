/**
 * The runtime network built from a topology (switches, input queues, output channels, links, host
 * interfaces, link flow control, switching, timeouts, deadlock detection, snapshots); it may depend on
 * {@code kernel}, {@code topology}, {@code routing}, {@code traffic} and {@code stats}.
 */
package org.flitlab.network;
