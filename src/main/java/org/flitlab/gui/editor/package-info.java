/**
 * The canvas and what is drawn and edited on it: layouts, the painters (on a JavaFX canvas or as SVG), the
 * heat map and routing views, the network editor's tools and palette, the inspector, and the human names of
 * catalogue choices that menus, legends and the inspector show.
 *
 * <p>May depend on {@code gui.common}, {@code gui.run}, the workbench model in {@code org.flitlab.gui}, the
 * simulator packages, JavaFX, JGraphT and JFreeSVG; not on {@code gui.files}, {@code gui.charts},
 * {@code gui.compare}, {@code gui.generate} or {@code gui.lessons}.
 */
package org.flitlab.gui.editor;
