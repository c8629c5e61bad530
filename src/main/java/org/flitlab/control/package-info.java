/**
 * End-to-end flow control at the hosts (model.md, End-to-end flow control): static window, bursts,
 * request/response, alternating window, simplified packet pair, TCP Reno.
 *
 * <p>Two layers. The state machines ({@link org.flitlab.control.StaticWindow},
 * {@link org.flitlab.control.AlternatingWindow}, {@link org.flitlab.control.SimplifiedPacketPair},
 * {@link org.flitlab.control.RenoSender}, {@link org.flitlab.control.RenoReceiver},
 * {@link org.flitlab.control.RetransmissionTimer}, {@link org.flitlab.control.Bursts},
 * {@link org.flitlab.control.RequestTracker}) know nothing of the engine and are tested on scripted events. The
 * engine adapters (package-private {@code WindowedHosts}, {@code BurstHosts}, {@code TcpHosts}) implement
 * {@link org.flitlab.network.EndToEnd} through {@link org.flitlab.control.EndToEndControl}; a run gets a fresh one
 * from the scenario's {@link org.flitlab.control.EndToEndPlan} (each scheme's validated parameter record, the
 * catalogue's product). The engine never depends on this package.
 *
 * <p>It may depend on {@code network} and what {@code network} may use; only {@code experiment}, {@code scenario}
 * and the front ends use it.
 */
package org.flitlab.control;
