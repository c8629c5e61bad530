package org.flitlab.network;

/**
 * One input of a switch's crossbar, shared by the virtual channels of a port: it passes at most one flit per
 * tick (no internal speed-up, model.md). Owned by the engine thread.
 */
final class CrossbarInput {
    /** The last tick at which a flit crossed from this input, or -1. */
    long lastTick = -1;
    /** The worm advanced as a block through this input ({@link FreeFlow}), or null. */
    WormBlock block;
}
