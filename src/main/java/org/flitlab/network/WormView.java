package org.flitlab.network;

/**
 * One packet as the GUI draws it: a worm over the channels holding its flits (in buffers at the channel's
 * receiving end, or on the wire). Immutable.
 *
 * @param channels    channels holding some of its flits
 * @param flits       flits of this packet on each of those channels (same order)
 * @param lanes       the virtual channel its flits use on each of those channels (same order)
 * @param headChannel the channel its head last entered, or -1 while still at the source
 * @param blocked     whether its head has been waiting past its routing delay
 */
public record WormView(long packetId, int sourceNode, int destinationNode, int lengthFlits, long ageTicks,
                       int headNode, int headChannel, boolean blocked, int[] channels, int[] flits, int[] lanes) {
}
