package org.flitlab.topology.custom;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import org.flitlab.topology.EditDistance;

/**
 * The switch names of a custom topology, used to say what a misspelt name might have meant: the known names
 * are listed nearest first by edit distance, so "sw1" in a link suggests "s1" before "s10". Immutable.
 */
final class KnownSwitches {
    /** Names listed in a message before the rest are only counted. */
    private static final int SHOWN = 8;

    private final List<String> names;
    private final Set<String> set;

    KnownSwitches(List<String> names) {
        this.names = List.copyOf(names);
        this.set = Set.copyOf(names);
    }

    boolean contains(String name) {
        return set.contains(name);
    }

    /** "known switches, nearest first: a, b, c (and 5 more)". */
    String nearestTo(String unknown) {
        List<String> sorted = new ArrayList<>(names);
        sorted.sort(Comparator.comparingInt(n -> editDistance(n, unknown)));
        StringBuilder text = new StringBuilder("known switches, nearest first: ");
        text.append(String.join(", ", sorted.subList(0, Math.min(SHOWN, sorted.size()))));
        if (sorted.size() > SHOWN) {
            text.append(" (and ").append(sorted.size() - SHOWN).append(" more)");
        }
        return text.toString();
    }

    static int editDistance(String a, String b) {
        return EditDistance.between(a, b);
    }
}
