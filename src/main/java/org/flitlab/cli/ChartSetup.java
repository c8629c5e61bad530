package org.flitlab.cli;

import java.util.SplittableRandom;
import org.flitlab.experiment.AtmScenarioRun;
import org.flitlab.experiment.Bound;
import org.flitlab.experiment.RouterBounds;
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
        var workload = a.newWorkload();
        int meanFlits = (int) Math.max(1, Math.round(workload.sizes().meanFlits()));
        return RouterBounds.compute(a.topology(), a.routing(), workload.destinations(), meanFlits, a.networkConfig(),
                new SplittableRandom(a.scenario().run().seed()));
    }

    static ChartOptions options(ScenarioAssembly a, Bound bound) {
        Scenario s = a.scenario();
        boolean microseconds = s.charts().timeUnit() == TimeUnit.US;
        AxisUnits units = microseconds ? new AxisUnits("µs", 1 / a.units().microsecondsPerTick()) : AxisUnits.TICKS;
        boolean overLoad = SweepSpec.OFFERED_LOAD.equals(s.sweep().parameter());
        ReferenceLines lines = new ReferenceLines(bound.zeroLoadDeliveryLatency(), overLoad ? bound.throughputBound() : Double.NaN);
        String title = s.charts().title() == null || s.charts().title().isBlank() ? s.name() : s.charts().title();
        // With ATM switching the swept load is the Poisson background in cells, not worms' flits.
        String load = AtmScenarioRun.isAtm(s) ? "Background load (cells per slot per node)"
                : ChartOptions.OFFERED_LOAD_LABEL;
        String xLabel = overLoad ? load : s.sweep().parameter();
        Topology t = a.topology();
        // A swept topology parameter gives each point its own network, whose channel ids the scenario's does not name.
        boolean ownTopologies = s.sweep().parameter().startsWith("topology.");
        return new ChartOptions(title, xLabel, units, lines, c -> ownTopologies || c >= t.channelCount() ? "channel " + c
                : t.node(t.channelSource(c)).name() + "->" + t.node(t.channelTarget(c)).name());
    }
}
