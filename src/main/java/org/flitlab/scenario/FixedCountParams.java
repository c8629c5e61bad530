package org.flitlab.scenario;

/**
 * A fixed number of packets per source, all generated at tick 0 (model.md, Traffic: the C104 k-permutation
 * completion time). Immutable.
 *
 * @param count packets each sending host generates, at least 1
 */
public record FixedCountParams(int count) {
    public FixedCountParams {
        if (count < 1) {
            throw new IllegalArgumentException("count is " + count + "; it must be at least 1 packet");
        }
    }
}
