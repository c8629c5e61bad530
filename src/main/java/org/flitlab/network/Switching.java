package org.flitlab.network;

/**
 * When a switch may forward a packet's head (model.md, Switching). Cut-through forwards once the head is
 * routed: buffers smaller than a packet give wormhole, buffers of at least a packet give virtual
 * cut-through. Store-and-forward waits until the tail has arrived, and needs buffers of at least the
 * longest packet.
 */
public enum Switching { CUT_THROUGH, STORE_AND_FORWARD }
