package org.flitlab.stats;

import java.util.Arrays;

/**
 * A histogram of integer values (latencies in ticks) with fixed-width bins, for the latency distribution
 * charts. Bin {@code i} counts the values in {@code [binStart[i], binStart[i] + binWidth)}; the bins are
 * contiguous, so {@code binStart[i] = binStart[0] + i * binWidth}, and the counts sum to the number of values.
 *
 * <p>Built by {@link #of}: the bins cover {@code [min, max]} of the values with the smallest integer width
 * that fits them in the requested number of bins; bins that would lie wholly above {@code max} are left out,
 * so there may be fewer bins than requested (e.g. 3 distinct values never make 10 bins). No values give
 * zero bins. Immutable (arrays are copied in and out) and thread-safe.
 *
 * @param binStart lower edge of each bin, inclusive
 * @param binWidth width of every bin, at least 1
 * @param counts   number of values in each bin, same length as binStart
 */
public record Histogram(long[] binStart, long binWidth, long[] counts) {
    public Histogram {
        if (binStart == null || counts == null) {
            throw new IllegalArgumentException("binStart and counts must not be null");
        }
        if (binWidth < 1) {
            throw new IllegalArgumentException("binWidth is " + binWidth + "; it must be at least 1");
        }
        if (binStart.length != counts.length) {
            throw new IllegalArgumentException("binStart has " + binStart.length + " entries and counts "
                    + counts.length + "; they must have the same length");
        }
        binStart = binStart.clone();
        counts = counts.clone();
        for (int i = 0; i < counts.length; i++) {
            if (i > 0 && binStart[i] != binStart[i - 1] + binWidth) {
                throw new IllegalArgumentException("binStart[" + i + "] is " + binStart[i] + "; it must be binStart["
                        + (i - 1) + "] + binWidth = " + (binStart[i - 1] + binWidth));
            }
            if (counts[i] < 0) {
                throw new IllegalArgumentException("counts[" + i + "] is " + counts[i] + "; it must not be negative");
            }
        }
    }

    /**
     * A histogram of {@code values} with at most {@code bins} bins of equal integer width covering
     * {@code [min, max]}.
     *
     * @param bins at least 1
     */
    public static Histogram of(LongSamples values, int bins) {
        if (values == null) {
            throw new IllegalArgumentException("values is null; it must be a LongSamples");
        }
        if (bins < 1) {
            throw new IllegalArgumentException("bins is " + bins + "; it must be at least 1");
        }
        if (values.isEmpty()) {
            return new Histogram(new long[0], 1, new long[0]);
        }
        long min = values.min();
        long span = Math.addExact(Math.subtractExact(values.max(), min), 1);
        long width = ceilDiv(span, bins);
        int used = (int) ceilDiv(span, width);
        long[] starts = new long[used];
        for (int i = 0; i < used; i++) {
            starts[i] = min + i * width;
        }
        long[] counts = new long[used];
        for (int i = 0; i < values.size(); i++) {
            counts[(int) ((values.get(i) - min) / width)]++;
        }
        return new Histogram(starts, width, counts);
    }

    private static long ceilDiv(long dividend, long divisor) {
        return dividend / divisor + (dividend % divisor == 0 ? 0 : 1);
    }

    /** Number of bins. */
    public int bins() {
        return counts.length;
    }

    /** Total number of values counted. */
    public long total() {
        long total = 0;
        for (long count : counts) {
            total += count;
        }
        return total;
    }

    @Override
    public long[] binStart() {
        return binStart.clone();
    }

    @Override
    public long[] counts() {
        return counts.clone();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Histogram h && binWidth == h.binWidth && Arrays.equals(binStart, h.binStart)
                && Arrays.equals(counts, h.counts);
    }

    @Override
    public int hashCode() {
        return 31 * (31 * Long.hashCode(binWidth) + Arrays.hashCode(binStart)) + Arrays.hashCode(counts);
    }

    @Override
    public String toString() {
        return "Histogram[binStart=" + Arrays.toString(binStart) + ", binWidth=" + binWidth + ", counts="
                + Arrays.toString(counts) + "]";
    }
}
