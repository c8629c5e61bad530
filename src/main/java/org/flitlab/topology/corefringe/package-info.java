/**
 * AN1's Corefringe topology (family "corefringe"; Owicki &amp; Karlin, Figure 1 and Table 1): core and fringe
 * switches under a root that sets up up*&#47;down* routing.
 *
 * <p>Depends on org.flitlab.topology and JGraphT (through it) only.
 */
package org.flitlab.topology.corefringe;
