/**
 * The direct C104 networks (Performance of C104 Networks, 7.3): the binary n-cube (family "c104-cube") and the
 * two-dimensional grid (family "c104-grid"), one terminal per 32-port switch. The indirect multistage networks are
 * in org.flitlab.topology.multistage ("c104-min").
 *
 * <p>Depends on org.flitlab.topology and JGraphT (through it), on org.flitlab.topology.grid for the wiring and on
 * org.flitlab.topology.hypercube for the cube's drawing.
 */
package org.flitlab.topology.c104;
