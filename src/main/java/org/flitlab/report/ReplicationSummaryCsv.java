package org.flitlab.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.flitlab.experiment.PointResult;
import org.flitlab.experiment.SweepResult;
import org.flitlab.stats.ReplicationInterval;
import org.flitlab.stats.RunStatus;

/**
 * The replications of each (series, value) combined, {@code summary.csv}: for the measures that move from one seed
 * to the next (latency, throughput, fairness, deflections, timeouts, TCP goodput and its fairness), the mean over
 * the COMPLETED replications and its 95% Student-t half-width ({@link ReplicationInterval}). Written only when the
 * sweep has at least two replications. Columns, stable for scripts: {@code series}, {@code series_index},
 * {@code parameter}, {@code value}, {@code value_index}, {@code replications} (reported), {@code completed},
 * {@code saturated} (replications flagged saturated), then for each measure of {@link #MEASURES} (results.csv's
 * column of that name) {@code <measure>_mean} and {@code <measure>_ci95}; empty where no replication gave a
 * number, the half-width also empty with fewer than two. Stateless and thread-safe.
 */
public final class ReplicationSummaryCsv {
    /** The results.csv columns combined, in column order. */
    public static final List<String> MEASURES = List.of("packet_latency_mean", "delivery_latency_mean",
            "accepted_per_host", "accepted_total", "fairness", "timeouts", "retransmissions", "host_deflections",
            "routing_deflections", "dropped_packets", "goodput_mean", "efficiency_mean", "goodput_fairness",
            "tcp_retransmissions", "tcp_timeouts", "fast_retransmits", "closed_connections", "longest_timeout_streak");
    /** Every column, in order. */
    public static final List<String> COLUMNS = columns();

    private ReplicationSummaryCsv() {
    }

    /** Whether {@code result} has a (series, value) run more than once. */
    public static boolean hasRows(SweepResult result) {
        return result.plan().replications() > 1;
    }

    /** The table: one row per (series, value) reported, in series then value order. */
    public static String of(SweepResult result) {
        CsvTable table = new CsvTable(COLUMNS);
        for (List<PointResult> value : groups(result).values()) {
            table.addRow(row(result.plan().parameter(), value));
        }
        return table.toCsv();
    }

    private static Map<Long, List<PointResult>> groups(SweepResult result) {
        Map<Long, List<PointResult>> out = new TreeMap<>();
        for (PointResult p : result.points()) {
            long key = ((long) p.point().series() << 32) | p.point().index();
            out.computeIfAbsent(key, k -> new ArrayList<>()).add(p);
        }
        return out;
    }

    private static List<Object> row(String parameter, List<PointResult> value) {
        List<Map<String, Object>> completed = new ArrayList<>();
        int saturated = 0;
        for (PointResult p : value) {
            saturated += p.result().saturated() ? 1 : 0;
            if (p.result().status() == RunStatus.COMPLETED) {
                completed.add(ResultsCsv.fields(parameter, p));
            }
        }
        PointResult first = value.get(0);
        List<Object> row = new ArrayList<>(List.of(first.point().seriesName(), first.point().series(), parameter,
                first.point().value(), first.point().index(), value.size(), completed.size(), saturated));
        for (String measure : MEASURES) {
            double[] x = new double[completed.size()];
            for (int i = 0; i < x.length; i++) {
                x[i] = number(completed.get(i).get(measure));
            }
            ReplicationInterval ci = ReplicationInterval.of(x);
            row.add(ci.mean());
            row.add(ci.halfWidth());
        }
        return row;
    }

    private static double number(Object cell) {
        return cell instanceof Number n ? n.doubleValue() : Double.NaN;
    }

    private static List<String> columns() {
        List<String> c = new ArrayList<>(List.of("series", "series_index", "parameter", "value", "value_index",
                "replications", "completed", "saturated"));
        for (String m : MEASURES) {
            c.add(m + "_mean");
            c.add(m + "_ci95");
        }
        return List.copyOf(c);
    }
}
