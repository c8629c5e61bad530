package org.flitlab.network.atm;

/**
 * The parameters of a cell-level ATM network (Bianco et al., Sections 2.2 and 2.4). Time is slotted at the link
 * rate: one slot is one cell time (53 bytes; 662.5 ns at 640 Mbit/s). The topology's link delays are in its own
 * ticks and are converted with {@code ticksPerSlot} (53 for one-byte flits), rounded, at least 1 slot (1 km at
 * 2/3 c is 400 byte ticks, 8 slots). Immutable.
 *
 * @param bufferCells    B, the shared FIFO of every switch output port, at least 1 cell (the paper: 200 or 2000)
 * @param ticksPerSlot   topology ticks per cell slot, positive (53 for byte flits)
 * @param backgroundLoad Poisson background cells per slot generated at every switch, from 0 to below 1, each to a
 *                       uniformly chosen other switch over a fixed shortest route
 * @param service        the service category of the controlled (TCP data) circuits
 */
public record AtmConfig(int bufferCells, double ticksPerSlot, double backgroundLoad, AtmService service) {
    public AtmConfig {
        if (bufferCells < 1) {
            throw new IllegalArgumentException("bufferCells is " + bufferCells + "; an output buffer holds at least 1 cell");
        }
        if (!(ticksPerSlot > 0) || Double.isInfinite(ticksPerSlot)) {
            throw new IllegalArgumentException("ticksPerSlot is " + ticksPerSlot + "; it must be a finite positive number");
        }
        if (!(backgroundLoad >= 0 && backgroundLoad < 1)) {
            throw new IllegalArgumentException("backgroundLoad is " + backgroundLoad + "; it must be from 0 to below 1 cell per slot");
        }
        if (service == null) {
            throw new IllegalArgumentException("service is null; give ubr, abr-rrm or abr-erica");
        }
    }

    /** UBR with B cells, byte ticks, no background. */
    public static AtmConfig ubr(int bufferCells) {
        return new AtmConfig(bufferCells, Aal5.CELL_BYTES, 0, new AtmService.Ubr());
    }

    public AtmConfig withBackgroundLoad(double load) {
        return new AtmConfig(bufferCells, ticksPerSlot, load, service);
    }

    public AtmConfig withService(AtmService s) {
        return new AtmConfig(bufferCells, ticksPerSlot, backgroundLoad, s);
    }
}
