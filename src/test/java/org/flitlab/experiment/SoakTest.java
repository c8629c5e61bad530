package org.flitlab.experiment;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.SplittableRandom;
import java.util.regex.Pattern;
import org.flitlab.network.Network;
import org.flitlab.network.NetworkConfig;
import org.flitlab.network.RandomNetworks;
import org.flitlab.stats.RunResult;
import org.flitlab.routing.dimensionorder.DimensionOrderFactory;
import org.flitlab.routing.selection.RandomIdleSelection;
import org.flitlab.stats.RunStatus;
import org.flitlab.topology.Topology;
import org.flitlab.topology.mesh.MeshTopology;
import org.flitlab.traffic.FixedSize;
import org.flitlab.traffic.PoissonArrivals;
import org.flitlab.traffic.UniformPattern;
import org.flitlab.traffic.Workload;
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
        int rejections = 0;
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
                assertNamesParameterValueAndAllowed(rejected.getMessage());
                rejections++;
            } catch (RuntimeException e) {
                fail("case " + i + " " + description + " threw " + e, e);
            }
        }
        assertTrue(deadlocks + rejections < cases, "not every random case may deadlock or be refused");
    }

    /**
     * A refusal reads "PARAMETER is VALUE; WHAT IS ALLOWED" (or "... but ..."), one such clause per problem:
     * the parameter's name, the value given and the rule it breaks, as the engine's Javadoc promises.
     */
    private static final Pattern REJECTION =
            Pattern.compile("(the [a-z ]+|[a-zA-Z][\\w.]*) is [^;]+?(; | but ).*\\b(must|needs|at least|at most|from)\\b.*");

    static void assertNamesParameterValueAndAllowed(String message) {
        assertTrue(REJECTION.matcher(message).matches(), "not 'name is value; what is allowed': " + message);
    }

    @Test
    void aConfigurationTheEngineRefusesNamesEachParameterItsValueAndWhatIsAllowed() {
        Topology t = MeshTopology.build(new MeshTopology.Params(2, 2, 1, 1, 0, 0));
        FixedSize size = new FixedSize(4);
        Workload w = new Workload(h -> PoissonArrivals.forOfferedLoad(0.1, size), size, new UniformPattern().create(t), 0.1);
        NetworkConfig bad = NetworkConfig.defaults().withBufferFlits(0).withSwitchDelayTicks(0);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new Network(t, bad,
                new DimensionOrderFactory("xy", false).create(t, 1), new RandomIdleSelection(), w, 1));
        assertNamesParameterValueAndAllowed(e.getMessage());
        assertTrue(e.getMessage().contains("bufferFlits is 0; it must be at least 1"), e.getMessage());
        assertTrue(e.getMessage().contains("switchDelayTicks is 0; it must be at least 1"), e.getMessage());
    }

    record Case(Network network, String description) {
    }

    /**
     * A random case; {@code mechanisms}, when not null, also switches on stop on packet boundary, timeouts and
     * host deflection from its own stream.
     */
    static Case randomCase(SplittableRandom rnd, SplittableRandom mechanisms) {
        RandomNetworks.Drawn d = RandomNetworks.draw(rnd, new RandomNetworks.Options(24, 0.9, false), mechanisms);
        return new Case(d.network(), d.description());
    }
}
