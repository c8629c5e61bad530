/**
 * Compare mode: configuration B is the open scenario with one control set otherwise, shown on its own canvas
 * beside A and swept together with it.
 *
 * <p>May depend on {@code gui.common}, {@code gui.run}, {@code gui.editor}, {@code gui.files}, the simulator
 * packages and JavaFX; not on {@code gui.charts}, {@code gui.generate} or {@code gui.lessons}.
 */
package org.flitlab.gui.compare;
