package org.flitlab.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.flitlab.experiment.SweepResult;
import org.junit.jupiter.api.Test;

/** The fixture's two replications differ by 1 tick of delivery latency (see {@link SweepFixture}). */
class ReplicationSummaryCsvTest {
    private static List<String> cells(String line) {
        return List.of(line.split(",", -1));
    }

    private static String cell(List<String> header, List<String> row, String column) {
        return row.get(header.indexOf(column));
    }

    @Test
    void eachSeriesAndValueGetsTheMeanAndStudentTHalfWidthOfItsCompletedReplications() {
        SweepResult sweep = SweepFixture.sweep();
        String[] lines = ReplicationSummaryCsv.of(sweep).split("\r?\n");
        List<String> header = cells(lines[0]);
        assertEquals(ReplicationSummaryCsv.COLUMNS, header);
        assertEquals(7, lines.length - 1, "xy at 4 values, adaptive at 3 (it stops after saturating at 0.3)");
        List<String> xy01 = cells(lines[1]);
        assertEquals("xy", cell(header, xy01, "series"));
        assertEquals("2", cell(header, xy01, "completed"));
        // 30 and 31 ticks: mean 30.5, half-width t(0.975, 1) sqrt(0.5) / sqrt(2) = 12.706204736 / 2
        assertEquals(30.5, Double.parseDouble(cell(header, xy01, "delivery_latency_mean_mean")), 1e-9);
        assertEquals(6.353102368, Double.parseDouble(cell(header, xy01, "delivery_latency_mean_ci95")), 1e-8);
        assertEquals(0.099, Double.parseDouble(cell(header, xy01, "accepted_per_host_mean")), 1e-12);
        assertEquals(0.0, Double.parseDouble(cell(header, xy01, "accepted_per_host_ci95")), 1e-12);
        assertEquals("", cell(header, xy01, "goodput_mean_mean"), "no TCP flows: nothing to combine");
    }

    @Test
    void aValueWithOneCompletedReplicationHasAMeanButNoInterval() {
        String[] lines = ReplicationSummaryCsv.of(SweepFixture.sweep()).split("\r?\n");
        List<String> header = cells(lines[0]);
        List<String> xy04 = cells(lines[4]);
        assertEquals("0.4", cell(header, xy04, "value"));
        assertEquals("2", cell(header, xy04, "replications"));
        assertEquals("1", cell(header, xy04, "completed"), "replication 1 deadlocked");
        assertEquals(60.0, Double.parseDouble(cell(header, xy04, "delivery_latency_mean_mean")), 1e-9);
        assertEquals("", cell(header, xy04, "delivery_latency_mean_ci95"));
    }
}
