package org.flitlab.network;

/**
 * How a host receives from its link (model.md, Hosts). {@link #ONE_WORM}: the link's virtual channels are granted
 * to one worm at a time, so worms arrive one after the other (the seeds' hosts, FlitLab's default).
 * {@link #VIRTUAL_CHANNELS}: each virtual channel of the link is granted on its own, as on a switch link, so up to
 * one worm per virtual channel arrives interleaved flit by flit (BookSim's ejection channel). Either way the
 * host consumes one flit per tick.
 */
public enum Ejection {
    ONE_WORM,
    VIRTUAL_CHANNELS
}
