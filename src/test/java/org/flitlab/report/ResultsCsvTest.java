package org.flitlab.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.flitlab.experiment.PointResult;
import org.flitlab.experiment.SweepResult;
import org.flitlab.stats.LatencySummary;
import org.flitlab.stats.RunResult;
import org.junit.jupiter.api.Test;

class ResultsCsvTest {
    private final SweepResult sweep = SweepFixture.sweep();
    private final List<List<String>> records = parse(ResultsCsv.of(sweep));

    /** Splits RFC 4180 text (CRLF records, quoted fields with doubled quotes) into records of fields. */
    static List<List<String>> parse(String csv) {
        List<List<String>> out = new ArrayList<>();
        List<String> record = new ArrayList<>();
        StringBuilder field = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < csv.length(); i++) {
            char c = csv.charAt(i);
            if (quoted) {
                if (c == '"' && i + 1 < csv.length() && csv.charAt(i + 1) == '"') {
                    field.append('"');
                    i++;
                } else if (c == '"') {
                    quoted = false;
                } else {
                    field.append(c);
                }
            } else if (c == '"') {
                quoted = true;
            } else if (c == ',') {
                record.add(field.toString());
                field.setLength(0);
            } else if (c == '\r' && csv.charAt(i + 1) == '\n') {
                record.add(field.toString());
                field.setLength(0);
                out.add(record);
                record = new ArrayList<>();
                i++;
            } else {
                field.append(c);
            }
        }
        return out;
    }

    private Map<String, String> row(int i) {
        Map<String, String> m = new HashMap<>();
        List<String> header = records.get(0);
        for (int c = 0; c < header.size(); c++) {
            m.put(header.get(c), records.get(i + 1).get(c));
        }
        return m;
    }

    @Test
    void theHeaderListsTheDocumentedSnakeCaseColumns() {
        assertEquals(ResultsCsv.COLUMNS, records.get(0));
        for (String column : List.of("series", "parameter", "value", "replication", "seed", "status", "saturated",
                "packet_latency_mean", "delivery_latency_ci95", "network_latency_max", "source_queueing_p99",
                "mean_hops", "offered_load", "accepted_per_host", "accepted_total", "fairness", "measured_packets",
                "simulated_ticks", "completion_tick", "wall_ms")) {
            assertTrue(records.get(0).contains(column), column);
        }
        for (String column : ResultsCsv.COLUMNS) {
            assertTrue(column.matches("[a-z0-9]+(_[a-z0-9]+)*"), column + " is snake_case");
        }
    }

    @Test
    void thereIsOneRowPerPointInPlanOrder() {
        // xy runs all 4 loads, adaptive stops at its first saturated load (index 2): (4 + 3) x 2 replications.
        assertEquals(14, sweep.points().size());
        assertEquals(sweep.points().size(), records.size() - 1);
        for (int i = 0; i < sweep.points().size(); i++) {
            PointResult p = sweep.points().get(i);
            assertEquals(ResultsCsv.COLUMNS.size(), records.get(i + 1).size(), "row " + i);
            assertEquals(p.point().seriesName(), row(i).get("series"));
            assertEquals(p.point().replication(), Integer.parseInt(row(i).get("replication")));
            assertEquals(p.point().value(), Double.parseDouble(row(i).get("value")));
            assertEquals("offeredLoad", row(i).get("parameter"));
        }
    }

    @Test
    void everyCellEqualsItsRunResultField() {
        for (int i = 0; i < sweep.points().size(); i++) {
            RunResult r = sweep.points().get(i).result();
            Map<String, String> row = row(i);
            String where = "row " + i;
            assertEquals(Long.toString(r.seed()), row.get("seed"), where);
            assertEquals(r.status().name(), row.get("status"), where);
            assertEquals(Boolean.toString(r.saturated()), row.get("saturated"), where);
            assertEquals(r.message(), row.get("message"), where);
            checkLatency(row, "packet_latency", r.packetLatency(), where);
            checkLatency(row, "delivery_latency", r.deliveryLatency(), where);
            checkLatency(row, "network_latency", r.networkLatency(), where);
            checkLatency(row, "source_queueing", r.sourceQueueing(), where);
            assertEquals(r.meanHops(), Double.parseDouble(row.get("mean_hops")), where);
            assertEquals(r.offeredLoad(), Double.parseDouble(row.get("offered_load")), where);
            assertEquals(r.acceptedThroughput(), Double.parseDouble(row.get("accepted_per_host")), where);
            assertEquals(r.acceptedTotal(), Double.parseDouble(row.get("accepted_total")), where);
            assertEquals(r.fairness(), Double.parseDouble(row.get("fairness")), where);
            assertEquals(r.measuredPackets(), Long.parseLong(row.get("measured_packets")), where);
            assertEquals(r.simulatedTicks(), Long.parseLong(row.get("simulated_ticks")), where);
            assertEquals(r.completionTick(), Long.parseLong(row.get("completion_tick")), where);
            assertEquals(r.wallMillis(), Long.parseLong(row.get("wall_ms")), where);
        }
    }

    private static void checkLatency(Map<String, String> row, String prefix, LatencySummary s, String where) {
        assertEquals(s.count(), Long.parseLong(row.get(prefix + "_count")), where);
        if (s.isEmpty()) {
            for (String stat : List.of("_mean", "_ci95", "_max", "_p99")) {
                assertEquals("", row.get(prefix + stat), where + ": no packets, so no " + prefix + stat);
            }
            return;
        }
        assertEquals(s.mean(), Double.parseDouble(row.get(prefix + "_mean")), where);
        assertEquals(Double.isInfinite(s.ciHalfWidth()) ? "inf" : CsvTable.format(s.ciHalfWidth()),
                row.get(prefix + "_ci95"), where);
        assertEquals(s.max(), Long.parseLong(row.get(prefix + "_max")), where);
        assertEquals(s.p99(), Long.parseLong(row.get(prefix + "_p99")), where);
    }

    @Test
    void specialValuesAreWrittenAsCsvTableDoes() {
        // replication 1 of the first load had too few values for its batches; the deadlocked point's message
        // has a comma and is quoted; the first load measured no source queueing.
        assertEquals("inf", row(1).get("delivery_latency_ci95"));
        assertEquals("", row(0).get("source_queueing_mean"));
        assertEquals("DEADLOCK", row(7).get("status"));
        assertEquals("cycle of 2 worms, found at tick 4000", row(7).get("message"));
        assertEquals("-1", row(7).get("completion_tick"));
        assertTrue(ResultsCsv.of(sweep).contains("\"cycle of 2 worms, found at tick 4000\""));
    }
}
