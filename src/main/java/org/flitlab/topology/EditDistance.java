package org.flitlab.topology;

/**
 * Levenshtein distance between names, for "did you mean" suggestions: a misspelt node name in a custom topology,
 * a misspelt catalogue id or key in a scenario file. Insertions, deletions and substitutions of one character
 * each cost 1. Stateless.
 */
public final class EditDistance {
    private EditDistance() {
    }

    public static int between(String a, String b) {
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
