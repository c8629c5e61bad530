package org.flitlab.network.atm;

/**
 * One cell as a packed {@code long}, so that queues and links hold primitive arrays and a slot allocates nothing.
 * Bits 0-31 carry the cell's number: the packet's sequence number on its circuit for a data cell, the destination
 * switch for a background cell, the resource-management record for an RM cell. Bits 32-47 carry the circuit plus
 * one (0 for background cells, which have no circuit); bits 48-49 the {@link #kind}. {@link #NONE} (all ones) is
 * never a cell because circuit 65 535 does not exist. Stateless.
 */
final class Cell {
    /** No cell: an empty link slot or an empty queue. */
    static final long NONE = -1L;
    /** A data cell that is not the last of its packet. */
    static final int DATA = 0;
    /** The last cell of a packet (AAL5's end-of-message bit in the header); background cells are single. */
    static final int LAST = 1;
    /** A forward resource-management cell, source to destination. */
    static final int FORWARD_RM = 2;
    /** A backward resource-management cell, destination to source, where switches write their feedback. */
    static final int BACKWARD_RM = 3;
    /** Circuits are numbered below this. */
    static final int MAX_CIRCUITS = 65_534;

    private Cell() {
    }

    static long of(int kind, int circuit, int number) {
        return ((long) kind << 48) | ((long) (circuit + 1) << 32) | (number & 0xFFFF_FFFFL);
    }

    static long background(int destinationSwitch) {
        return of(LAST, -1, destinationSwitch);
    }

    static int kind(long cell) {
        return (int) (cell >>> 48) & 3;
    }

    /** The circuit, or -1 for a background cell. */
    static int circuit(long cell) {
        return (int) ((cell >>> 32) & 0xFFFF) - 1;
    }

    static int number(long cell) {
        return (int) cell;
    }

    static boolean isRm(long cell) {
        return kind(cell) >= FORWARD_RM;
    }
}
