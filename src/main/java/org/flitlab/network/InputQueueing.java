package org.flitlab.network;

/**
 * How a switch input buffer is organised. FIFO: only the packet at the head can be routed, so head-of-line
 * blocking happens (AN1). Virtual output queues: one queue per output inside each input buffer, sharing its
 * capacity, so a blocked packet does not hold up packets bound elsewhere; shows what HOL blocking costs.
 */
public enum InputQueueing { FIFO, VIRTUAL_OUTPUT_QUEUES }
