package org.flitlab.gui.editor;

import javafx.beans.property.DoubleProperty;
import javafx.beans.property.SimpleDoubleProperty;

/**
 * The room the run's readouts laid over a canvas take, which its fit keeps clear: their band along the bottom and,
 * when they stand in a column at the bottom left (a projector's large fonts on a short canvas), the column's width.
 * The window binds both to the readouts as measured; the canvas redraws when either moves by a pixel or more
 * (smaller changes are not worth a redraw). FX thread only.
 */
final class ReadoutClearance {
    private final DoubleProperty band = new SimpleDoubleProperty(this, "readoutBand");
    private final DoubleProperty column = new SimpleDoubleProperty(this, "readoutColumn");
    /** The band and column the canvas last drew with. */
    private final double[] drawn = new double[2];

    /** Calls {@code redraw} when the room changes; the room follows the labels' text and font, never the drawing. */
    ReadoutClearance(Runnable redraw) {
        band.addListener((o, was, now) -> moved(redraw));
        column.addListener((o, was, now) -> moved(redraw));
    }

    private void moved(Runnable redraw) {
        if (Math.abs(band.get() - drawn[0]) >= 1 || Math.abs(column.get() - drawn[1]) >= 1) {
            drawn[0] = band.get();
            drawn[1] = column.get();
            redraw.run();
        }
    }

    DoubleProperty band() {
        return band;
    }

    DoubleProperty column() {
        return column;
    }

    /** The band the canvas last drew clear of, in pixels. */
    double drawnBand() {
        return drawn[0];
    }

    /** The column's width the canvas last drew clear of, in pixels (0: the readouts lie along the bottom). */
    double drawnColumn() {
        return drawn[1];
    }
}
