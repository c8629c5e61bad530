package org.flitlab.network;

/**
 * How an output link shares its flit slots among its virtual channels. ROUND_ROBIN interleaves flits of
 * the ready channels; PRIORITY is Bianco et al.'s Non-preemptive Priority protocol: the highest-numbered
 * ready channel is served, and a worm once served keeps the link until it is done or blocked.
 */
public enum VcArbitration { ROUND_ROBIN, PRIORITY }
