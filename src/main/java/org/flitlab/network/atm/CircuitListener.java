package org.flitlab.network.atm;

/**
 * What an ATM network tells the end points of its circuits: a packet given to {@link AtmNetwork#send} arrived whole
 * (all its cells, AAL5 check passed) or was lost (a cell was dropped, or its last cell was, which also spoils the
 * packet reassembled after it). This is the small source SPI through which an end-to-end protocol (TCP) runs over
 * the cell network without the network knowing it. Called on the engine thread, inside {@link AtmNetwork#advance}.
 */
public interface CircuitListener {
    /** Packet {@code tag} of {@code circuit} was reassembled at its destination in {@code slot}. */
    void delivered(int circuit, long tag, long slot);

    /** Packet {@code tag} of {@code circuit} failed reassembly in {@code slot}; by default nothing happens. */
    default void lost(int circuit, long tag, long slot) {
    }
}
