package org.flitlab.gui.common;

import javafx.beans.binding.Bindings;
import javafx.scene.control.Labeled;
import javafx.scene.text.Text;

/**
 * Keeps a label or button as wide as the widest of the texts it takes turns to show (Play and Pause, the speed from
 * "2 ticks/s" to "20,000 ticks/s"), in its own font: its width no longer changes with its text, so a bar that wraps
 * its controls onto a second row when they do not fit does not jump between one and two rows as the text changes,
 * and the longer text is never cut short where the shorter one just fitted. FX thread only.
 */
public final class WidestText {
    private WidestText() {
    }

    /** Binds {@code control}'s minimum width to the widest of {@code texts} in its font, with its padding. */
    public static void keep(Labeled control, String... texts) {
        control.minWidthProperty().bind(Bindings.createDoubleBinding(() -> width(control, texts),
                control.fontProperty(), control.paddingProperty(), control.labelPaddingProperty(),
                control.insetsProperty()));
    }

    private static double width(Labeled control, String... texts) {
        double widest = 0;
        for (String s : texts) {
            Text t = new Text(s);
            t.setFont(control.getFont());
            widest = Math.max(widest, t.getLayoutBounds().getWidth());
        }
        var label = control.getLabelPadding();
        // Rounded up: a width a fraction short of the text is elided ("Pau...").
        return Math.ceil(control.snappedLeftInset() + control.snappedRightInset() + label.getLeft() + label.getRight() + widest) + 1;
    }
}
