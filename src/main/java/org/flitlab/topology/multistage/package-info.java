/**
 * Multistage networks: AN1's multi-stage family and its Mstage instance (family "mstage"; Owicki &amp; Karlin,
 * Figure 2) and the C104 indirect multistage networks of 32-port routers (family "c104-min"; Performance of C104
 * Networks, Figures 7.1-7.4).
 *
 * <p>Depends on org.flitlab.topology and JGraphT (through it) only.
 */
package org.flitlab.topology.multistage;
