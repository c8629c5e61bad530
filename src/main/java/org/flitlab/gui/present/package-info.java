/**
 * Classroom presentation: the layout that gives a projector the canvas (or the chart), full screen, and the
 * exports for slides (the network picture at presentation scale, a run segment as an animated GIF). View state
 * only: nothing here is part of the scenario document.
 */
package org.flitlab.gui.present;
