package org.flitlab.scenario;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;

/**
 * The study a bundled sample reproduces, read from its file name's prefix ({@code an1-}, {@code c104-},
 * {@code hk-}, {@code bianco-}, {@code servernet-}, {@code booksim-}, {@code lesson-}), so that {@code flitlab
 * samples} and the workbench's gallery group the one list of samples the same way. In display order.
 */
public enum SampleStudy {
    AN1("AN1 (Owicki & Karlin)", "an1-"),
    C104("C104 (Performance of C104 Networks)", "c104-"),
    HU_KLEINROCK("Hu & Kleinrock (Myrinet timeouts)", "hk-"),
    BIANCO("Bianco et al. (TCP over wormhole and ATM)", "bianco-"),
    SERVERNET("ServerNet (Shurbanov et al.)", "servernet-"),
    BOOKSIM("BookSim 2 reference curves", "booksim-"),
    LESSONS("Lessons", "lesson-"),
    OTHER("Other samples", "");

    private final String title;
    private final String prefix;

    SampleStudy(String title, String prefix) {
        this.title = title;
        this.prefix = prefix;
    }

    /** The heading shown above the group. */
    public String title() {
        return title;
    }

    /** The study of the sample called {@code name} (its file name, with or without folder and {@code .json}). */
    public static SampleStudy of(String name) {
        String file = name.replace('\\', '/');
        file = file.substring(file.lastIndexOf('/') + 1).toLowerCase(Locale.ROOT);
        for (SampleStudy s : values()) {
            if (!s.prefix.isEmpty() && file.startsWith(s.prefix)) {
                return s;
            }
        }
        return OTHER;
    }

    /** {@code items} grouped by study in display order, each group in the given order; empty groups left out. */
    public static <T> Map<SampleStudy, List<T>> group(List<T> items, Function<T, String> name) {
        Map<SampleStudy, List<T>> byStudy = new EnumMap<>(SampleStudy.class);
        for (T t : items) {
            byStudy.computeIfAbsent(of(name.apply(t)), k -> new ArrayList<>()).add(t);
        }
        return new LinkedHashMap<>(byStudy);
    }
}
