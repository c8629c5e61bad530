import java.nio.file.Path;
import java.util.*;
import org.flitlab.experiment.ScenarioRunner;
import org.flitlab.network.*;
import org.flitlab.scenario.*;

/**
 * AN1 Table 4 (issue 18): where a cross packet's latency goes, per cross source: before its first switch, at its
 * first switch (landing to its head leaving on the link it shares with the bursts) and at its second switch
 * (landing behind the burst FIFO to its head leaving for the destination host). Not part of FlitLab: a script, run
 * with {@code java -cp "target/flitlab.jar:target/lib/*" docs/images/an1-table4-waits.java SCENARIO.json FROM SEED}
 * on a one-point scenario (no sweep); it records ticks FROM to FROM + 1 000 000 with the workbench's EventRecorder
 * (the latest 20000 packets) and averages over the recorded 25-flit packets generated from FROM; then how long the
 * 375-flit burst packets held each switch's output. Ticks; µs at 0.32.
 */
public class T4 {
    public static void main(String[] args) throws Exception {
        ReadResult read = ScenarioJson.readFile(Path.of(args[0]));
        if (!read.isValid()) throw new IllegalArgumentException(read.report());
        ScenarioAssembly a = ScenarioAssembly.of(read.scenario(), Catalog.standard());
        Engine e = ScenarioRunner.engine(a, Long.parseLong(args[2]));
        EventRecorder rec = e.recordEvents();
        long from = Long.parseLong(args[1]);
        e.advance(from + 1_000_000);
        // per source host: count, head latency, wait at first switch (landed -> head sent), at second (landed -> head sent)
        Map<Integer, double[]> sum = new TreeMap<>();
        for (PacketTrace t : rec.traces()) {
            if (t.lengthFlits() != 25 || t.generatedTick() < from || t.headArrivedTick() < 0 || t.hops().size() < 3) continue;
            HopTrace s1 = t.hops().get(1), s2 = t.hops().get(2);
            double[] v = sum.computeIfAbsent(t.sourceNode(), k -> new double[8]);
            v[0]++;
            v[1] += t.headArrivedTick() - t.generatedTick();
            v[2] += s1.sentTick() - s1.landedTick();
            v[3] += s2.sentTick() - s2.landedTick();
            v[4] += s1.landedTick() - t.generatedTick(); v[5] += s1.readyTick() - s1.landedTick(); v[6] += s1.grantedTick() - s1.readyTick();
        }
        Map<Integer, long[]> hold = new TreeMap<>(); // per switch: burst packets, sum and sum of squares of holding ticks
        for (PacketTrace t : rec.traces()) {
            for (HopTrace h : t.hops()) {
                if (t.lengthFlits() == 375 && t.generatedTick() >= from && h.inChannel() >= 0 && h.releasedTick() >= 0) {
                    long d = h.releasedTick() - h.grantedTick();
                    long[] v = hold.computeIfAbsent(h.node(), k -> new long[3]);
                    v[0]++;
                    v[1] += d;
                    v[2] += d * d;
                }
            }
        }
        for (var en : hold.entrySet()) {
            long[] v = en.getValue();
            double m = (double) v[1] / v[0];
            System.out.printf("switch %d: %d burst packets hold their output %.0f ticks on average (s.d. %.0f)%n",
                    en.getKey(), v[0], m, Math.sqrt(Math.max(0, (double) v[2] / v[0] - m * m)));
        }
        for (var en : sum.entrySet()) {
            double[] v = en.getValue();
            System.out.printf("source %d: %d packets, head latency %.0f ticks = %.0f us; before first switch %.0f, at first switch %.0f, at second switch %.0f ticks (first: landed to ready %.0f, ready to grant %.0f)%n",
                    en.getKey(), (long) v[0], v[1] / v[0], v[1] / v[0] * 0.32, v[4] / v[0], v[2] / v[0], v[3] / v[0], v[5] / v[0], v[6] / v[0]);
        }
    }
}
