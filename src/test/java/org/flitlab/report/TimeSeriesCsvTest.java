package org.flitlab.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.flitlab.experiment.Sweep;
import org.flitlab.experiment.SweepPlan;
import org.flitlab.experiment.SweepPoint;
import org.flitlab.experiment.SweepResult;
import org.flitlab.stats.LinkStateTicks;
import org.flitlab.stats.RunResult;
import org.flitlab.stats.TimeSeries;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** timeseries.csv and the charts over time (ServerNet Figs. 1-b and 3) are written from the points' series. */
class TimeSeriesCsvTest {
    @TempDir
    Path dir;

    /** Two intervals of 100 ticks; in the second, 4 injection channels spend 200, 100 and 100 channel-ticks. */
    private static TimeSeries series(SweepPoint p) {
        LinkStateTicks idle = new LinkStateTicks(0, 0, 400);
        return new TimeSeries(100, List.of(
                new TimeSeries.Interval(0, 100, 0, idle, new LinkStateTicks(0, 0, 800), idle),
                new TimeSeries.Interval(100, 200, 150 + p.index(), new LinkStateTicks(200, 100, 100),
                        new LinkStateTicks(400, 200, 200), new LinkStateTicks(150, 0, 250))), false);
    }

    private static RunResult withSeries(RunResult r, TimeSeries s) {
        return r.withTimeSeries(s);
    }

    private static SweepResult recorded() {
        SweepPlan plan = new SweepPlan(List.of("SW 4"), "offeredLoad", new double[] {0.1, 0.2}, 1, 7, false);
        return new Sweep(1).run(plan, (p, listener, cancelled) -> withSeries(SweepFixture.result(p), series(p)));
    }

    @Test
    void oneRowPerIntervalWithThroughputAndStateShares() {
        String[] lines = TimeSeriesCsv.of(recorded()).split("\r\n");
        assertEquals(String.join(",", TimeSeriesCsv.COLUMNS), lines[0]);
        assertEquals(1 + 2 * 2, lines.length, "two intervals of each of two points");
        // second interval of the first point: 150 flits in 100 ticks; injection 0.5 / 0.25 / 0.25; ejection 150 of 400
        assertTrue(lines[2].startsWith("SW 4,0.1,0,"), lines[2]);
        assertTrue(lines[2].endsWith(",100,200,150,1.5,0.5,0.25,0.25,0.5,0.25,0.25,0.375,0,0.625"), lines[2]);
        assertTrue(lines[4].contains(",100,200,151,1.51,"), lines[4]);
    }

    @Test
    void theFilesAndChartsOverTimeAreWrittenOnlyWhenAPointRecordedASeries() throws IOException {
        List<Path> plain = ResultsFiles.write(dir.resolve("plain"), SweepFixture.sweep(), null, "test");
        assertEquals(List.of(ResultsFiles.CSV, ResultsFiles.JSON, ResultsFiles.SUMMARY),
                plain.stream().map(p -> p.getFileName().toString()).toList(), "two replications: a summary, no series");
        SweepResult result = recorded();
        List<Path> files = ResultsFiles.write(dir.resolve("series"), result, null, "test");
        assertEquals(ResultsFiles.TIME_SERIES, files.get(2).getFileName().toString());
        assertEquals(TimeSeriesCsv.of(result).replace("\r\n", "\n"), Files.readString(files.get(2)).replace("\r\n", "\n"));
        List<Path> charts = SweepCharts.writeAll(dir.resolve("series"), result, ChartOptions.of("ServerNet"));
        List<String> names = charts.stream().map(p -> p.getFileName().toString()).toList();
        assertTrue(names.containsAll(SweepCharts.TIME_SERIES_FILES), names.toString());
        for (String name : SweepCharts.TIME_SERIES_FILES) {
            assertTrue(Files.size(dir.resolve("series").resolve(name)) > 10_000, name);
        }
        assertTrue(SweepCharts.writeAll(dir.resolve("plain"), SweepFixture.sweep(), ChartOptions.of("x")).stream()
                .noneMatch(p -> SweepCharts.TIME_SERIES_FILES.contains(p.getFileName().toString())));
    }
}
