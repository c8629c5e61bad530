package org.flitlab.experiment;

/**
 * How a run discards its start-up transient (model.md, Measurement). FIXED discards a given number of ticks;
 * DETECT measures from the start and then drops the prefix MSER-5 picks from the delivery latencies.
 */
public enum WarmupMode { FIXED, DETECT }
