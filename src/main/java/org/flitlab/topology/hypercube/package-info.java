/**
 * Binary n-cubes (family "hypercube"): AN1's Hypercube and the C104 cubes.
 *
 * <p>Depends on org.flitlab.topology and JGraphT (through it), and on org.flitlab.topology.grid for the grid
 * wiring a cube shares with a mesh of radix 2.
 */
package org.flitlab.topology.hypercube;
