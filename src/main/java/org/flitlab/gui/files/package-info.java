/**
 * The scenario document on disk: reading and writing the open scenario (with path-named errors), the built-in
 * example as a scenario, the autosave copy, the sample gallery, PNG files and the window's remembered place.
 *
 * <p>May depend on {@code gui.common}, {@code gui.run}, {@code gui.editor}, {@code scenario}, {@code report}
 * and the simulator packages below them, and JavaFX; not on {@code gui.charts}, {@code gui.compare},
 * {@code gui.generate} or {@code gui.lessons}.
 */
package org.flitlab.gui.files;
