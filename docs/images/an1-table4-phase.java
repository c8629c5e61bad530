import java.nio.file.Path;
import java.util.*;
import org.flitlab.experiment.ScenarioRunner;
import org.flitlab.network.*;
import org.flitlab.scenario.*;

/**
 * AN1 Table 4 (issue 18): the distribution of a cross packet's wait behind the burst FIFO of its second switch
 * (landing to its head leaving for the destination host), per cross source, in bins of 125 ticks; and the share of
 * those that waited at least one drain window more than the shortest (a wait above 1075 ticks: the "long phase"
 * of docs/reproductions.md, AN1 Table 4). Not part of FlitLab: a script, run with
 * {@code java -cp "target/flitlab.jar:target/lib/*" docs/images/an1-table4-phase.java SCENARIO.json FROM SEED}
 * on a one-point scenario (no sweep); it records ticks FROM to FROM + 1 000 000 with the workbench's
 * EventRecorder and counts the recorded 25-flit packets generated from FROM.
 */
public class T4Phase {
    public static void main(String[] args) throws Exception {
        ReadResult read = ScenarioJson.readFile(Path.of(args[0]));
        if (!read.isValid()) throw new IllegalArgumentException(read.report());
        ScenarioAssembly a = ScenarioAssembly.of(read.scenario(), Catalog.standard());
        Engine e = ScenarioRunner.engine(a, Long.parseLong(args[2]));
        EventRecorder rec = e.recordEvents();
        long from = Long.parseLong(args[1]);
        e.advance(from + 1_000_000);
        Map<Integer, int[]> bins = new TreeMap<>();
        Map<Integer, int[]> longs = new TreeMap<>();
        for (PacketTrace t : rec.traces()) {
            if (t.lengthFlits() != 25 || t.generatedTick() < from || t.headArrivedTick() < 0 || t.hops().size() < 3) continue;
            HopTrace s2 = t.hops().get(2);
            long w = s2.sentTick() - s2.landedTick();
            bins.computeIfAbsent(t.sourceNode(), k -> new int[16])[(int) Math.min(15, w / 125)]++;
            int[] l = longs.computeIfAbsent(t.sourceNode(), k -> new int[2]);
            l[0]++;
            if (w > 1075) l[1]++;
        }
        for (var en : bins.entrySet()) {
            int[] l = longs.get(en.getKey());
            System.out.printf("source %d: %d packets, %.0f%% waited over 1075 ticks; bins of 125 ticks from 0: %s%n",
                    en.getKey(), l[0], 100.0 * l[1] / l[0], Arrays.toString(en.getValue()));
        }
    }
}
