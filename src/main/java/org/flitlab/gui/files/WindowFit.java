package org.flitlab.gui.files;

import javafx.geometry.Rectangle2D;

/**
 * Where the workbench's window opens so that all of it is on a screen. The default 1200 x 800 is taller than a
 * projector's 1280 x 720: without a window manager to move it, the window opened centred with its menu bar above the
 * screen's top edge, and with one its status line below the bottom. A remembered placement from a larger screen (or
 * from a second screen that is gone) does the same. Scene sizes leave room for the window's own frame, which is not
 * known before the window shows.
 */
public final class WindowFit {
    /** Room for a title bar and borders around the scene (typical decorated frames are 25-40 px tall). */
    static final double FRAME_HEIGHT = 40;
    /** Room for the frame's side borders. */
    static final double FRAME_WIDTH = 16;

    private WindowFit() {
    }

    /**
     * The scene's size and the window's position on {@code screen} (its visual bounds): {@code width} x {@code height}
     * shrunk to fit, at {@code x, y} when that keeps the window on the screen, else centred on it.
     *
     * @param x the remembered left edge, or NaN for none
     * @param y the remembered top edge, or NaN for none
     * @return {x, y, scene width, scene height}
     */
    public static double[] fit(Rectangle2D screen, double x, double y, double width, double height) {
        double w = Math.min(width, screen.getWidth() - FRAME_WIDTH);
        double h = Math.min(height, screen.getHeight() - FRAME_HEIGHT);
        double outerW = w + FRAME_WIDTH;
        double outerH = h + FRAME_HEIGHT;
        boolean placed = !Double.isNaN(x) && !Double.isNaN(y)
                && x >= screen.getMinX() && x + outerW <= screen.getMaxX()
                && y >= screen.getMinY() && y + outerH <= screen.getMaxY();
        if (placed) {
            return new double[] {x, y, w, h};
        }
        return new double[] {screen.getMinX() + (screen.getWidth() - outerW) / 2,
            screen.getMinY() + (screen.getHeight() - outerH) / 2, w, h};
    }
}
