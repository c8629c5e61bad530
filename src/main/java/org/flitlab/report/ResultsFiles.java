package org.flitlab.report;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.flitlab.experiment.SweepResult;

/**
 * Writes a sweep's result files into a directory: {@value #CSV} ({@link ResultsCsv}) and {@value #JSON}
 * ({@link ResultsJson}), {@value #PER_SOURCE} ({@link PerSourceCsv}) when some point measured a delivered packet, and
 * {@value #TIME_SERIES} ({@link TimeSeriesCsv}) when some point recorded a time series, {@value #SUMMARY}
 * ({@link ReplicationSummaryCsv}) when every point was run with two or more seeds,
 * each atomically ({@link AtomicFiles}): a reader never sees half a file, and a failure
 * leaves an existing file as it was. The CSV is written first; the two are not replaced together, so a crash
 * between them can leave a new CSV beside an old JSON. Stateless and thread-safe.
 */
public final class ResultsFiles {
    /** Name of the CSV file. */
    public static final String CSV = "results.csv";
    /** Name of the JSON file. */
    public static final String JSON = "results.json";
    /** Name of the per-source latency CSV file, written when some point measured a delivered packet. */
    public static final String PER_SOURCE = "per-source.csv";
    /** Name of the time-series CSV file, written only when a point recorded one. */
    public static final String TIME_SERIES = "timeseries.csv";
    /** Name of the replication summary (mean and 95% interval over seeds), written with two or more replications. */
    public static final String SUMMARY = "summary.csv";

    private ResultsFiles() {
    }

    /**
     * Writes the files into {@code dir}, creating it if needed, and returns their paths (CSV, then JSON, then the
     * per-source latencies, the time series and the replication summary when there are any).
     *
     * @param scenarioJson   the scenario file's text, or null (see {@link ResultsJson#of})
     * @param flitlabVersion the running version, not null
     */
    public static List<Path> write(Path dir, SweepResult result, String scenarioJson, String flitlabVersion)
            throws IOException {
        if (dir == null) {
            throw new IllegalArgumentException("dir is null; pass the directory to write the results into");
        }
        String csv = ResultsCsv.of(result);
        String json = ResultsJson.of(result, scenarioJson, flitlabVersion);
        Path csvFile = dir.resolve(CSV);
        Path jsonFile = dir.resolve(JSON);
        AtomicFiles.writeString(csvFile, csv);
        AtomicFiles.writeString(jsonFile, json);
        List<Path> written = new ArrayList<>(List.of(csvFile, jsonFile));
        if (PerSourceCsv.hasRows(result)) {
            written.add(dir.resolve(PER_SOURCE));
            AtomicFiles.writeString(written.get(written.size() - 1), PerSourceCsv.of(result));
        }
        if (TimeSeriesCsv.hasSeries(result)) {
            written.add(dir.resolve(TIME_SERIES));
            AtomicFiles.writeString(written.get(written.size() - 1), TimeSeriesCsv.of(result));
        }
        if (ReplicationSummaryCsv.hasRows(result)) {
            written.add(dir.resolve(SUMMARY));
            AtomicFiles.writeString(written.get(written.size() - 1), ReplicationSummaryCsv.of(result));
        }
        return List.copyOf(written);
    }
}
