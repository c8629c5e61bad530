import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.flitlab.experiment.PointResult;
import org.flitlab.experiment.ScenarioSweep;
import org.flitlab.experiment.Sweep;
import org.flitlab.experiment.SweepListener;
import org.flitlab.experiment.SweepResult;
import org.flitlab.scenario.Catalog;
import org.flitlab.scenario.ReadResult;
import org.flitlab.scenario.ScenarioJson;
import org.flitlab.stats.EndToEndStats;
import org.flitlab.stats.RunResult;

/**
 * Runs the ServerNet and Bianco et al. samples and writes, per sample, {@code OUT/<name>/e2e.csv}: one row per point
 * with the end-to-end measures (round trip, outstanding requests, SPP wins and inter-request delay, TCP goodput and
 * efficiency per flow), which FlitLab's results.csv does not carry. Not part of FlitLab: a script, run with
 * {@code java -cp target/flitlab.jar docs/images/servernet-bianco-runs.java OUT THREADS samples/a.json ...}.
 * Same scenario and seeds as {@code flitlab run}, so the same numbers. Times in ticks, throughput in flits/tick.
 */
public class ServerNetBiancoRuns {
    public static void main(String[] args) throws IOException {
        Path out = Path.of(args[0]);
        int threads = Integer.parseInt(args[1]);
        Catalog catalog = Catalog.standard();
        for (String file : Arrays.asList(args).subList(2, args.length)) {
            ReadResult read = ScenarioJson.readFile(Path.of(file));
            if (!read.isValid()) {
                throw new IllegalArgumentException(read.report());
            }
            ScenarioSweep sweep = new ScenarioSweep(read.scenario(), catalog);
            long start = System.currentTimeMillis();
            SweepResult result = new Sweep(threads).run(sweep.plan(), sweep.pointRunner(), SweepListener.NONE, () -> false);
            Path dir = out.resolve(read.scenario().name());
            Files.createDirectories(dir);
            List<String> lines = new ArrayList<>();
            lines.add(String.join(",", "series", "value", "status", "saturated", "measure_ticks", "accepted_total",
                    "responses", "rtt_mean", "rtt_sd", "rtt_max", "request_to_response_mean", "mean_outstanding",
                    "wins_mean", "wins_sd", "wins_min", "wins_max", "ird_mean", "ird_sd", "ird_min", "ird_max",
                    "acks", "goodput", "efficiency", "goodput_fairness", "retransmissions", "timeouts",
                    "fast_retransmits", "delivery_latency_mean", "wall_ms"));
            for (PointResult p : result.points()) {
                lines.add(row(p));
            }
            Files.write(dir.resolve("e2e.csv"), lines);
            System.out.printf(Locale.ROOT, "%s: %d points in %.1f s%n", read.scenario().name(), result.points().size(),
                    (System.currentTimeMillis() - start) / 1000.0);
            lines.forEach(System.out::println);
        }
    }

    static String row(PointResult p) {
        RunResult r = p.result();
        EndToEndStats e = r.endToEnd();
        return String.join(",", quote(p.point().seriesName()), num(p.point().value()), r.status().name(),
                Boolean.toString(r.saturated()), Long.toString(r.measureTicks()), num(r.acceptedTotal()),
                Long.toString(e.roundTrip().count()), num(e.roundTrip().mean()), num(e.roundTrip().stdDev()),
                num(e.roundTrip().max()), num(e.requestToResponse().mean()), num(e.meanOutstanding()),
                num(e.wins().mean()), num(e.wins().stdDev()), num(e.wins().min()), num(e.wins().max()),
                num(e.interRequestDelay().mean()), num(e.interRequestDelay().stdDev()), num(e.interRequestDelay().min()),
                num(e.interRequestDelay().max()), Long.toString(e.acknowledgements()), list(e.goodput()),
                list(e.efficiency()), num(e.goodputFairness()), Long.toString(e.retransmissions()),
                Long.toString(e.timeouts()), Long.toString(e.fastRetransmits()), num(r.deliveryLatency().mean()),
                Long.toString(r.wallMillis()));
    }

    static String num(double v) {
        return String.format(Locale.ROOT, "%.5g", v);
    }

    static String list(double[] values) {
        StringBuilder b = new StringBuilder("\"");
        for (int i = 0; i < values.length; i++) {
            b.append(i == 0 ? "" : " ").append(num(values[i]));
        }
        return b.append('"').toString();
    }

    static String quote(String s) {
        return "\"" + s.replace("\"", "\"\"") + "\"";
    }
}
