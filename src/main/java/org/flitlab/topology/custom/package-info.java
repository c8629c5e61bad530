/**
 * Topologies given as explicit lists of switches, hosts and links (family "custom"), as the editor and scenario
 * files write them.
 *
 * <p>Depends on org.flitlab.topology and JGraphT (through it), and on org.flitlab.topology.grid for the
 * switch spacing of the layout.
 */
package org.flitlab.topology.custom;
