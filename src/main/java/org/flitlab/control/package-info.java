/**
 * End-to-end flow control at the hosts (static window, bursts, request/response, alternating window,
 * simplified packet pair, TCP Reno); it may depend on {@code network} and what {@code network} may use, and
 * only {@code experiment}, {@code scenario} and the front ends use it.
 */
package org.flitlab.control;
