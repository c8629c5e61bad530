package org.flitlab.network.atm;

/**
 * ABR with explicit rate marking by ERICA (Kalyanaraman et al. 2000, as used by Bianco et al., Table 2; no
 * averaging filter, as in CLASS). Every {@code intervalSlots} each output port measures the ABR input rate, the
 * capacity left by other traffic and the active ABR circuits, and backward RM cells get an explicit rate from the
 * fair share and the overload factor. The queue is held near {@code targetDelayCells} by ERICA+'s queue control:
 * the ABR target capacity is scaled by {@code max(queueDrainLimit, a Q0 / ((a - 1) Q + Q0))} above Q0 and left
 * alone below. Immutable.
 *
 * @param source           the ABR source parameters
 * @param targetDelayCells Q0, the target queue, at least 1 cell (Table 2: 500 for B = 2000, 50 for B = 200)
 * @param intervalSlots    the measurement interval, at least 1 slot (Table 2 names S_r: 50)
 * @param a                the queue-control curve's steepness, above 1 (ERICA+: 1.15)
 * @param queueDrainLimit  the least fraction of capacity given to ABR when the queue is long, in (0, 1] (ERICA+: 0.5)
 */
public record EricaParams(AbrSourceParams source, int targetDelayCells, int intervalSlots, double a,
                          double queueDrainLimit) implements AtmService {
    public EricaParams {
        if (source == null) {
            throw new IllegalArgumentException("source is null; give the ABR source parameters");
        }
        if (targetDelayCells < 1) {
            throw new IllegalArgumentException("targetDelayCells is " + targetDelayCells + "; it must be at least 1 cell");
        }
        if (intervalSlots < 1) {
            throw new IllegalArgumentException("intervalSlots is " + intervalSlots + "; it must be at least 1 slot");
        }
        if (!(a > 1)) {
            throw new IllegalArgumentException("a is " + a + "; it must be above 1");
        }
        if (!(queueDrainLimit > 0 && queueDrainLimit <= 1)) {
            throw new IllegalArgumentException("queueDrainLimit is " + queueDrainLimit + "; it must be above 0 and at most 1");
        }
    }

    /** Table 2 for a buffer of {@code bufferCells}: target 500 cells for B = 2000, 50 for B = 200 (B / 4 otherwise). */
    public static EricaParams table2(int bufferCells) {
        int target = bufferCells >= 2000 ? 500 : bufferCells == 200 ? 50 : Math.max(1, bufferCells / 4);
        return new EricaParams(AbrSourceParams.table2(), target, 50, 1.15, 0.5);
    }

    @Override
    public String id() {
        return "abr-erica";
    }
}
