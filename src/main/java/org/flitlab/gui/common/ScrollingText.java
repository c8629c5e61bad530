package org.flitlab.gui.common;

import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.Region;
import javafx.scene.text.Font;
import javafx.scene.text.Text;

/**
 * A text that always takes the same number of lines, wrapped, and scrolls when it is longer: the status line, and
 * the sweep's status under its buttons. At a projector's large fonts one line ended longer messages in "..." (the
 * status line), or a wrapped text as tall as its lines pushed the controls above it out of the column (the sweep's
 * status after a saturated series). The height follows the font; a new text shows from its first line. FX thread.
 */
public final class ScrollingText extends ScrollPane {
    private final Label label;
    private int lines;
    /** Measures lines in the label's font. */
    private final Text measure = new Text();

    /** Shows {@code label}, wrapped, in a pane {@code lines} lines high. */
    public ScrollingText(Label label, int lines) {
        this.label = label;
        this.lines = lines;
        label.setWrapText(true);
        label.setMinHeight(Region.USE_PREF_SIZE);
        setContent(label);
        setFitToWidth(true);
        setHbarPolicy(ScrollBarPolicy.NEVER);
        setVbarPolicy(ScrollBarPolicy.AS_NEEDED);
        getStyleClass().add("scrolling-text");
        label.fontProperty().addListener((o, was, now) -> size(now));
        label.paddingProperty().addListener((o, was, now) -> size(label.getFont()));
        label.textProperty().addListener((o, was, now) -> setVvalue(0));
        size(label.getFont());
    }

    /** The text shown. */
    public Label label() {
        return label;
    }

    /** The lines shown. */
    public int lines() {
        return lines;
    }

    /** Shows {@code n} lines from now on. */
    public void setLines(int n) {
        lines = n;
        size(label.getFont());
    }

    /** One line's height in the text's font, in pixels. */
    public double lineHeight() {
        return height(label.getFont(), 1);
    }

    /**
     * The height of {@code n} lines of a label's text in {@code font}: a label gives each line a whole number of pixels
     * (16 at 13 px where a text's line is 15.1), and a pixel to spare, else the pane scrolled a whole two-line text.
     */
    private double height(Font font, int n) {
        measure.setFont(font);
        measure.setText("Xg");
        return n * Math.ceil(measure.getLayoutBounds().getHeight()) + 1;
    }

    /** The pane's height: {@link #lines} lines of {@code font} and the label's padding, no more, no less. */
    private void size(Font font) {
        double h = Math.ceil(height(font, lines) + label.snappedTopInset() + label.snappedBottomInset());
        setPrefViewportHeight(h);
        setMinViewportHeight(h);
        setMinHeight(Region.USE_PREF_SIZE);
        setMaxHeight(Region.USE_PREF_SIZE);
    }
}
