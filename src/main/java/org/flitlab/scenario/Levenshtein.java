package org.flitlab.scenario;

import java.util.Collection;
import java.util.Comparator;
import java.util.Locale;
import java.util.Optional;
import org.flitlab.topology.EditDistance;

/**
 * Edit distance between strings, used to say what a misspelt id or key might have meant ("shortst": did you mean
 * "shortest"?). Stateless.
 */
final class Levenshtein {
    private Levenshtein() {
    }

    /** Insertions, deletions and substitutions of one character each cost 1. */
    static int distance(String a, String b) {
        return EditDistance.between(a, b);
    }

    /**
     * The candidate nearest to {@code wanted}, compared without case, if it is near enough to be a plausible typo:
     * at most a third of the longer string's length away (and at least 2 edits are always allowed). Nothing is
     * suggested for a string longer than {@link Limits#MAX_SUGGEST_CHARS}.
     */
    static Optional<String> nearest(String wanted, Collection<String> candidates) {
        if (wanted.length() > Limits.MAX_SUGGEST_CHARS) {
            // no typo is that long, and the distances would cost time in proportion to its length
            return Optional.empty();
        }
        String w = wanted.toLowerCase(Locale.ROOT);
        return candidates.stream()
                .min(Comparator.comparingInt((String c) -> distance(w, c.toLowerCase(Locale.ROOT))).thenComparing(c -> c))
                .filter(c -> distance(w, c.toLowerCase(Locale.ROOT)) <= Math.max(2, Math.max(w.length(), c.length()) / 3));
    }
}
