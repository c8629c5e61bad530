package org.flitlab.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.SplittableRandom;
import org.flitlab.network.Network;
import org.flitlab.network.RandomNetworks;
import org.flitlab.stats.RunResult;
import org.flitlab.stats.RunStatus;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Random small scenarios (generator, size, routing, selection, flow control, switching, queueing,
 * arbitration, virtual channels, buffer and packet sizes, delays, load): each must end COMPLETED or
 * DEADLOCK within a bound of ticks, never hang or throw, and conserve flits (checked by the run itself:
 * a violation would come back as FAILED). Seeded, so a failure names a reproducible case.
 */
class SoakTest {
    @Test
    void twoHundredRandomScenariosEndCleanly() {
        soak(200, 20260101L, 600);
    }

    @Test
    @Tag("soak-long")
    void twoThousandRandomScenariosEndCleanly() {
        soak(2000, 777L, 3000);
    }

    private static void soak(int cases, long seed, long packets) {
        SplittableRandom rnd = new SplittableRandom(seed);
        SplittableRandom mechanisms = new SplittableRandom(seed + 1);
        int deadlocks = 0;
        for (int i = 0; i < cases; i++) {
            String description = "";
            try {
                Case c = randomCase(rnd, mechanisms);
                description = c.description;
                RunResult r = new SimulationRun(c.network, RunControl.quick(300, packets).withMaxTicks(300_000), 1)
                        .run(SimulationListener.NONE, () -> false);
                assertTrue(r.status() == RunStatus.COMPLETED || r.status() == RunStatus.DEADLOCK,
                        "case " + i + " " + description + " ended " + r.status() + ": " + r.message());
                assertTrue(r.simulatedTicks() <= 300_000 + 1024, "case " + i + " ran past its bound");
                if (r.status() == RunStatus.DEADLOCK) {
                    deadlocks++;
                    assertTrue(!r.deadlockCycle().isEmpty() || r.message().contains("flow control"), description);
                }
            } catch (IllegalArgumentException rejected) {
                // A configuration the engine refuses before running (e.g. routing needs more VCs): fine, but the
                // message must name the parameter.
                assertTrue(rejected.getMessage().matches(".*(is|needs).*"), rejected.getMessage());
            } catch (RuntimeException e) {
                fail("case " + i + " " + description + " threw " + e, e);
            }
        }
        assertTrue(deadlocks < cases, "not every random case may deadlock");
    }

    private record Case(Network network, String description) {
    }

    /** A digest of many seeded runs' results, to check that an optimisation changes no number. */
    static String digest(int cases, long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < cases; i++) {
            try {
                Case c = randomCase(rnd, null);
                RunResult r = new SimulationRun(c.network, RunControl.quick(300, 400).withMaxTicks(300_000), 1)
                        .run(SimulationListener.NONE, () -> false);
                b.append(c.description.contains("arbitration=RANDOM") ? "R " : "- ").append(r.status()).append(r.simulatedTicks()).append(r.deliveredPackets())
                        .append(r.deliveryLatency().mean()).append(r.packetLatency().max())
                        .append(r.channelUsage().stream().mapToLong(u -> u.transmittingTicks() * 3 + u.stalledTicks()).sum()).append('\n');
            } catch (IllegalArgumentException rejected) {
                b.append("rejected\n");
            }
        }
        return b.toString();
    }

    @Test
    @Tag("soak-long")
    void printDigest() throws Exception {
        java.nio.file.Files.writeString(java.nio.file.Path.of(System.getProperty("digest.out", "/tmp/digest.txt")), digest(150, 99));
    }

    /**
     * A random case; {@code mechanisms}, when not null, also switches on stop on packet boundary, timeouts and
     * host deflection from its own stream.
     */
    private static Case randomCase(SplittableRandom rnd, SplittableRandom mechanisms) {
        RandomNetworks.Drawn d = RandomNetworks.draw(rnd, new RandomNetworks.Options(24, 0.9, false), mechanisms);
        return new Case(d.network(), d.description());
    }
}
