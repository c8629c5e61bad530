package org.flitlab.network.flat;

import java.util.Arrays;
import org.flitlab.routing.RouteCandidates;

/**
 * The distinct candidate sets of a {@link RouteTable}, each kept once and numbered from 1 to {@link #MAX} (0 marks an
 * entry not yet asked, or a set that found no number). Finding a set's number is an open hash over the numbers,
 * comparing contents, so asking for a set already seen allocates nothing; only a set never seen before is copied.
 * Not thread-safe.
 */
final class CandidateSets {
    /** The most sets numbered: a table entry is a byte. */
    static final int MAX = 255;

    /** set[id]: the candidates numbered id; set[0] is unused. */
    RouteCandidates[] set = new RouteCandidates[16];
    private int count = 1;
    private int[] buckets = new int[64];

    /**
     * The number of a set with {@code c}'s contents (port and virtual channel pairs, in order), added if new; 0 when
     * it is new and {@link #MAX} sets are numbered already.
     */
    int idOf(RouteCandidates c) {
        int mask = buckets.length - 1;
        for (int i = hash(c) & mask; ; i = (i + 1) & mask) {
            int id = buckets[i];
            if (id == 0) {
                if (count > MAX) {
                    return 0;
                }
                buckets[i] = add(c);
                if (2 * count > buckets.length) {
                    rehash();
                }
                return count - 1;
            }
            if (same(set[id], c)) {
                return id;
            }
        }
    }

    private int add(RouteCandidates c) {
        RouteCandidates copy = new RouteCandidates();
        for (int i = 0; i < c.size(); i++) {
            copy.add(c.port(i), c.vc(i));
        }
        if (count == set.length) {
            set = Arrays.copyOf(set, 2 * count);
        }
        set[count] = copy;
        return count++;
    }

    private void rehash() {
        buckets = new int[buckets.length * 2];
        int mask = buckets.length - 1;
        for (int id = 1; id < count; id++) {
            int i = hash(set[id]) & mask;
            while (buckets[i] != 0) {
                i = (i + 1) & mask;
            }
            buckets[i] = id;
        }
    }

    private static int hash(RouteCandidates c) {
        int h = c.size();
        for (int i = 0; i < c.size(); i++) {
            h = 31 * (31 * h + c.port(i)) + c.vc(i);
        }
        return h ^ (h >>> 16);
    }

    private static boolean same(RouteCandidates a, RouteCandidates b) {
        if (a.size() != b.size()) {
            return false;
        }
        for (int i = 0; i < a.size(); i++) {
            if (a.port(i) != b.port(i) || a.vc(i) != b.vc(i)) {
                return false;
            }
        }
        return true;
    }
}
