package org.flitlab.report;

import java.util.ArrayList;
import java.util.List;
import org.flitlab.experiment.PointResult;
import org.flitlab.experiment.SweepResult;
import org.flitlab.stats.LinkStateTicks;
import org.flitlab.stats.TimeSeries;

/**
 * The time series of a sweep's points as one CSV table, {@code timeseries.csv} (ServerNet Figs. 1-b and 3): one row
 * per interval of every point that recorded one ({@code run.timeSeriesTicks} above 0), points in plan order.
 * Columns, stable for scripts: {@code series}, {@code value}, {@code replication}, {@code seed} (which point);
 * {@code start_tick}, {@code end_tick} (the interval, end exclusive); {@code delivered_flits} and
 * {@code throughput} (delivered flits per tick over the whole network); then for each channel group
 * {@code injection} (host to switch), {@code switch} (switch to switch) and {@code ejection} (switch to host) the
 * fractions of its channel-ticks {@code _transmitting}, {@code _stalled} and {@code _idle}, which add up to 1.
 * Stateless and thread-safe.
 */
public final class TimeSeriesCsv {
    /** The channel groups, as column-name prefixes, in column order. */
    public static final List<String> GROUPS = List.of("injection", "switch", "ejection");
    /** Every column, in order. */
    public static final List<String> COLUMNS = columns();

    private TimeSeriesCsv() {
    }

    /** Whether some point of {@code result} recorded a time series. */
    public static boolean hasSeries(SweepResult result) {
        return result.points().stream().anyMatch(p -> !p.result().timeSeries().isEmpty());
    }

    /** The table; only the header when no point recorded a series. */
    public static String of(SweepResult result) {
        CsvTable table = new CsvTable(COLUMNS);
        for (PointResult p : result.points()) {
            for (TimeSeries.Interval i : p.result().timeSeries().intervals()) {
                List<Object> row = new ArrayList<>(List.of(p.point().seriesName(), p.point().value(),
                        p.point().replication(), p.point().seed(), i.startTick(), i.endTick(), i.deliveredFlits(),
                        i.throughput()));
                for (LinkStateTicks g : List.of(i.injection(), i.switchLinks(), i.ejection())) {
                    row.add(g.transmittingFraction());
                    row.add(g.stalledFraction());
                    row.add(g.idleFraction());
                }
                table.addRow(row);
            }
        }
        return table.toCsv();
    }

    private static List<String> columns() {
        List<String> c = new ArrayList<>(List.of("series", "value", "replication", "seed", "start_tick", "end_tick",
                "delivered_flits", "throughput"));
        for (String g : GROUPS) {
            c.add(g + "_transmitting");
            c.add(g + "_stalled");
            c.add(g + "_idle");
        }
        return List.copyOf(c);
    }
}
