package org.flitlab.gui.common;

import javafx.geometry.Orientation;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;

/**
 * A bar of two groups of controls: on one row where the width holds both with every control whole (the first group
 * at its minimum width, its growing control, a slider, taking what is left), else the second group on a row of its
 * own under the first. A projector's large font in a narrow column ran such a bar past its edge or cut its texts.
 * Its preferred width is its wider group's, so the window never asks the column for the whole row. FX thread only.
 */
public class TwoRowBar extends Region {
    private final double gap;
    private HBox first = new HBox();
    private HBox second = new HBox();

    /** A bar with {@code gap} pixels between its groups side by side, half that between its rows. */
    public TwoRowBar(double gap) {
        this.gap = gap;
    }

    /** Sets the two groups, in order. */
    protected final void setGroups(HBox one, HBox two) {
        first = one;
        second = two;
        getChildren().setAll(one, two);
    }

    /** Whether both groups fit on one row {@code width} pixels wide (with this bar's insets). */
    private boolean oneRow(double width) {
        return width < 0 || snappedLeftInset() + first.minWidth(-1) + gap + second.prefWidth(-1) + snappedRightInset() <= width;
    }

    private double rowHeight() {
        return Math.max(first.prefHeight(-1), second.prefHeight(-1));
    }

    @Override
    protected void layoutChildren() {
        double x = snappedLeftInset();
        double y = snappedTopInset();
        double w = getWidth() - x - snappedRightInset();
        double two = second.prefWidth(-1);
        if (oneRow(getWidth())) {
            double h = rowHeight();
            first.resizeRelocate(x, y, Math.max(0, w - two - gap), h);
            second.resizeRelocate(x + w - two, y, two, h);
        } else {
            double h = first.prefHeight(-1);
            first.resizeRelocate(x, y, w, h);
            second.resizeRelocate(x, y + h + gap / 2, Math.min(two, w), second.prefHeight(-1));
        }
    }

    @Override
    public Orientation getContentBias() {
        return Orientation.HORIZONTAL;
    }

    @Override
    protected double computeMinWidth(double height) {
        return 0;
    }

    @Override
    protected double computePrefWidth(double height) {
        return snappedLeftInset() + Math.max(first.prefWidth(-1), second.prefWidth(-1)) + snappedRightInset();
    }

    @Override
    protected double computeMinHeight(double width) {
        return computePrefHeight(width);
    }

    @Override
    protected double computePrefHeight(double width) {
        double rows = oneRow(width) ? rowHeight() : first.prefHeight(-1) + gap / 2 + second.prefHeight(-1);
        return snappedTopInset() + rows + snappedBottomInset();
    }
}
