/**
 * A ServerNet system area network of 24 CPUs and I/O devices (family "servernet-24"), reconstructed for Shurbanov
 * et al.'s end-to-end flow-control study; the X fabric only.
 *
 * <p>Depends on org.flitlab.topology and JGraphT (through it) only.
 */
package org.flitlab.topology.servernet;
