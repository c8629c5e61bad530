package org.flitlab.stats;

import java.util.Arrays;

/**
 * Every value of a measured quantity (typically a latency in ticks), kept in arrival order in a growable
 * primitive array: no boxing, capacity doubles when full, so adding is amortised O(1). The array is as narrow as
 * the values allow: a {@code short} array while every value fits in a short (latencies, hops, sizes and host
 * numbers of all but saturated or very large runs), an {@code int} array from the first value that does not, a
 * {@code long} array from the first that does not fit in an int. Narrow arrays are most of what a short run keeps
 * on the heap (BookSim's speed case: seven arrays of 144,000 values; issue 19, docs/performance.md "Memory" and
 * "Memory, session 7").
 * Keeping all values (rather than a tally) is what lets FlitLab report exact percentiles, batch means,
 * MSER-5 warm-up detection and histograms (model.md, Measurement).
 *
 * <p>Percentiles use the nearest-rank rule on a sorted copy (as narrow as the values) that is made on first use and
 * kept until the next {@link #add}, so asking for p50, p95 and p99 sorts once. The mean of no values is 0; the
 * min, max and percentiles of no values are undefined and throw {@link IllegalStateException}.
 *
 * <p>Mutable, not thread-safe: one run owns one instance; hand out {@link #copyRange} or {@link #toArray}
 * copies to other threads.
 */
public final class LongSamples {
    private static final int DEFAULT_CAPACITY = 16;
    /** Some JVMs cannot allocate arrays of exactly Integer.MAX_VALUE elements. */
    private static final int MAX_CAPACITY = Integer.MAX_VALUE - 8;

    /** The values while they all fit in a short, else null. Exactly one of the three arrays is non-null. */
    private short[] shorts;
    /** The values while they all fit in an int and one does not fit in a short, else null. */
    private int[] ints;
    /** The values once one does not fit in an int, else null. */
    private long[] longs;
    private int size;
    /** The same values in ascending order, made on first use and dropped by {@link #add}; null until then. */
    private LongSamples sorted;

    /** An empty collection with a small initial capacity. */
    public LongSamples() {
        this(DEFAULT_CAPACITY);
    }

    /** An empty collection that can take {@code initialCapacity} values before it grows. */
    public LongSamples(int initialCapacity) {
        if (initialCapacity < 0 || initialCapacity > MAX_CAPACITY) {
            throw new IllegalArgumentException("initialCapacity is " + initialCapacity
                    + "; it must be between 0 and " + MAX_CAPACITY);
        }
        shorts = new short[initialCapacity];
    }

    /** A collection holding {@code values} in the given order (the array is copied). */
    public static LongSamples of(long... values) {
        LongSamples samples = new LongSamples(values.length);
        for (long v : values) {
            samples.add(v);
        }
        return samples;
    }

    /** Appends one value. */
    public void add(long value) {
        if (size == capacity()) {
            grow();
        }
        if (shorts != null && value != (short) value) {
            widenToInts();
        }
        if (ints != null && value != (int) value) {
            widenToLongs();
        }
        if (shorts != null) {
            shorts[size] = (short) value;
        } else if (ints != null) {
            ints[size] = (int) value;
        } else {
            longs[size] = value;
        }
        size++;
        sorted = null;
    }

    private int capacity() {
        return shorts != null ? shorts.length : ints != null ? ints.length : longs.length;
    }

    /** From short storage to int storage, for good. */
    private void widenToInts() {
        ints = new int[shorts.length];
        for (int i = 0; i < size; i++) {
            ints[i] = shorts[i];
        }
        shorts = null;
    }

    /** From int storage to long storage, for good. */
    private void widenToLongs() {
        longs = new long[ints.length];
        for (int i = 0; i < size; i++) {
            longs[i] = ints[i];
        }
        ints = null;
    }

    /**
     * Makes room for {@code minCapacity} values in all, so that adding up to that many copies nothing (a run that
     * knows how many packets it will measure sizes its samples once, leaving no outgrown arrays on the heap).
     */
    public void ensureCapacity(int minCapacity) {
        if (minCapacity > MAX_CAPACITY) {
            throw new IllegalArgumentException("minCapacity is " + minCapacity + "; it must be at most " + MAX_CAPACITY);
        }
        if (minCapacity <= capacity()) {
            return;
        }
        resize(minCapacity);
    }

    private void grow() {
        if (size == MAX_CAPACITY) {
            throw new IllegalStateException("LongSamples is full at " + MAX_CAPACITY + " values");
        }
        int length = capacity();
        int grown = Math.max(DEFAULT_CAPACITY, length < MAX_CAPACITY / 2 ? length * 2 : MAX_CAPACITY);
        resize(grown);
    }

    /** The array in use (short, int or long, whichever holds the values) copied to {@code length} slots. */
    private void resize(int length) {
        if (shorts != null) {
            shorts = Arrays.copyOf(shorts, length);
        } else if (ints != null) {
            ints = Arrays.copyOf(ints, length);
        } else {
            longs = Arrays.copyOf(longs, length);
        }
    }

    private long at(int i) {
        return shorts != null ? shorts[i] : ints != null ? ints[i] : longs[i];
    }

    /** Number of values added. */
    public int size() {
        return size;
    }

    /** True if no value has been added. */
    public boolean isEmpty() {
        return size == 0;
    }

    /** The {@code index}-th value added (0-based). */
    public long get(int index) {
        if (index < 0 || index >= size) {
            throw new IndexOutOfBoundsException("index is " + index + "; it must be between 0 and " + (size - 1));
        }
        return at(index);
    }

    /** Arithmetic mean of the values; 0 when empty. Summed in double so that large latencies cannot overflow. */
    public double mean() {
        if (size == 0) {
            return 0.0;
        }
        double total = 0.0;
        for (int i = 0; i < size; i++) {
            total += at(i);
        }
        return total / size;
    }

    /** Smallest value; throws {@link IllegalStateException} when empty. */
    public long min() {
        return sortedCopy().at(0);
    }

    /** Largest value; throws {@link IllegalStateException} when empty. */
    public long max() {
        return sortedCopy().at(size - 1);
    }

    /**
     * The exact {@code p}-th percentile by the nearest-rank rule: the smallest value such that at least p% of
     * the values are less than or equal to it, i.e. the value of rank ceil(p/100 * n) (at least rank 1) in
     * sorted order. On the values 1..100, p50 is 50, p99 is 99 and p100 is 100; p0 is the minimum.
     *
     * @param p percentile in [0, 100]
     */
    public long percentile(double p) {
        if (!(p >= 0.0 && p <= 100.0)) {
            throw new IllegalArgumentException("p is " + p + "; it must be between 0 and 100");
        }
        LongSamples ordered = sortedCopy();
        // p * n / 100 rather than p / 100 * n: p * n is exact for any sensible n, so an integer rank stays exact.
        long rank = (long) Math.ceil(p * size / 100.0);
        int index = (int) Math.max(1, Math.min(size, rank)) - 1;
        return ordered.at(index);
    }

    /** The values in ascending order, in an array of this one's width, trimmed to {@link #size}. */
    private LongSamples sortedCopy() {
        if (size == 0) {
            throw new IllegalStateException("no values have been added; min, max and percentiles are undefined");
        }
        if (sorted == null) {
            LongSamples s = new LongSamples(0);
            s.size = size;
            if (shorts != null) {
                s.shorts = Arrays.copyOf(shorts, size);
                Arrays.sort(s.shorts);
            } else if (ints != null) {
                s.shorts = null;
                s.ints = Arrays.copyOf(ints, size);
                Arrays.sort(s.ints);
            } else {
                s.shorts = null;
                s.longs = Arrays.copyOf(longs, size);
                Arrays.sort(s.longs);
            }
            sorted = s;
        }
        return sorted;
    }

    /** A copy of the values in arrival order. */
    public long[] toArray() {
        if (longs != null) {
            return Arrays.copyOf(longs, size);
        }
        long[] copy = new long[size];
        for (int i = 0; i < size; i++) {
            copy[i] = at(i);
        }
        return copy;
    }

    /** The values in arrival order, converted to double (for batch means and MSER-5). */
    public double[] toDoubleArray() {
        double[] copy = new double[size];
        for (int i = 0; i < size; i++) {
            copy[i] = at(i);
        }
        return copy;
    }

    /**
     * A new, independent collection holding the values with indices {@code from} (inclusive) to {@code to}
     * (exclusive), in arrival order. Typical use: drop a warm-up, {@code copyRange(warmUp, size())}.
     */
    public LongSamples copyRange(int from, int to) {
        if (from < 0 || to > size || from > to) {
            throw new IndexOutOfBoundsException("range is [" + from + ", " + to + "); it must lie within [0, "
                    + size + "] with from <= to");
        }
        LongSamples range = new LongSamples(to - from);
        for (int i = from; i < to; i++) {
            range.add(at(i));
        }
        return range;
    }

    @Override
    public String toString() {
        return "LongSamples[size=" + size + "]";
    }
}
