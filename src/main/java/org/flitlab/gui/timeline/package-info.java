/**
 * The timeline under the canvas: rewind the live run tick by tick or to any tick, to a deadlock's onset or to a
 * packet's injection, by replaying the deterministic run ({@code experiment.Replay}) off the FX thread.
 *
 * <p>May depend on {@code gui.common}, {@code gui.run}, the simulator packages and JavaFX; not on the workbench's
 * top-level package, which builds on it.
 */
package org.flitlab.gui.timeline;
