package org.flitlab.gui.files;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import javafx.geometry.Rectangle2D;
import org.junit.jupiter.api.Test;

/**
 * The workbench's window opens whole on the screen it is given: a projector's 1280 x 720 cannot hold the default
 * 1200 x 800 scene plus its frame (40 px of title bar and borders, 16 px of side borders are allowed for).
 */
class WindowFitTest {
    private static final Rectangle2D PROJECTOR = new Rectangle2D(0, 0, 1280, 720);
    private static final Rectangle2D DESKTOP = new Rectangle2D(0, 0, 1920, 1200);

    @Test
    void onAProjectorTheDefaultWindowShrinksToTheScreensHeightAndOpensWholeOnIt() {
        // 720 - 40 of frame = 680 of scene; the 1216-wide window centred: (1280 - 1216) / 2 = 32; 720 - 720 = 0.
        assertArrayEquals(new double[] {32, 0, 1200, 680}, WindowFit.fit(PROJECTOR, Double.NaN, Double.NaN, 1200, 800));
    }

    @Test
    void onALargeScreenTheDefaultSizeIsKeptAndCentred() {
        // (1920 - 1216) / 2 = 352, (1200 - 840) / 2 = 180.
        assertArrayEquals(new double[] {352, 180, 1200, 800}, WindowFit.fit(DESKTOP, Double.NaN, Double.NaN, 1200, 800));
    }

    @Test
    void aRememberedPlacementThatFitsIsKept() {
        assertArrayEquals(new double[] {100, 50, 1000, 600}, WindowFit.fit(DESKTOP, 100, 50, 1000, 600));
    }

    @Test
    void aPlacementRememberedOnAScreenThatIsGoneComesBackCentredOnThisOne() {
        // Saved on a second monitor to the right (x 2500): (1920 - 1016) / 2 = 452, (1200 - 640) / 2 = 280.
        assertArrayEquals(new double[] {452, 280, 1000, 600}, WindowFit.fit(DESKTOP, 2500, 100, 1000, 600));
    }

    @Test
    void aLargeRememberedWindowShrinksToASmallerScreen() {
        // Saved at 1800 x 1100 on the desktop, opened on the projector: 1280 - 16 = 1264, 720 - 40 = 680, at 0, 0.
        assertArrayEquals(new double[] {0, 0, 1264, 680}, WindowFit.fit(PROJECTOR, 40, 30, 1800, 1100));
    }
}
