package org.flitlab.stats;

/**
 * One step of a deadlock's wait-for cycle: packet {@code packetId}, stuck at node {@code node}, waits for
 * channel {@code channel}, which packet {@code holderPacketId} holds (its virtual channel or the buffer
 * space beyond it). Values only, so results stay independent of the engine.
 */
public record WaitStep(long packetId, int node, int channel, long holderPacketId) {
}
