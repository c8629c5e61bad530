/**
 * Two-dimensional meshes (family "mesh") and the grid wiring that meshes, tori and binary n-cubes share:
 * {@link org.flitlab.topology.mesh.GridWiring} links the switches of a {@link org.flitlab.topology.GridShape},
 * {@link org.flitlab.topology.mesh.CommonParams} checks the parameters every regular generator takes, and
 * {@link org.flitlab.topology.mesh.HostFan} places hosts around their switch.
 *
 * <p>Depends on org.flitlab.topology and JGraphT (through it) only.
 */
package org.flitlab.topology.mesh;
