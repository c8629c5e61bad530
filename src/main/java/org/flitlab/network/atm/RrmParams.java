package org.flitlab.network.atm;

/**
 * ABR with relative rate marking by the PD+ controller (Bianco et al., Section 2.2.1 and Table 2): every
 * {@code intervalSlots} each output port samples its queue Q and the two-point derivative D_Q and maps them to
 * increase, keep or decrease ({@link RrmFeedback}). Immutable.
 *
 * @param source        the ABR source parameters
 * @param beta          beta, the derivative threshold, at least 0 cells (Table 2: 15)
 * @param lowThreshold  l_t, at least 0 cells (Table 2: 10)
 * @param highThreshold h_t, above l_t (Table 2: 200 for B = 2000, 50 for B = 200)
 * @param intervalSlots S_r, slots between samples, at least 1 (Table 2: 50 cells)
 */
public record RrmParams(AbrSourceParams source, int beta, int lowThreshold, int highThreshold, int intervalSlots)
        implements AtmService {
    public RrmParams {
        if (source == null) {
            throw new IllegalArgumentException("source is null; give the ABR source parameters");
        }
        if (beta < 0) {
            throw new IllegalArgumentException("beta is " + beta + "; it must be at least 0 cells");
        }
        if (lowThreshold < 0) {
            throw new IllegalArgumentException("lowThreshold is " + lowThreshold + "; it must be at least 0 cells");
        }
        if (highThreshold <= lowThreshold) {
            throw new IllegalArgumentException("highThreshold is " + highThreshold + "; it must be above lowThreshold ("
                    + lowThreshold + ")");
        }
        if (intervalSlots < 1) {
            throw new IllegalArgumentException("intervalSlots is " + intervalSlots + "; it must be at least 1 slot");
        }
    }

    /** Table 2 for a buffer of {@code bufferCells}: h_t is 200 cells for B = 2000 and 50 for B = 200 (B / 4 below 2000). */
    public static RrmParams table2(int bufferCells) {
        return new RrmParams(AbrSourceParams.table2(), 15, 10, bufferCells >= 2000 ? 200 : Math.max(11, bufferCells / 4), 50);
    }

    @Override
    public String id() {
        return "abr-rrm";
    }
}
