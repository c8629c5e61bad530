/**
 * The ATM baseline of Bianco, Leonardi, Munafo and Neri (2001): a slotted, cell-level network of ideal
 * output-buffered switches with shared FIFOs of B cells, AAL5 segmentation, circuits with routes fixed at call
 * set-up, Poisson background cells, and the service categories UBR, ABR with PD+ relative rate marking and ABR
 * with ERICA explicit rate marking (Table 2 defaults).
 *
 * <p>Layering: this is part of {@code network}, so it may use {@code topology}, {@code traffic}, {@code kernel}
 * and {@code stats} and never {@code control}. It knows packets only as tagged byte counts on circuits; end-to-end
 * protocols attach through {@link org.flitlab.network.atm.CircuitListener} and
 * {@link org.flitlab.network.atm.AtmNetwork#send}. TCP Reno over ATM (the adapter that runs the {@code control}
 * package's unchanged TCP state machine on circuits) lives in {@code org.flitlab.control.TcpOverAtm}.
 */
package org.flitlab.network.atm;
