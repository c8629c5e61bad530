package org.flitlab.gui.run;

import javafx.scene.control.Label;
import javafx.scene.text.Text;

/**
 * Where the run's readouts go when a strip along the canvas's bottom would take too much of it: at a projector's
 * large fonts (18-24 px) the tick over two lines of counters took a third of a 230-pixel canvas and lay over the
 * network's bottom row. Past {@link #MOST_SHARE} of the height they stand in a column at the bottom left instead,
 * the tick above the counters one item a line (two or more a line when the canvas is too short for that), and the
 * canvas keeps that column clear at its left, where a squat canvas has width to spare. The counters' text is
 * rewritten into lines while in the column, and back to one line out of it. FX thread only.
 */
final class ReadoutRoom {
    /** The most of the canvas's height the readouts may take along its bottom before they go into a column. */
    static final double MOST_SHARE = 0.3;
    /** The least of the canvas's width the column leaves the network (a narrow canvas keeps the strip). */
    private static final double LEAST_LEFT = 0.35;
    /** The counters' separator (LiveRun.countersText). */
    private static final String SEPARATOR = " \u00b7 ";
    /** The column's width grows in steps of this many pixels, so the network is refitted only now and then. */
    private static final double STEP = 32;

    private final Label counters;
    private final Label tick;
    /** Measures the counters' text as the strip would wrap it. */
    private final Text measure = new Text();
    /** The counters' text on one line, as the run writes it. */
    private String plain = "";
    private boolean rewriting;
    private boolean column;
    /** Counter items a line in the column: one, or more where the canvas is too short for one a line. */
    private int perLine = 1;
    /** The column's width given to the canvas (0 out of a column); only grows while in one. */
    private double width;

    ReadoutRoom(Label counters, Label tick) {
        this.counters = counters;
        this.tick = tick;
        // In the column the tick may take two lines, its microseconds under its ticks.
        tick.setWrapText(true);
        plain = counters.getText() == null ? "" : counters.getText();
        // The column's width grows with the numbers only while the font stays: a new font measures it afresh.
        counters.fontProperty().addListener((o, was, now) -> width = 0);
        counters.textProperty().addListener((o, was, now) -> {
            if (!rewriting) {
                plain = now == null ? "" : now;
                if (column) {
                    show(lines(plain, perLine));
                }
            }
        });
    }

    /**
     * Whether the readouts go into a column on a {@code w} x {@code h} canvas: a strip of them would take
     * {@code stripBand} pixels, more than {@link #MOST_SHARE} of its height, and the column leaves the network at
     * least {@link #LEAST_LEFT} of the width.
     */
    boolean columnFits(double w, double h, double stripBand, double margin) {
        return stripBand > MOST_SHARE * h && plan(h, margin)[0] + 2 * margin <= (1 - LEAST_LEFT) * w;
    }

    /**
     * The column for a {@code h}-pixel canvas as {width, tick width, items a line, counters' width}: the counters one
     * item a line, or more where the canvas is too short for that; the tick on one line where the counters are as
     * wide, else wrapped at its double space (its microseconds under its ticks) if that makes the column narrower.
     */
    private double[] plan(double h, double margin) {
        double[] oneLine = plan(h, margin, tick.prefWidth(-1));
        if (oneLine[3] >= oneLine[1]) {
            return oneLine;
        }
        String[] parts = tick.getText() == null ? new String[] {""} : tick.getText().split("  ");
        for (int i = 0; i < parts.length; i++) {
            // With the spaces it ends in: a wrapped line's trailing spaces take their width too.
            parts[i] += "  ";
        }
        double wrapped = widest(tick, parts) + tick.snappedLeftInset() + tick.snappedRightInset();
        double[] twoLines = plan(h, margin, Math.min(tick.prefWidth(-1), wrapped));
        // The narrower column: a wrapped tick takes a line from the counters, which may then go two to a line.
        return twoLines[0] < oneLine[0] ? twoLines : oneLine;
    }

    /** {@link #plan(double, double)} with the tick {@code tw} pixels wide. */
    private double[] plan(double h, double margin, double tw) {
        double th = tick.prefHeight(tw);
        measure.setFont(counters.getFont());
        measure.setText("0");
        measure.setWrappingWidth(0);
        double line = measure.getLayoutBounds().getHeight();
        double room = h - 2 * margin - th - 4 - counters.snappedTopInset() - counters.snappedBottomInset();
        String[] items = plain.split(SEPARATOR, -1);
        int most = (int) Math.max(1, Math.floor(room / line));
        int each = (items.length + most - 1) / most;
        double cw = widest(counters, lines(plain, each).split("\\n")) + counters.snappedLeftInset()
                + counters.snappedRightInset() + 1;
        return new double[] {Math.max(cw, tw), tw, each, cw};
    }

    /** The widest of {@code texts} in {@code label}'s font, unwrapped. */
    private double widest(Label label, String[] texts) {
        measure.setFont(label.getFont());
        measure.setWrappingWidth(0);
        double widest = 0;
        for (String t : texts) {
            measure.setText(t);
            widest = Math.max(widest, measure.getLayoutBounds().getWidth());
        }
        return Math.ceil(widest);
    }

    /** The counters' height as one text wrapped to {@code cw} pixels, as the strip shows them. */
    double stripHeight(double cw) {
        measure.setFont(counters.getFont());
        measure.setText(plain);
        measure.setWrappingWidth(Math.max(1, cw - counters.snappedLeftInset() - counters.snappedRightInset()));
        return Math.ceil(measure.getLayoutBounds().getHeight()) + counters.snappedTopInset() + counters.snappedBottomInset();
    }

    /** The counters' width on one line, as the strip would show them unwrapped. */
    double stripWidth() {
        measure.setFont(counters.getFont());
        measure.setText(plain);
        measure.setWrappingWidth(0);
        return Math.ceil(measure.getLayoutBounds().getWidth()) + counters.snappedLeftInset() + counters.snappedRightInset();
    }

    /** Leaves the column (the counters back on one line). */
    void toStrip() {
        column = false;
        width = 0;
        show(plain);
    }

    /**
     * Lays the readouts out in a column at the bottom left of a {@code h}-pixel canvas with {@code margin} around them;
     * returns the pixels the column takes up from the bottom.
     */
    double toColumn(double h, double margin) {
        column = true;
        double[] plan = plan(h, margin);
        perLine = (int) plan[2];
        show(lines(plain, perLine));
        double cw = counters.prefWidth(-1);
        double ch = counters.prefHeight(cw);
        counters.resizeRelocate(margin, h - margin - ch, cw, ch);
        double th = tick.prefHeight(plan[1]);
        tick.resizeRelocate(margin, h - margin - ch - 4 - th, plan[1], th);
        width = Math.max(width, Math.ceil((plan[0] + 2 * margin) / STEP) * STEP);
        return ch + 4 + th + 2 * margin;
    }

    /** The column's width (with its margins) the canvas keeps clear at its left; 0 out of a column. */
    double width() {
        return column ? width : 0;
    }

    /** {@code text}'s items {@code perLine} to a line. */
    private static String lines(String text, int perLine) {
        String[] items = text.split(SEPARATOR);
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < items.length; i++) {
            b.append(i == 0 ? "" : i % perLine == 0 ? "\n" : SEPARATOR).append(items[i]);
        }
        return b.toString();
    }

    private void show(String text) {
        if (!text.equals(counters.getText())) {
            rewriting = true;
            counters.setText(text);
            rewriting = false;
        }
    }
}
