/**
 * Two-dimensional tori: the general torus (family "torus"), AN1's Torus (family "an1-torus", Owicki &amp; Karlin,
 * Table 1) and the Myrinet tori of Hu &amp; Kleinrock (family "myrinet-torus"). The Manhattan networks of Bianco et
 * al. are tori too; they live in org.flitlab.topology.manhattan because they carry link lengths and flow sets.
 *
 * <p>Depends on org.flitlab.topology and JGraphT (through it), and on org.flitlab.topology.grid for the grid
 * wiring a torus shares with a mesh.
 */
package org.flitlab.topology.torus;
