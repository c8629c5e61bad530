/**
 * What every part of the workbench shares: undoable {@link org.flitlab.gui.common.Command}s and their
 * {@link org.flitlab.gui.common.UndoStack}, the message log, and the factories that give every control an id
 * and a tooltip.
 *
 * <p>May depend on JavaFX and the JDK only; no other FlitLab package, so every other {@code gui} package can
 * use it.
 */
package org.flitlab.gui.common;
