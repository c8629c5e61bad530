package org.flitlab.gui;

import java.util.Locale;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.flitlab.gui.charts.ExperimentModel;
import org.flitlab.gui.editor.NetworkLayout;
import org.flitlab.scenario.ScenarioJson;

/**
 * Which link utilisation the canvas heat map shows: the experiment's latest (the highest load finished so far),
 * as long as it belongs to the open network's links; hidden on request or when another network opens. Logs one
 * line per finished sweep, not one per point. FX thread only.
 */
final class HeatOverlay {
    private double[] perLink;

    /**
     * @param experiment whose heat property is followed
     * @param layout     the open network's layout (its link count must match)
     * @param log        receives the line per sweep
     * @param changed    called when what is shown changes
     */
    HeatOverlay(ExperimentModel experiment, Supplier<NetworkLayout> layout, Consumer<String> log, Runnable changed) {
        experiment.heatProperty().addListener((o, was, now) -> {
            NetworkLayout l = layout.get();
            perLink = now == null || l == null || now.perLink().length != l.topology().links().size() ? null : now.perLink();
            changed.run();
        });
        experiment.runningProperty().addListener((o, was, running) -> {
            var h = experiment.heatProperty().get();
            if (!running && h != null && perLink != null) {
                log.accept(String.format(Locale.ROOT, "Heat map: link utilisation of %s at load %s (busiest link %.0f%%).",
                        h.series(), ScenarioJson.text(h.load()), 100 * h.max()));
            }
        });
    }

    /** Utilisation per link id to draw, or null for none. */
    double[] perLink() {
        return perLink;
    }

    /** Hides the heat map until the experiment reports again. */
    void clear() {
        perLink = null;
    }
}
