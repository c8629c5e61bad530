package org.flitlab.control;

/**
 * One packet of an AN1 burst, as the burst source releases it into its host's queue (Owicki &amp; Karlin,
 * bursty workload). Immutable.
 *
 * @param burstId     which burst of its source it belongs to, from 0
 * @param destination destination host index
 * @param lengthFlits packet length, at least 1 flit
 * @param index       position in the burst, from 0
 */
public record BurstPacket(long burstId, int destination, int lengthFlits, int index) {
    public BurstPacket {
        if (lengthFlits < 1) {
            throw new IllegalArgumentException("lengthFlits is " + lengthFlits + "; a packet has at least 1 flit");
        }
    }
}
