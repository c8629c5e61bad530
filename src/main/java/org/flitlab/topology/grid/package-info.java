/**
 * The wiring that every grid-shaped family shares (meshes, tori, rings, binary n-cubes and the study presets
 * built on them): {@link org.flitlab.topology.grid.GridWiring} links the switches of a
 * {@link org.flitlab.topology.GridShape}, numbers their ports and hangs the same number of hosts off each.
 *
 * <p>Depends on org.flitlab.topology and JGraphT (through it) only.
 */
package org.flitlab.topology.grid;
