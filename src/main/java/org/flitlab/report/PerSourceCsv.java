package org.flitlab.report;

import java.util.List;
import org.flitlab.experiment.PointResult;
import org.flitlab.experiment.SweepResult;
import org.flitlab.stats.SourceLatency;

/**
 * The latency of each source host at every point, {@code per-source.csv}: one row per point and source host that had
 * measured packets delivered. With explicit flows or a permutation each source has one destination, so a row is a
 * flow's latency (AN1 Table 4's cross traffic, a parking lot's flows). Columns, stable for scripts: {@code series},
 * {@code value}, {@code replication}, {@code seed} (which point); {@code host} (source host index), {@code packets},
 * {@code packet_latency_mean} and {@code delivery_latency_mean} (ticks, the same packets as results.csv's means).
 * Stateless and thread-safe.
 */
public final class PerSourceCsv {
    /** Every column, in order. */
    public static final List<String> COLUMNS = List.of("series", "value", "replication", "seed", "host", "packets",
            "packet_latency_mean", "delivery_latency_mean");

    private PerSourceCsv() {
    }

    /** Whether some point of {@code result} measured a delivered packet. */
    public static boolean hasRows(SweepResult result) {
        return result.points().stream().anyMatch(p -> !p.result().perSource().isEmpty());
    }

    /** The table; only the header when no point measured a delivered packet. */
    public static String of(SweepResult result) {
        CsvTable table = new CsvTable(COLUMNS);
        for (PointResult p : result.points()) {
            for (SourceLatency s : p.result().perSource()) {
                table.addRow(List.of(p.point().seriesName(), p.point().value(), p.point().replication(), p.point().seed(),
                        s.host(), s.packets(), s.packetLatencyMean(), s.deliveryLatencyMean()));
            }
        }
        return table.toCsv();
    }
}
