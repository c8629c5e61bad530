package org.flitlab.scenario;

import java.math.BigDecimal;

/**
 * A JSON number kept as the text it was written with, so that an integer of any size is read exactly, a
 * message can quote what the user wrote, and a double written with {@link Double#toString} reads back the same.
 * Immutable.
 */
final class JsonNumber extends Number {
    private static final long serialVersionUID = 1L;
    private final String text;

    JsonNumber(String text) {
        this.text = text;
    }

    BigDecimal exact() {
        return new BigDecimal(text);
    }

    @Override
    public int intValue() {
        return exact().intValue();
    }

    @Override
    public long longValue() {
        return exact().longValue();
    }

    @Override
    public float floatValue() {
        return Float.parseFloat(text);
    }

    @Override
    public double doubleValue() {
        return Double.parseDouble(text);
    }

    @Override
    public String toString() {
        return text;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof JsonNumber n && n.text.equals(text);
    }

    @Override
    public int hashCode() {
        return text.hashCode();
    }
}
