package org.flitlab.report;

import java.util.Locale;
import org.flitlab.stats.LatencySummary;
import org.flitlab.stats.RunResult;

/**
 * Which latency a sweep's latency-vs-load chart plots (model.md, Measurement). Studies differ: BookSim and the
 * C104 report delivery to the tail, AN1 the arrival of the head. Immutable and thread-safe.
 */
public enum PlottedLatency {
    /** Generation to tail arrival (BookSim): the default. */
    DELIVERY("delivery"),
    /** Generation to head arrival (AN1's packet latency). */
    PACKET("packet");

    private final String id;

    PlottedLatency(String id) {
        this.id = id;
    }

    /** The name used in options and scenario files: "delivery" or "packet". */
    public String id() {
        return id;
    }

    /** This latency of {@code result}. */
    public LatencySummary of(RunResult result) {
        return this == DELIVERY ? result.deliveryLatency() : result.packetLatency();
    }

    /**
     * The latency named {@code id} ("delivery" or "packet", any case).
     *
     * @throws IllegalArgumentException for any other name
     */
    public static PlottedLatency parse(String id) {
        for (PlottedLatency p : values()) {
            if (p.id.equals(id == null ? null : id.toLowerCase(Locale.ROOT))) {
                return p;
            }
        }
        throw new IllegalArgumentException("latency is " + (id == null ? "null" : "\"" + id + "\"")
                + "; it must be \"delivery\" or \"packet\"");
    }
}
