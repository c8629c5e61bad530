package org.flitlab.gui;

import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.value.ObservableValue;
import javafx.scene.control.Label;
import javafx.scene.input.MouseEvent;
import javafx.scene.input.ScrollEvent;
import javafx.scene.layout.Region;
import org.flitlab.gui.editor.DrawnExtent;
import org.flitlab.gui.editor.NetworkCanvas;
import org.flitlab.network.NetworkSnapshot;

/**
 * The deadlock banner laid over the canvas, placed where it leaves the drawing in sight ({@link DrawnExtent}): across
 * the top where it fits above the drawing, else in the free column beside it, clear of the run's readouts at the
 * bottom. Where the whole sentence fits in neither (a short canvas at a large font), its first words
 * "DEADLOCK at tick N" alone, which the inspector's deadlock explanation gives in full. At a projector's 1280 x 720
 * with an 18px font, the canvas halved beside the Worm tab, the banner across the top covered the network's top row.
 * Placed again when the drawing moves under it: a resize, a zoom or a pan (View &gt; Fit is not followed: the banner
 * keeps its place until the next of those). Fills the canvas's area but takes no mouse events. FX thread only.
 */
final class DeadlockBanner extends Region {
    /** Pixels between the banner and the canvas's edges or the drawing. */
    private static final double GAP = 8;
    /** The widest the banner gets: wider lines are hard to read from the back of a room. */
    private static final double MOST_WIDTH = 700;
    /** A column beside the drawing narrower than this is not used: a word or two a line. */
    private static final double LEAST_COLUMN = 160;
    private static final String CYCLE = ": the red dashed channels are a cycle of worms, each waiting for the next";

    private final NetworkCanvas canvas;
    private final ReadOnlyDoubleProperty readouts;
    private final Label full = label("canvas-banner");
    private final Label headline = label("canvas-banner-headline");

    /**
     * @param readouts the band the run's readouts take at the canvas's bottom ({@code ReadoutStrip})
     * @param snapshots the run's snapshots, whose deadlock the banner announces
     */
    DeadlockBanner(NetworkCanvas canvas, ReadOnlyDoubleProperty readouts, ObservableValue<NetworkSnapshot> snapshots) {
        this.canvas = canvas;
        this.readouts = readouts;
        setMouseTransparent(true);
        getChildren().addAll(full, headline);
        snapshots.addListener((o, was, s) -> show(s));
        readouts.addListener((o, was, now) -> requestLayout());
        canvas.readoutColumnProperty().addListener((o, was, now) -> requestLayout());
        // A zoom (the wheel) or a pan (a drag) moves the drawing under the banner: placed again after the canvas's own
        // handlers have moved it (these run as the event bubbles up from the canvas's top layer).
        canvas.addEventHandler(ScrollEvent.SCROLL, e -> placeAgain());
        canvas.addEventHandler(MouseEvent.MOUSE_DRAGGED, e -> placeAgain());
    }

    /** A layout pass for the banner only while it is shown (not on every drag of the editor's nodes). */
    private void placeAgain() {
        if (!full.getText().isEmpty()) {
            requestLayout();
        }
    }

    private static Label label(String id) {
        Label l = new Label();
        l.setId(id);
        l.getStyleClass().add("banner");
        l.setWrapText(true);
        l.setVisible(false);
        return l;
    }

    private void show(NetworkSnapshot s) {
        boolean dead = s != null && s.deadlock() != null;
        String head = dead ? "DEADLOCK at tick " + String.format("%,d", s.deadlock().tick()) : "";
        headline.setText(head);
        full.setText(dead ? head + CYCLE : "");
    }

    @Override
    protected void layoutChildren() {
        boolean dead = !full.getText().isEmpty();
        double[] drawn = dead ? DrawnExtent.of(canvas) : null;
        Label shown = null;
        // The whole sentence, else the headline, clear of the readouts; else (a canvas too short for both) the
        // headline beside the drawing down over the readouts, as the drawing matters more.
        double[] bottoms = {getHeight() - readouts.get(), Double.MAX_VALUE};
        for (int i = 0; i < 3 && dead && shown == null; i++) {
            Label l = i == 0 ? full : headline;
            double[] at = place(l, drawn, bottoms[i / 2]);
            if (at != null) {
                l.resizeRelocate(at[0], at[1], at[2], at[3]);
                shown = l;
            }
        }
        if (dead && shown == null) {
            // Nowhere beside the drawing either: the headline at the top-left corner (right of the readouts' column).
            double w = Math.min(headline.prefWidth(-1), Math.max(0, getWidth() - left() - GAP));
            headline.resizeRelocate(left(), GAP, w, headline.prefHeight(w));
            shown = headline;
        }
        full.setVisible(shown == full);
        headline.setVisible(shown == headline);
    }

    /**
     * Where {@code l} lies clear of the drawing ({x, y, width, height}): above it, else beside it ending above
     * {@code bottom}; null for nowhere.
     */
    private double[] place(Label l, double[] drawn, double bottom) {
        double x = left();
        double across = Math.min(l.prefWidth(-1), Math.min(MOST_WIDTH, getWidth() - x - GAP));
        double high = l.prefHeight(across);
        if (drawn == null || GAP + high + GAP <= drawn[1]) {
            return new double[] {x, GAP, across, high};
        }
        double[][] columns = {{x, drawn[0] - x - GAP}, {drawn[2] + GAP, getWidth() - drawn[2] - 2 * GAP}};
        for (double[] c : columns) {
            double w = Math.min(l.prefWidth(-1), Math.min(MOST_WIDTH, c[1]));
            if (c[1] >= LEAST_COLUMN && GAP + l.prefHeight(w) + GAP <= bottom) {
                return new double[] {c[0], GAP, w, l.prefHeight(w)};
            }
        }
        return null;
    }

    /** Where the banner may start across: right of the readouts' column when they stand in one (large fonts). */
    private double left() {
        return Math.max(GAP, canvas.readoutColumnProperty().get());
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
