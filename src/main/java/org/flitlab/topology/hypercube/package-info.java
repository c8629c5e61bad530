/**
 * Binary n-cubes: the general cube (family "hypercube") and AN1's Hypercube (family "an1-hypercube", Owicki &amp;
 * Karlin, Table 1). The C104 cubes are in org.flitlab.topology.c104.
 *
 * <p>Depends on org.flitlab.topology and JGraphT (through it), and on org.flitlab.topology.grid for the grid
 * wiring a cube shares with a mesh of radix 2.
 */
package org.flitlab.topology.hypercube;
