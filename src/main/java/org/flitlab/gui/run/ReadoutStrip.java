package org.flitlab.gui.run;

import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.scene.control.Label;
import javafx.scene.layout.Region;

/**
 * The run's readouts laid over the canvas's bottom edge: the live counters at the left and the tick at the right,
 * or, when the canvas is too narrow for both on one line (compare mode's half-width canvas), the tick just above
 * the counters, so neither is ever cut or covered. Counters longer than the canvas is wide wrap onto a second
 * line at a separator instead of ending in an ellipsis (the engine's name comes last and was the part cut). Where such a
 * strip would take too much of a short canvas (large fonts) they stand in a column at the left ({@link ReadoutRoom}). Fills the
 * canvas's area but takes no mouse events. FX thread only.
 */
public final class ReadoutStrip extends Region {
    /** Pixels between the readouts and the canvas's edges, and between the two readouts. */
    private static final double MARGIN = 8;

    private final Label counters;
    private final Label tick;
    private final ReadOnlyDoubleWrapper band = new ReadOnlyDoubleWrapper(this, "band");
    private final ReadOnlyDoubleWrapper column = new ReadOnlyDoubleWrapper(this, "column");
    private final ReadoutRoom room;

    /** Lays out {@code counters} and {@code tick} (both from {@link RunControlsView}). */
    public ReadoutStrip(Label counters, Label tick) {
        this.counters = counters;
        this.tick = tick;
        counters.setWrapText(true);
        room = new ReadoutRoom(counters, tick);
        setId("readouts");
        setMouseTransparent(true);
        getChildren().addAll(counters, tick);
    }

    @Override
    protected void layoutChildren() {
        double w = getWidth();
        double h = getHeight();
        double cw = Math.max(0, Math.min(room.stripWidth(), w - 2 * MARGIN));
        double tw = tick.prefWidth(-1);
        double th = tick.prefHeight(tw);
        double stripCounters = room.stripHeight(cw);
        boolean oneLine = MARGIN + cw + MARGIN + tw + MARGIN <= w;
        double stripBand = (oneLine ? Math.max(stripCounters, th) : stripCounters + 4 + th) + 2 * MARGIN;
        if (room.columnFits(w, h, stripBand, MARGIN)) {
            band.set(room.toColumn(h, MARGIN));
            column.set(room.width());
            return;
        }
        room.toStrip();
        column.set(0);
        cw = Math.max(0, Math.min(counters.prefWidth(-1), w - 2 * MARGIN));
        double ch = counters.prefHeight(cw);
        counters.resizeRelocate(MARGIN, h - MARGIN - ch, cw, ch);
        double tickY = oneLine ? h - MARGIN - th : h - MARGIN - ch - 4 - th;
        tick.resizeRelocate(oneLine ? w - MARGIN - tw : MARGIN, tickY, tw, th);
        band.set(h - Math.min(h - MARGIN - ch, tickY) + MARGIN);
    }

    /**
     * The width of the readouts' column at the canvas's bottom left, with its margins, which the network's fit keeps
     * clear; 0 when they lie along the bottom ({@link ReadoutRoom}).
     */
    public ReadOnlyDoubleProperty columnProperty() {
        return column.getReadOnlyProperty();
    }

    /**
     * The band the readouts take at the canvas's bottom, in pixels: from the bottom edge to the top of the higher of
     * the counters and the tick, plus a margin. Measured, as its height follows the font (the user's setting, another
     * machine's default) and whether the counters wrap; the heat legend keeps the canvas's bottom corners clear of it.
     */
    public ReadOnlyDoubleProperty bandProperty() {
        return band.getReadOnlyProperty();
    }

    @Override
    protected double computeMinWidth(double height) {
        return 0;
    }

    @Override
    protected double computeMinHeight(double width) {
        return 0;
    }

    @Override
    protected double computePrefWidth(double height) {
        return 0;
    }

    @Override
    protected double computePrefHeight(double width) {
        return 0;
    }
}
