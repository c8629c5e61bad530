package org.flitlab.gui.charts;

import java.util.Optional;
import java.util.stream.Collectors;
import org.flitlab.scenario.Scenario;
import org.flitlab.scenario.ScenarioAssembly;
import org.flitlab.scenario.SweepSpec;

/**
 * What the sweep panel says before a sweep starts: why a scenario's sweep cannot start, and a note when the user
 * asks for few packets per point. Stateless.
 */
final class SweepChecks {
    /** Below this many packets per point a stable point near the knee is flagged saturated too often (user guide). */
    static final long STEADY_FLAG_PACKETS = 1000;

    private SweepChecks() {
    }

    /** Why {@code s}'s sweep cannot start, or empty if it can. */
    static Optional<String> whyNot(Scenario s) {
        if (s.sweep().parameter().equals(SweepSpec.OFFERED_LOAD) && s.offeredLoad().isEmpty()) {
            return Optional.of("this scenario's arrivals (" + s.traffic().arrivals().id()
                    + ") have no offered load to sweep; choose another parameter to sweep");
        }
        ScenarioAssembly a = ScenarioAssembly.of(s);
        if (!a.isRunnable()) {
            return Optional.of(a.problems().stream().map(Object::toString).collect(Collectors.joining("; ")));
        }
        return Optional.empty();
    }

    /**
     * A short measurement window can read a random excursion of the source queues as growth and flag a stable point
     * saturated, which also ends its series: say so when the user asks for few packets, rather than refuse.
     */
    static Optional<String> fewPacketsNote(long packets) {
        if (packets >= STEADY_FLAG_PACKETS) {
            return Optional.empty();
        }
        return Optional.of("Note: with " + packets + " packets per point, a point near the knee may be flagged saturated by"
                + " chance, which ends its series; " + STEADY_FLAG_PACKETS + " or more give steadier flags.");
    }
}
