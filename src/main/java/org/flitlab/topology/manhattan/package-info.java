/**
 * The Manhattan (wrapped square grid) networks of Bianco et al. (family "manhattan") with physical link lengths,
 * and the flow sets of their three TCP scenarios.
 *
 * <p>Depends on org.flitlab.topology and JGraphT (through it), and on org.flitlab.topology.grid for the wiring.
 */
package org.flitlab.topology.manhattan;
