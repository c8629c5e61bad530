package org.flitlab.network.atm;

/**
 * The ABR congestion control of one output port: it sees every cell entering the port's queue, samples the queue
 * at its interval, and writes its feedback into backward RM cells of the circuits whose forward path leaves
 * through this port. Mutable, owned by one run's engine thread.
 */
interface PortControl {
    /** A cell of circuit {@code circuit} (-1 for background) entered the queue; {@code abr} if the circuit is ABR. */
    void counted(int circuit, boolean abr);

    /** Called every slot after transmission with the queue length; acts at the end of each interval. */
    void tick(long slot, int queueCells);

    /** Writes this port's feedback into backward RM record {@code rm}. */
    void mark(RmCells rm, int record);
}
