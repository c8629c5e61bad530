package org.flitlab.network.atm;

import java.util.Arrays;

/**
 * The contents of the resource-management cells in flight, by record number (the number a cell word carries):
 * current cell rate CCR and explicit rate ER (fractions of the link rate), and the NI and CI bits. Records are
 * reused through a free list, so RM traffic allocates only while the pool grows. Mutable, owned by one run's
 * engine thread.
 */
final class RmCells {
    private double[] ccr = new double[64];
    private double[] er = new double[64];
    private boolean[] ni = new boolean[64];
    private boolean[] ci = new boolean[64];
    private int[] free = new int[64];
    private int freeCount;
    private int used;

    /** A new forward RM record with the source's CCR, ER = PCR and both bits clear. */
    int open(double currentRate, double peakRate) {
        int r;
        if (freeCount > 0) {
            r = free[--freeCount];
        } else {
            if (used == ccr.length) {
                grow();
            }
            r = used++;
        }
        ccr[r] = currentRate;
        er[r] = peakRate;
        ni[r] = false;
        ci[r] = false;
        return r;
    }

    /** The record is no longer in flight (its cell was dropped or reached its source). */
    void close(int r) {
        if (freeCount == free.length) {
            free = Arrays.copyOf(free, free.length * 2);
        }
        free[freeCount++] = r;
    }

    private void grow() {
        int n = ccr.length * 2;
        ccr = Arrays.copyOf(ccr, n);
        er = Arrays.copyOf(er, n);
        ni = Arrays.copyOf(ni, n);
        ci = Arrays.copyOf(ci, n);
    }

    double ccr(int r) {
        return ccr[r];
    }

    double er(int r) {
        return er[r];
    }

    boolean ni(int r) {
        return ni[r];
    }

    boolean ci(int r) {
        return ci[r];
    }

    void lowerEr(int r, double rate) {
        er[r] = Math.min(er[r], rate);
    }

    void setNi(int r) {
        ni[r] = true;
    }

    void setCi(int r) {
        ci[r] = true;
    }

    /** Records in flight. */
    int inFlight() {
        return used - freeCount;
    }
}
