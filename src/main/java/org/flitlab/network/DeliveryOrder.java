package org.flitlab.network;

import java.util.Arrays;

/**
 * Counts out-of-order deliveries (Bianco et al.: deflection delivers worms out of sequence): a packet is out
 * of order when a packet generated later between the same source and destination hosts was delivered before
 * it. Packet ids grow with generation time, so the highest id delivered per pair is all it keeps: one long
 * per ordered host pair. Owned by the engine thread.
 */
final class DeliveryOrder {
    private final int hosts;
    private final long[] highestDelivered;

    DeliveryOrder(int hosts) {
        this.hosts = hosts;
        this.highestDelivered = new long[hosts * hosts];
        Arrays.fill(highestDelivered, -1);
    }

    /** Records the delivery of a packet from host index {@code source} to {@code destination}; true if out of order. */
    boolean delivered(int source, int destination, long packetId) {
        int k = source * hosts + destination;
        if (packetId < highestDelivered[k]) {
            return true;
        }
        highestDelivered[k] = packetId;
        return false;
    }
}
