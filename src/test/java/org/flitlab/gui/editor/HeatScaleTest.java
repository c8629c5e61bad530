package org.flitlab.gui.editor;

import static org.junit.jupiter.api.Assertions.assertEquals;

import javafx.scene.paint.Color;
import org.junit.jupiter.api.Test;

/** The heat map's colour scale stretches to the busiest link. */
class HeatScaleTest {

    @Test
    void theBusiestLinkSetsTheTopOfTheScaleSoItGetsTheDarkestColour() {
        double[] heat = {0.05, 0.2, 0.4};
        assertEquals(0.4, HeatScale.heatTop(heat), 1e-12);
        // At 40% the busiest link is drawn as full scale (deep purple), a 20% link at mid-scale (magenta).
        assertEquals(HeatScale.HOT, HeatScale.heatColor(heat[2] / HeatScale.heatTop(heat)));
        assertEquals(HeatScale.WARM, HeatScale.heatColor(heat[1] / HeatScale.heatTop(heat)));
    }

    @Test
    void anIdleNetworkIsNotDividedByZero() {
        assertEquals(0.01, HeatScale.heatTop(new double[] {0, 0}), 1e-12);
    }
}
