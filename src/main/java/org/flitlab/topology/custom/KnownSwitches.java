package org.flitlab.topology.custom;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;

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

    /** Levenshtein distance: insertions, deletions and substitutions of one character each cost 1. */
    static int editDistance(String a, String b) {
        int[] previous = new int[b.length() + 1];
        int[] current = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            previous[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            current[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int substitute = previous[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
                current[j] = Math.min(substitute, Math.min(previous[j], current[j - 1]) + 1);
            }
            int[] swap = previous;
            previous = current;
            current = swap;
        }
        return previous[b.length()];
    }
}
