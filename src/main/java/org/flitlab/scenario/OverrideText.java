package org.flitlab.scenario;

import java.math.BigDecimal;

/**
 * A number as override text, for {@link ScenarioJson}: integers without a decimal point, so that a swept value fits
 * an integer key ({@code network.bufferFlits}); other values as {@link Double#toString}, which reads back exactly.
 * Stateless.
 */
final class OverrideText {
    private OverrideText() {
    }

    /** {@code value} as override text. */
    static String of(double value) {
        if (value == Math.rint(value) && Math.abs(value) < 1e15) {
            return BigDecimal.valueOf(value).toBigInteger().toString();
        }
        return Double.toString(value);
    }
}
