package org.flitlab.network;

/**
 * How a switch input buffer is organised. FIFO: only the packet at the head can be routed, so head-of-line
 * blocking happens (AN1). Virtual output queues: one queue per output inside each input buffer, sharing its
 * capacity, so a blocked packet does not hold up packets bound elsewhere; shows what HOL blocking costs. Any worm
 * (Bianco et al., deflection only): each worm that lands takes an empty queue of its buffer (one per port of the
 * switch, sharing the capacity; behind the shortest when none is empty) and is routed at its front, so a worm
 * behind one that waits for its output may be forwarded first; a buffer still feeds one output at a time.
 */
public enum InputQueueing { FIFO, VIRTUAL_OUTPUT_QUEUES, ANY_WORM }
