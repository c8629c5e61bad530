package org.flitlab.experiment;

import java.util.List;
import java.util.Locale;
import org.flitlab.stats.RunResult;
import org.flitlab.stats.RunStatus;

/**
 * Why one series of a sweep ended where it did: it ran every value, or it stopped at a value because a point there
 * saturated, deadlocked, was incomplete (it hit its tick limit), failed, or the sweep was cancelled; with the value
 * and the point's own words. The command line prints it, the workbench shows it. Immutable.
 *
 * @param series the series' name
 * @param reason why it ended
 * @param value  the swept value where it stopped (NaN if it ran every value or stopped before any)
 * @param detail the point's reason or message, "" if none
 * @param ranOn  whether the series ran every value anyway (a sweep without stop after saturation): then
 *               {@code value} is where saturation began, not where the series stopped
 */
public record SeriesStop(String series, Reason reason, double value, String detail, boolean ranOn) {
    /** Why a series ended. */
    public enum Reason {
        /** Every value ran. */
        ALL_VALUES,
        /** A point saturated (stop after saturation skips the larger values). */
        SATURATED,
        /** A point deadlocked. */
        DEADLOCK,
        /** A point hit its tick limit before it measured what it asked for. */
        INCOMPLETE,
        /** A point failed. */
        FAILED,
        /** The sweep was cancelled before the series finished. */
        CANCELLED
    }

    /** How the series of index {@code s} ended in {@code r}. */
    static SeriesStop of(SweepResult r, int s) {
        String name = r.plan().seriesNames().get(s);
        List<PointResult> points = r.series(s);
        boolean full = points.size() >= r.plan().valueCount() * r.plan().replications();
        for (PointResult p : points) {
            RunResult x = p.result();
            Reason reason = x.status() == RunStatus.FAILED ? Reason.FAILED : x.status() == RunStatus.DEADLOCK ? Reason.DEADLOCK
                    : x.status() == RunStatus.INCOMPLETE ? Reason.INCOMPLETE : x.saturated() ? Reason.SATURATED : null;
            if (reason != null) {
                String detail = reason == Reason.SATURATED ? x.saturationReason() : x.message();
                return new SeriesStop(name, reason, p.point().value(), detail == null ? "" : detail, full);
            }
        }
        if (r.status() == SweepStatus.CANCELLED && !full) {
            return new SeriesStop(name, Reason.CANCELLED, Double.NaN, "", false);
        }
        return new SeriesStop(name, Reason.ALL_VALUES, Double.NaN, "", true);
    }

    /**
     * One line: "series 'xy': stopped: saturated at offeredLoad = 0.35 (the queues grow)", or, for a series that ran
     * every value past its first saturated one, "series 'xy': ran every value, saturated from offeredLoad = 0.35".
     */
    public String text(String parameter) {
        String at = Double.isNaN(value) ? "" : String.format(Locale.ROOT, " at %s = %s", parameter, plain(value));
        if (ranOn && reason != Reason.ALL_VALUES) {
            String what = reason == Reason.SATURATED ? "saturated" : reason.name().toLowerCase(Locale.ROOT).replace('_', ' ');
            return "series '" + series + "': ran every value, " + what + " from" + (at.isEmpty() ? "" : at.substring(3))
                    + (detail.isEmpty() || reason == Reason.DEADLOCK ? "" : " (" + detail + ")");
        }
        String words = switch (reason) {
            case ALL_VALUES -> "ran every value";
            case SATURATED -> "stopped: saturated" + at;
            case DEADLOCK -> "stopped: deadlock" + at;
            case INCOMPLETE -> "stopped: incomplete, tick limit hit" + at;
            case FAILED -> "stopped: a point failed" + at;
            case CANCELLED -> "stopped: cancelled";
        };
        return "series '" + series + "': " + words + (detail.isEmpty() || reason == Reason.DEADLOCK ? "" : " (" + detail + ")");
    }

    private static String plain(double v) {
        return v == Math.rint(v) && Math.abs(v) < 1e15 ? Long.toString((long) v) : Double.toString(v);
    }
}
