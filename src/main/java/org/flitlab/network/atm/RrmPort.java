package org.flitlab.network.atm;

/**
 * PD+ relative rate marking at one output port (Bianco et al., Section 2.2.1): the queue is sampled every S_r
 * slots; between samples the feedback is held. Starts at "increase" with an empty queue. Mutable, owned by one
 * run's engine thread.
 */
final class RrmPort implements PortControl {
    private final RrmParams params;
    private int previousQueue;
    private RrmFeedback feedback = RrmFeedback.INCREASE;

    RrmPort(RrmParams params) {
        this.params = params;
    }

    @Override
    public void counted(int circuit, boolean abr) {
        // PD+ sees only the queue, not the cells that made it
    }

    @Override
    public void tick(long slot, int queueCells) {
        if ((slot + 1) % params.intervalSlots() == 0) {
            feedback = RrmFeedback.of(queueCells, queueCells - previousQueue, params);
            previousQueue = queueCells;
        }
    }

    @Override
    public void mark(RmCells rm, int record) {
        if (feedback == RrmFeedback.DECREASE) {
            rm.setCi(record);
        } else if (feedback == RrmFeedback.KEEP) {
            rm.setNi(record);
        }
    }

    RrmFeedback feedback() {
        return feedback;
    }
}
