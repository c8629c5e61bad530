package org.flitlab.gui.charts;

import java.util.List;
import org.flitlab.experiment.PointRunner;
import org.flitlab.experiment.RunControl;
import org.flitlab.experiment.ScenarioRunner;
import org.flitlab.experiment.SimulationRun;
import org.flitlab.gui.run.NetworkSetup;
import org.flitlab.gui.run.RoutingChoice;
import org.flitlab.gui.run.ScenarioVariant;
import org.flitlab.scenario.ReadResult;
import org.flitlab.scenario.Scenario;
import org.flitlab.scenario.ScenarioJson;

/**
 * How the experiment panel simulates one sweep point: a scenario-backed setup runs through {@link ScenarioRunner}
 * exactly as the command line runs it (series' routing, swept value and the panel's measured packets set by path);
 * a built-in example runs its network directly. Stateless; the runners are called on the sweep's threads.
 */
final class SweepRunners {
    private SweepRunners() {
    }

    /** Points of {@code setup}, one series per routing, varying {@code swept}. */
    static PointRunner of(NetworkSetup setup, List<RoutingChoice> series, long packets, SweptParameter swept) {
        if (setup.hasScenario()) {
            return scenarioPoints(setup, series, packets, swept);
        }
        RunControl control = RunControl.quick(500, packets).withMaxTicks(400_000);
        return (p, listener, cancelled) -> new SimulationRun(swept.apply(setup, p.value()).build(series.get(p.series()),
                swept.isLoad() ? p.value() : setup.offeredLoad(), p.seed()), control, p.seed()).run(listener, cancelled);
    }

    private static PointRunner scenarioPoints(NetworkSetup setup, List<RoutingChoice> series, long packets, SweptParameter swept) {
        ScenarioRunner runner = new ScenarioRunner();
        return (p, listener, cancelled) -> {
            Scenario point = ScenarioVariant.of(setup.scenario(), setup, series.get(p.series()), swept.isLoad() ? p.value() : setup.offeredLoad());
            if (!swept.isLoad()) {
                ReadResult set = ScenarioJson.withOverride(point, swept.path(), swept.text(p.value()));
                if (!set.isValid()) {
                    throw new IllegalArgumentException(swept.path() + " = " + swept.text(p.value()) + ": " + set.errors());
                }
                point = set.scenario();
            }
            return runner.run(withPackets(point, packets), p.seed(), listener, cancelled);
        };
    }

    /**
     * Compare mode: series 0 is {@code a}, series 1 is {@code b} (scenario-backed setups that differ in one
     * control), each at the swept load.
     */
    static PointRunner compare(NetworkSetup a, NetworkSetup b, long packets) {
        List<NetworkSetup> setups = List.of(a, b);
        ScenarioRunner runner = new ScenarioRunner();
        return (p, listener, cancelled) -> {
            NetworkSetup s = setups.get(p.series());
            Scenario point = ScenarioVariant.of(s.scenario(), s, s.routing(), p.value());
            return runner.run(withPackets(point, packets), p.seed(), listener, cancelled);
        };
    }

    private static Scenario withPackets(Scenario point, long packets) {
        ReadResult withPackets = ScenarioJson.withOverride(point, "run.measuredPackets", Long.toString(packets));
        return withPackets.isValid() ? withPackets.scenario() : point;
    }
}
