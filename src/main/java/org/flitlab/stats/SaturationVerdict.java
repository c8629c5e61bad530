package org.flitlab.stats;

/**
 * Whether a measured point is saturated, and why in words a user can check against the numbers
 * ("accepted 0.300 < offered 0.400 ..."). A saturated point's latency is not plotted as if it were finite
 * (model.md, Measurement). Immutable and thread-safe.
 *
 * @param saturated true if the point is saturated
 * @param reason    the rule(s) that decided, with the numbers; never null or empty
 */
public record SaturationVerdict(boolean saturated, String reason) {
    public SaturationVerdict {
        if (reason == null || reason.isBlank()) {
            throw new IllegalArgumentException("reason is " + (reason == null ? "null" : "blank")
                    + "; it must say why the point is or is not saturated");
        }
    }
}
