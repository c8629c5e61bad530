import java.nio.file.Path;
import java.util.*;
import org.flitlab.experiment.ScenarioRunner;
import org.flitlab.network.*;
import org.flitlab.scenario.*;

/**
 * Bianco et al. Figure 9 (issue 18): how long heads wait in a FIFO transit buffer behind a worm that is itself
 * waiting for an output, the head-of-line blocking that switches able to forward any worm of a buffer would not
 * have. Not part of FlitLab: a script, run with
 * {@code java -cp "target/flitlab.jar:target/lib/*" docs/images/bianco-head-of-line.java SCENARIO.json TICKS SEED}
 * on a one-point scenario (no sweep). It records the run with the workbench's EventRecorder (the latest 20000
 * packets) and prints, for the recorded packets: switch hops, heads that landed behind another packet, those whose
 * packet in front was waiting for an output meanwhile (ACKs apart: worms under 100 flits), and the ticks so spent,
 * then those ticks per ACK destination (the TCP sender). Times in ticks.
 */
public class Hol {
    public static void main(String[] args) throws Exception {
        ReadResult read = ScenarioJson.readFile(Path.of(args[0]));
        if (!read.isValid()) throw new IllegalArgumentException(read.report());
        ScenarioAssembly a = ScenarioAssembly.of(read.scenario(), Catalog.standard());
        long seed = Long.parseLong(args[2]);
        Engine e = ScenarioRunner.engine(a, seed);
        EventRecorder rec = e.recordEvents();
        long until = Long.parseLong(args[1]);
        e.advance(until);
        List<PacketTrace> traces = rec.traces();
        Map<Long, PacketTrace> byId = new HashMap<>();
        for (PacketTrace t : traces) byId.put(t.packetId(), t);
        int delay = rec.routingTicks();
        long hops = 0, behind = 0, behindBlocked = 0, blockedTicks = 0, waitBehindTicks = 0, ackBehindBlocked = 0, ackBlockedTicks = 0;
        long firstGen = Long.MAX_VALUE; Map<Integer, Long> perDest = new TreeMap<>(); Map<Integer, Integer> acks = new TreeMap<>();
        for (PacketTrace t : traces) if (t.lengthFlits() < 100) acks.merge(t.destinationNode(), 1, Integer::sum);
        for (PacketTrace t : traces) {
            firstGen = Math.min(firstGen, t.generatedTick());
            for (HopTrace h : t.hops()) {
                if (h.inChannel() < 0 || h.readyTick() < 0) continue;
                hops++;
                if (h.behindPacket() < 0) continue;
                behind++;
                long front = h.readyTick() - delay; // reached the front of the buffer
                waitBehindTicks += Math.max(0, front - h.landedTick());
                PacketTrace p = byId.get(h.behindPacket());
                if (p == null) continue;
                for (HopTrace q : p.hops()) {
                    if (q.node() != h.node() || q.inChannel() != h.inChannel() || q.readyTick() < 0) continue;
                    long g = q.grantedTick() < 0 ? until : q.grantedTick();
                    long lo = Math.max(h.landedTick(), q.readyTick()), hi = Math.min(front, g);
                    if (hi > lo) {
                        behindBlocked++;
                        blockedTicks += hi - lo;
                        if (t.lengthFlits() < 100) { ackBehindBlocked++; ackBlockedTicks += hi - lo; perDest.merge(t.destinationNode(), hi - lo, Long::sum); }
                    }
                }
            }
        }
        System.out.printf("%s seed %d: packets %d (from tick %d), switch hops %d, landed behind another packet %d, behind a waiting worm %d (ACKs %d), ticks waited behind waiting worms %d (ACKs %d), all ticks waited behind others %d%n",
                args[0], seed, traces.size(), firstGen, hops, behind, behindBlocked, ackBehindBlocked, blockedTicks, ackBlockedTicks, waitBehindTicks);
        System.out.println("  ACK ticks behind waiting worms per ACK destination host: " + perDest + "; ACKs per destination: " + acks);
    }
}
