package org.flitlab.network.atm;

/**
 * The ternary feedback of relative rate marking and the PD+ mapping of Bianco et al., Section 2.2.1, from the
 * queue Q and its two-point derivative D_Q = Q(t_n) - Q(t_{n-1}):
 * <pre>
 *   any Q;       D_Q &lt; -beta          increase
 *   any Q;       beta &lt; D_Q           decrease
 *   Q &lt; l_t;     -beta &lt;= D_Q &lt;= 0    increase
 *   Q &lt; l_t;     0 &lt; D_Q &lt;= beta      keep
 *   l_t &lt;= Q &lt; h_t; |D_Q| &lt;= beta     keep
 *   h_t &lt;= Q;    -beta &lt;= D_Q &lt; 0     keep
 *   h_t &lt;= Q;    0 &lt;= D_Q &lt;= beta     decrease
 * </pre>
 * Increase leaves NI = CI = 0 in a backward RM cell, keep sets NI = 1, decrease sets CI = 1.
 */
public enum RrmFeedback {
    INCREASE, KEEP, DECREASE;

    /** The PD+ feedback for queue {@code q} and derivative {@code dq} (cells) under {@code p}'s thresholds. */
    public static RrmFeedback of(int q, int dq, RrmParams p) {
        if (dq < -p.beta()) {
            return INCREASE;
        }
        if (dq > p.beta()) {
            return DECREASE;
        }
        if (q < p.lowThreshold()) {
            return dq <= 0 ? INCREASE : KEEP;
        }
        if (q < p.highThreshold()) {
            return KEEP;
        }
        return dq < 0 ? KEEP : DECREASE;
    }
}
