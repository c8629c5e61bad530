/**
 * Two-dimensional meshes (family "mesh"): the C104 grids without wrap-around.
 *
 * <p>Depends on org.flitlab.topology and JGraphT (through it), and on org.flitlab.topology.grid for the wiring a
 * mesh shares with tori and cubes.
 */
package org.flitlab.topology.mesh;
