package org.flitlab.control;

/**
 * The alternating static window (ASW) of one source (Shurbanov et al., Definition 3.1): requests may start while
 * fewer than the high window mark (HWM) are outstanding; once HWM is reached no request starts until enough
 * responses have come back to bring the outstanding count down to the low window mark (LWM). With LWM = HWM - 1
 * it is the static window SW of size HWM.
 *
 * <p>Invariant: 0 &lt;= outstanding &lt;= HWM, and while {@link #halted()} no request may start. Counts are per
 * source (the paper's outstanding requests of a device). Mutable, owned by one run's engine thread.
 */
public final class AlternatingWindow {
    private final int highMark;
    private final int lowMark;
    private int outstanding;
    private boolean halted;
    private long halts;

    /**
     * @param highMark HWM, at least 1 outstanding request
     * @param lowMark  LWM, from 0 to HWM - 1
     */
    public AlternatingWindow(int highMark, int lowMark) {
        if (highMark < 1) {
            throw new IllegalArgumentException("highMark is " + highMark + "; it must be at least 1 request");
        }
        if (lowMark < 0 || lowMark >= highMark) {
            throw new IllegalArgumentException("lowMark is " + lowMark + "; it must be from 0 to highMark - 1 ("
                    + (highMark - 1) + ")");
        }
        this.highMark = highMark;
        this.lowMark = lowMark;
    }

    /** Whether a request may start now. */
    public boolean mayStart() {
        return !halted && outstanding < highMark;
    }

    /** A request started; it must have been allowed. Reaching HWM halts the source. */
    public void started() {
        if (!mayStart()) {
            throw new IllegalStateException("the alternating window is " + (halted ? "halted" : "full"));
        }
        outstanding++;
        if (outstanding == highMark) {
            halted = true;
            halts++;
        }
    }

    /** A response arrived; at LWM the source may send again. */
    public void acknowledged() {
        if (outstanding == 0) {
            throw new IllegalStateException("a response with no request outstanding");
        }
        outstanding--;
        if (outstanding <= lowMark) {
            halted = false;
        }
    }

    public int outstanding() {
        return outstanding;
    }

    /** Whether HWM was reached and LWM not yet. */
    public boolean halted() {
        return halted;
    }

    /** How many times the source reached HWM and halted. */
    public long halts() {
        return halts;
    }

    public int highMark() {
        return highMark;
    }

    public int lowMark() {
        return lowMark;
    }
}
