/**
 * Results for people and files: JFreeChart charts, PNG and SVG export, CSV and JSON results; it may use AWT,
 * JFreeChart, Gson and every simulator package, but never JavaFX, {@code cli} or {@code gui}.
 */
package org.flitlab.report;
