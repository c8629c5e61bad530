package org.flitlab.gui.charts;

import java.util.Locale;
import org.flitlab.experiment.PointResult;
import org.flitlab.experiment.SweepResult;
import org.flitlab.scenario.ScenarioJson;
import org.flitlab.stats.RunStatus;

/**
 * Why a sweep's series ended where they did, in words for the status line: a series that stopped after a
 * saturated point names that point and the reason its run gives; deadlocked and failed points are named too.
 * Stateless.
 */
final class StopReasons {
    private StopReasons() {
    }

    /** " Series X stopped at 0.35: reason." for each series that ended early, or "" if none did. */
    static String of(SweepResult r) {
        StringBuilder out = new StringBuilder();
        for (int s = 0; s < r.plan().seriesCount(); s++) {
            var points = r.series(s);
            if (points.isEmpty()) {
                continue;
            }
            PointResult last = points.get(points.size() - 1);
            boolean early = last.point().index() < r.plan().valueCount() - 1;
            String at = r.plan().seriesNames().get(s) + " at " + ScenarioJson.text(last.point().value());
            if (last.result().status() == RunStatus.DEADLOCK) {
                out.append(" ").append(at).append(": deadlock.");
            } else if (last.result().status() == RunStatus.FAILED) {
                out.append(" ").append(at).append(": failed, ").append(last.result().message());
            } else if (last.result().saturated()) {
                String why = last.result().saturationReason();
                out.append(" ").append(at).append(early ? ": saturated, series stopped" : ": saturated")
                        .append(why == null || why.isBlank() ? "." : " (" + why.toLowerCase(Locale.ROOT).replaceAll("\\.$", "") + ").");
            }
        }
        return out.toString();
    }
}
