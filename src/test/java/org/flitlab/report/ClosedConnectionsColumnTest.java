package org.flitlab.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.flitlab.experiment.Sweep;
import org.flitlab.experiment.SweepPlan;
import org.flitlab.experiment.SweepResult;
import org.flitlab.stats.EndToEndStats;
import org.flitlab.stats.EndToEndStats.Summary;
import org.junit.jupiter.api.Test;

/** results.csv and summary.csv carry the TCP connections forced to close (Bianco et al. Fig. 4's diamonds). */
class ClosedConnectionsColumnTest {
    private static SweepResult sweep() {
        SweepPlan plan = new SweepPlan(List.of("W=5"), "load", new double[] {0.2}, 2, 7, false);
        return new Sweep(1).run(plan, (p, listener, cancelled) -> {
            Summary e = Summary.EMPTY;
            // replication 0: one of three flows closed after a streak of 13; replication 1: none closed, streak 3
            EndToEndStats tcp = new EndToEndStats("tcp-reno", e, e, 0, e, e, e, e, 0, new double[] {0.5, 0.4, 0.0},
                    new double[] {1, 1, 0.5}, 0.8, 20, 14, 6).withClosedConnections(p.replication() == 0 ? 1 : 0,
                    p.replication() == 0 ? 13 : 3);
            return SweepFixture.result(p).withEndToEnd(tcp);
        });
    }

    private static String cell(String csv, int row, String column) {
        String[] lines = csv.split("\r?\n");
        List<String> header = List.of(lines[0].split(",", -1));
        return lines[row].split(",", -1)[header.indexOf(column)];
    }

    @Test
    void eachRunReportsItsClosedConnectionsAndLongestStreak() {
        String csv = ResultsCsv.of(sweep());
        assertEquals("1", cell(csv, 1, "closed_connections"));
        assertEquals("13", cell(csv, 1, "longest_timeout_streak"));
        assertEquals("0", cell(csv, 2, "closed_connections"));
    }

    @Test
    void theSummaryAveragesThemOverTheReplications() {
        String csv = ReplicationSummaryCsv.of(sweep());
        assertEquals(0.5, Double.parseDouble(cell(csv, 1, "closed_connections_mean")), 1e-12);
        // values 1 and 0: s = sqrt(0.5), t(0.975, 1) sqrt(0.5) / sqrt(2) = 12.706204736 / 2
        assertEquals(6.353102368, Double.parseDouble(cell(csv, 1, "closed_connections_ci95")), 1e-8);
        assertEquals(8.0, Double.parseDouble(cell(csv, 1, "longest_timeout_streak_mean")), 1e-12);
    }

    @Test
    void withoutTcpFlowsTheCellsAreEmpty() {
        String csv = ResultsCsv.of(SweepFixture.sweep());
        assertEquals("", cell(csv, 1, "closed_connections"));
        assertEquals("", cell(csv, 1, "longest_timeout_streak"));
    }
}
