import java.nio.file.Path;
import java.util.*;
import org.flitlab.experiment.ScenarioRunner;
import org.flitlab.network.*;
import org.flitlab.scenario.*;

/**
 * Bianco et al. Figure 9 (issue 18): where each TCP source's segments spend their time when the connections open
 * at different ticks. Not part of FlitLab: a script, run with
 * {@code java -cp "target/flitlab.jar:target/lib/*" docs/images/bianco-opening.java SCENARIO.json FROM TICKS SEED}
 * on a one-point scenario (no sweep). It records the run with the workbench's EventRecorder and prints, per source
 * node, for the segments (worms of at least 1000 flits) generated from tick FROM and delivered by TICKS: how many,
 * their mean wait at the source host (generation to injection), their mean time in the network (injection to the
 * head's arrival) and their mean switch hops (a 2-hop flow deflected takes more). Times in ticks.
 */
public class Opening {
    public static void main(String[] args) throws Exception {
        ReadResult read = ScenarioJson.readFile(Path.of(args[0]));
        if (!read.isValid()) throw new IllegalArgumentException(read.report());
        Engine e = ScenarioRunner.engine(ScenarioAssembly.of(read.scenario(), Catalog.standard()), Long.parseLong(args[3]));
        EventRecorder rec = e.recordEvents();
        long from = Long.parseLong(args[1]);
        e.advance(Long.parseLong(args[2]));
        Map<Integer, long[]> per = new TreeMap<>();
        for (PacketTrace t : rec.traces()) {
            if (t.lengthFlits() < 1000 || t.generatedTick() < from || t.headArrivedTick() < 0 || t.injectedTick() < 0) continue;
            long[] s = per.computeIfAbsent(t.sourceNode(), k -> new long[4]);
            s[0]++;
            s[1] += t.injectedTick() - t.generatedTick();
            s[2] += t.headArrivedTick() - t.injectedTick();
            s[3] += t.hops().size();
        }
        for (var en : per.entrySet()) {
            long[] s = en.getValue();
            System.out.printf("source %d: %d segments, host wait %.0f, network %.0f, hops %.2f%n",
                    en.getKey(), s[0], (double) s[1] / s[0], (double) s[2] / s[0], (double) s[3] / s[0]);
        }
    }
}
