package org.flitlab.scenario;

/**
 * The parameter record of a catalogue entry that has no parameters (credit flow control, a selection policy,
 * continuous arrivals); written as {@code "params": {}}. Immutable.
 */
public record NoParams() {
}
