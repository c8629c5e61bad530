/**
 * AN1's Floors and Floors+ (families "floors" and "floors-plus"; Owicki &amp; Karlin, Figures 3 and 4): one star
 * per floor, centres interconnected between floors; Floors+ adds a link between the two centres of each floor.
 *
 * <p>Depends on org.flitlab.topology and JGraphT (through it) only.
 */
package org.flitlab.topology.floors;
