package org.flitlab.scenario;

import java.util.Locale;

/** How enum constants are written in scenario files: lower case, hyphenated ({@code LATENCY_VS_LOAD} is "latency-vs-load"). */
public final class EnumNames {
    private EnumNames() {
    }

    public static String of(Enum<?> constant) {
        return constant.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }
}
