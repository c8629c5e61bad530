package org.flitlab.network.atm;

import java.util.BitSet;

/**
 * ERICA explicit rate marking at one output port (Kalyanaraman et al. 2000; Bianco et al., Section 2.2), with
 * ERICA+'s queue control for the target delay and no averaging filter. At the end of each interval of T slots it
 * computes, from the cells that entered the queue: the ABR input rate, the rate of other (background and
 * uncontrolled) cells, and the number N of ABR circuits that sent a cell. The ABR target capacity is
 * {@code f(Q) * max(0, 1 - otherRate)} (link rate 1 cell/slot), with {@code f(Q) = 1} up to the target queue Q0
 * and {@code max(queueDrainLimit, a Q0 / ((a - 1) Q + Q0))} above it; the overload factor is
 * {@code z = abrRate / target} and the fair share {@code target / N}. A backward RM cell whose source's current
 * rate is CCR gets {@code ER = min(ER, target, max(fairShare, CCR / z))}: circuits above their share are cut to
 * it when the link is overloaded, and everyone may rise when it is not. Before the first interval, and in an
 * interval without ABR cells, the explicit rate is the target capacity. Mutable, owned by one run's engine thread.
 */
final class EricaPort implements PortControl {
    private final EricaParams params;
    private final BitSet active = new BitSet();
    private long abrCells;
    private long otherCells;
    private double target = 1;
    private double overload;
    private double fairShare = 1;

    EricaPort(EricaParams params) {
        this.params = params;
    }

    @Override
    public void counted(int circuit, boolean abr) {
        if (abr) {
            abrCells++;
            active.set(circuit);
        } else {
            otherCells++;
        }
    }

    @Override
    public void tick(long slot, int queueCells) {
        if ((slot + 1) % params.intervalSlots() == 0) {
            measure(queueCells);
        }
    }

    /** Ends an interval: the target capacity, overload factor and fair share for the next one. */
    void measure(int queueCells) {
        double interval = params.intervalSlots();
        double q0 = params.targetDelayCells();
        double a = params.a();
        double f = queueCells <= q0 ? 1 : Math.max(params.queueDrainLimit(), a * q0 / ((a - 1) * queueCells + q0));
        target = f * Math.max(0, 1 - otherCells / interval);
        double abrRate = abrCells / interval;
        overload = target > 0 ? abrRate / target : Double.POSITIVE_INFINITY;
        fairShare = target / Math.max(1, active.cardinality());
        abrCells = 0;
        otherCells = 0;
        active.clear();
    }

    /** The explicit rate this port allows a source whose current rate is {@code ccr}. */
    double explicitRate(double ccr) {
        if (overload == 0) {
            return target;
        }
        double vcShare = Double.isInfinite(overload) ? 0 : ccr / overload;
        return Math.min(target, Math.max(fairShare, vcShare));
    }

    @Override
    public void mark(RmCells rm, int record) {
        rm.lowerEr(record, explicitRate(rm.ccr(record)));
    }

    double fairShare() {
        return fairShare;
    }

    double targetCapacity() {
        return target;
    }

    double overloadFactor() {
        return overload;
    }
}
