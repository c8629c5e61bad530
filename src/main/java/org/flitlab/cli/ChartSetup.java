package org.flitlab.cli;

import org.flitlab.experiment.AtmScenarioRun;
import org.flitlab.experiment.Bound;
import org.flitlab.experiment.Bounds;
import org.flitlab.report.AxisUnits;
import org.flitlab.report.ChartOptions;
import org.flitlab.report.ReferenceLines;
import org.flitlab.scenario.ChartOptions.TimeUnit;
import org.flitlab.scenario.Scenario;
import org.flitlab.scenario.ScenarioAssembly;
import org.flitlab.scenario.SweepSpec;
import org.flitlab.topology.Topology;

/**
 * Turns a scenario into what its charts need: title, axis label, time unit and the reference lines
 * (zero-load latency and the channel-load throughput bound, computed without simulating).
 */
final class ChartSetup {
    private ChartSetup() {
    }

    /** The bounds of the scenario's base configuration. */
    static Bound bound(ScenarioAssembly a) {
        return Bounds.of(a, a.scenario().run().seed());
    }

    static ChartOptions options(ScenarioAssembly a, Bound bound) {
        Scenario s = a.scenario();
        boolean microseconds = s.charts().timeUnit() == TimeUnit.US;
        AxisUnits units = microseconds ? new AxisUnits("µs", 1 / a.units().microsecondsPerTick()) : AxisUnits.TICKS;
        boolean overLoad = SweepSpec.OFFERED_LOAD.equals(s.sweep().parameter());
        ReferenceLines lines = ReferenceLines.of(bound, s.sweep().parameter());
        String title = s.charts().title() == null || s.charts().title().isBlank() ? s.name() : s.charts().title();
        // With ATM switching the swept load is the Poisson background in cells, not worms' flits.
        String load = AtmScenarioRun.isAtm(s) ? "Background load (cells per slot per node)"
                : ChartOptions.OFFERED_LOAD_LABEL;
        String xLabel = overLoad ? load : s.sweep().parameter();
        Topology t = a.topology();
        // A swept topology parameter gives each point its own network, whose channel ids the scenario's does not name.
        boolean ownTopologies = s.sweep().parameter().startsWith("topology.") || s.sweep().series().stream()
                .anyMatch(series -> series.overrides().keySet().stream().anyMatch(k -> k.startsWith("topology.")));
        return new ChartOptions(title, xLabel, units, lines, c -> ownTopologies || c >= t.channelCount() ? "channel " + c
                : channelName(t, c));
    }

    /** "a->b", with the source port added when a and b are joined by parallel links, so that names stay distinct. */
    static String channelName(Topology t, int c) {
        int from = t.channelSource(c);
        int to = t.channelTarget(c);
        String name = t.node(from).name() + "->" + t.node(to).name();
        int links = 0;
        for (int p = 0; p < t.portCount(from); p++) {
            links += t.neighbor(from, p) == to ? 1 : 0;
        }
        return links > 1 ? name + " (port " + t.channelSourcePort(c) + ")" : name;
    }
}
