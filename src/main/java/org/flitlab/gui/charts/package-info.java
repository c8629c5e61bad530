/**
 * The experiment panel: which value to sweep and over what, the routings to compare, running the sweep off the
 * FX thread, and the charts (latency against load, throughput, busiest channels, heat) that fill as points
 * finish.
 *
 * <p>May depend on {@code gui.common}, {@code gui.run}, {@code gui.editor}, {@code experiment},
 * {@code report}, {@code scenario}, {@code stats}, {@code topology}, JavaFX and JFreeChart; not on
 * {@code gui.files}, {@code gui.compare}, {@code gui.generate} or {@code gui.lessons}.
 */
package org.flitlab.gui.charts;
