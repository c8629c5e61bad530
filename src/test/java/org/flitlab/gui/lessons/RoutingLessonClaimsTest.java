package org.flitlab.gui.lessons;

import static org.flitlab.gui.lessons.LessonRuns.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.flitlab.stats.RunResult;
import org.flitlab.stats.RunStatus;
import org.junit.jupiter.api.Test;

/**
 * The answers of the routing lessons hold when their two choices are run headless, as the class would run them:
 * the direction and size of each effect, derived by hand where the network is small enough.
 */
class RoutingLessonClaimsTest {
    @Test
    void withoutTheDatelineTheTorusDeadlocksAndWithItTheSameLoadCompletes() {
        RunResult none = run("torus-deadlock", 0);
        RunResult dateline = run("torus-deadlock", 1);
        assertEquals(RunStatus.DEADLOCK, none.status(), none.message());
        assertTrue(none.deadlockCycle().size() >= 2, "a cycle of waits");
        assertEquals(RunStatus.COMPLETED, dateline.status(), dateline.message());
    }

    @Test
    void upDownOnTheRingDetoursAroundTheBottomSwitchButShortestPathsDeadlockAtHigherLoad() {
        RunResult upDown = run("updown", 0);
        RunResult shortest = run("updown", 1);
        // Shortest on a ring of 8: switch distances 1,1,2,2,3,3,4 to the 7 others, plus two host links: 30/7.
        // Up*/down* never passes s4: 3<->5 take 6 instead of 2 (+4 each), 3<->6 and 2<->5 5 instead of 3
        // (+2 each): 16 more over 56 ordered pairs, 32/7.
        assertEquals(30.0 / 7, shortest.meanHops(), 0.03 * 30 / 7);
        assertEquals(32.0 / 7, upDown.meanHops(), 0.03 * 32 / 7);
        assertTrue(upDown.deliveryLatency().mean() > shortest.deliveryLatency().mean() + 2,
                upDown.deliveryLatency().mean() + " against " + shortest.deliveryLatency().mean());
        Map<String, String> higher = Map.of("traffic.arrivals.params.offeredLoad", "0.45");
        assertEquals(RunStatus.DEADLOCK, run("updown", 1, higher).status(), "shortest paths at 0.45");
        assertEquals(RunStatus.COMPLETED, run("updown", 0, higher).status(), "up*/down* at 0.45");
    }

    @Test
    void universalRoutingCarriesTheTransposeThatDimensionOrderCannot() {
        RunResult dor = run("universal", 0);
        RunResult universal = run("universal", 1);
        // Two sources (1000 and 1100) share the link s0 -> s2 in e-cube order, so no source gets more than 1/2.
        double bound = 0.5;
        assertTrue(dor.acceptedThroughput() < bound * 1.02, "dimension order accepted " + dor.acceptedThroughput());
        assertTrue(dor.saturated(), dor.saturationReason());
        assertTrue(universal.acceptedThroughput() > bound && !universal.saturated(),
                "universal accepted " + universal.acceptedThroughput() + " " + universal.saturationReason());
        assertTrue(universal.meanHops() > dor.meanHops() + 1, universal.meanHops() + " against " + dor.meanHops());
    }

    @Test
    void hostDeflectionTurnsAboutTwoInFiveTimeoutsIntoDeliveriesAtTheCostOfHops() {
        RunResult reset = run("timeouts", 0);
        RunResult deflect = run("timeouts", 1);
        var r = reset.mechanisms();
        var d = deflect.mechanisms();
        assertEquals(0, r.deflections());
        assertEquals(r.timeouts(), r.retransmissions(), 1.0, "every timeout is a reset");
        assertEquals(d.timeouts(), d.retransmissions() + d.deflections(), 1.0, "a reset or a deflection each");
        assertTrue(d.deflections() > 0.3 * d.timeouts(), d.deflections() + " of " + d.timeouts());
        assertTrue(d.retransmissions() < 0.75 * r.retransmissions(), d.retransmissions() + " against " + r.retransmissions());
        assertTrue(deflect.meanHops() > reset.meanHops() + 0.1, deflect.meanHops() + " against " + reset.meanHops());
    }

    @Test
    void floorsPlusHalvesTheLoadOnTheBusiestLinkAndCarriesWhatFloorsCannot() {
        RunResult floors = run("updown-floors", 0);
        RunResult plus = run("updown-floors", 1);
        assertTrue(floors.saturated() && floors.acceptedThroughput() < 0.95 * 0.2, "Floors " + floors.acceptedThroughput());
        assertTrue(!plus.saturated() && plus.acceptedThroughput() > 0.96 * 0.2, "Floors+ " + plus.acceptedThroughput());
        assertEquals(floors.meanHops(), plus.meanHops(), 0.05 * floors.meanHops(), "no shorter paths");
    }
}
