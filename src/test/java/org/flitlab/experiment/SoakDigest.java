package org.flitlab.experiment;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.SplittableRandom;
import org.flitlab.stats.RunResult;

/**
 * A tool, not a test: prints a digest of many seeded random runs (the soak test's cases) so that an optimisation
 * can be shown to change no number: take the digest before and after and compare the files. Run it with
 * {@code tools/soak-digest FILE} (docs/performance.md); the suite never runs it.
 */
public final class SoakDigest {
    private SoakDigest() {
    }

    /** Writes the digest of 150 cases from seed 99 to the file named by the first argument. */
    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            System.err.println("usage: SoakDigest OUTPUT-FILE");
            System.exit(2);
        }
        Files.writeString(Path.of(args[0]), digest(150, 99));
    }

    /** One line per case: its status, ticks, deliveries, mean and worst latency and a channel-usage checksum. */
    static String digest(int cases, long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < cases; i++) {
            try {
                SoakTest.Case c = SoakTest.randomCase(rnd, null);
                RunResult r = new SimulationRun(c.network(), RunControl.quick(300, 400).withMaxTicks(300_000), 1)
                        .run(SimulationListener.NONE, () -> false);
                b.append(c.description().contains("arbitration=RANDOM") ? "R " : "- ").append(r.status())
                        .append(r.simulatedTicks()).append(r.deliveredPackets())
                        .append(r.deliveryLatency().mean()).append(r.packetLatency().max())
                        .append(r.channelUsage().stream().mapToLong(u -> u.transmittingTicks() * 3 + u.stalledTicks()).sum())
                        .append('\n');
            } catch (IllegalArgumentException rejected) {
                b.append("rejected\n");
            }
        }
        return b.toString();
    }
}
