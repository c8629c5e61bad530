/**
 * Two-dimensional tori and rings (family "torus"): AN1's Torus, the Myrinet tori of Hu &amp; Kleinrock and the
 * Manhattan networks of Bianco et al.
 *
 * <p>Depends on org.flitlab.topology and JGraphT (through it), and on org.flitlab.topology.grid for the grid
 * wiring a torus shares with a mesh.
 */
package org.flitlab.topology.torus;
