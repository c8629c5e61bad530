package org.flitlab.scenario;

import java.util.Collection;
import java.util.Comparator;
import java.util.Optional;

/**
 * Edit distance between strings, used to say what a misspelt id or key might have meant ("shortst": did you mean
 * "shortest"?). Stateless.
 */
final class Levenshtein {
    private Levenshtein() {
    }

    /** Insertions, deletions and substitutions of one character each cost 1. */
    static int distance(String a, String b) {
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

    /**
     * The candidate nearest to {@code wanted}, compared without case, if it is near enough to be a plausible typo:
     * at most a third of the longer string's length away (and at least 2 edits are always allowed).
     */
    static Optional<String> nearest(String wanted, Collection<String> candidates) {
        String w = wanted.toLowerCase(java.util.Locale.ROOT);
        return candidates.stream()
                .min(Comparator.comparingInt((String c) -> distance(w, c.toLowerCase(java.util.Locale.ROOT))).thenComparing(c -> c))
                .filter(c -> distance(w, c.toLowerCase(java.util.Locale.ROOT)) <= Math.max(2, Math.max(w.length(), c.length()) / 3));
    }
}
