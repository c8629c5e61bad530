/**
 * The live run under the canvas: the network setup the workbench builds, the background worker that owns one
 * live {@code Network} and advances it at the chosen pace, the run controls and the readouts, and the routing
 * choices the workbench offers.
 *
 * <p>May depend on {@code gui.common}, the simulator packages ({@code experiment}, {@code scenario},
 * {@code network}, {@code routing}, {@code traffic}, {@code topology}) and JavaFX; not on the other
 * {@code gui} packages, which build on it.
 */
package org.flitlab.gui.run;
