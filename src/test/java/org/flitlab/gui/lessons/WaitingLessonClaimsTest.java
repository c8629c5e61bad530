package org.flitlab.gui.lessons;

import static org.flitlab.gui.lessons.LessonRuns.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.flitlab.stats.RunResult;
import org.flitlab.stats.RunStatus;
import org.junit.jupiter.api.Test;

/**
 * The answers of the waiting lessons hold when their two choices are run headless, as the class would run them:
 * the direction and size of each effect, from the formulas of docs/model.md where there is one.
 */
class WaitingLessonClaimsTest {
    @Test
    void fifoInputsSaturateTheStarNearTwoThirdsWhileVirtualOutputQueuesCarryTheLoad() {
        RunResult fifo = run("head-of-line", 0);
        RunResult voq = run("head-of-line", 1);
        double offered = 0.75;
        // Karol et al.: FIFO inputs of a 4x4 switch saturate at 0.655 under uniform traffic; worms of 4 flits here.
        assertTrue(fifo.acceptedThroughput() < 0.72, "FIFO accepted " + fifo.acceptedThroughput());
        assertTrue(voq.acceptedThroughput() > 0.97 * offered, "VOQ accepted " + voq.acceptedThroughput());
        assertTrue(voq.deliveryLatency().mean() * 5 < fifo.deliveryLatency().mean(),
                voq.deliveryLatency().mean() + " against " + fifo.deliveryLatency().mean());
    }

    @Test
    void storeAndForwardAddsPacketLengthLessOneAtEachOfTheFourSwitches() {
        RunResult ct = run("cut-through", 0);
        RunResult sf = run("cut-through", 1);
        // Network latency, head leaving the source to tail arrival: L d + (L - 1) s + P - 1 with L = 5 links,
        // d = 1, s = 1, P = 16 (docs/model.md); store-and-forward adds h (P - 1) with h = 4 switches.
        int links = 5;
        int packet = 16;
        long cutThrough = links + (links - 1) + packet - 1;
        long storeAndForward = cutThrough + (links - 1) * (packet - 1);
        assertEquals(24, cutThrough);
        assertEquals(cutThrough, ct.networkLatency().min());
        assertEquals(storeAndForward, sf.networkLatency().min());
        // Each direction has its path to itself, so hardly a packet waits in the network.
        assertEquals(60.0, sf.networkLatency().mean() - ct.networkLatency().mean(), 1.0);
        assertEquals(4.0 + 1, ct.meanHops(), 1e-9, "host link, 3 switch links, host link");
    }

    @Test
    void aWindowOfOneSendsOnePacketPerRoundTripAndAWindowOfFourCarriesTheLoad() {
        RunResult one = run("window", 0);
        RunResult four = run("window", 1);
        // Tail of the 8-flit packet after 4 links of 4 ticks, 3 switches of 1 tick and 7 more flits: 26 ticks;
        // the 1-flit acknowledgement back after 16 + 3 = 19: a round trip of 45 ticks.
        double roundTrip = 4 * 4 + 3 + 7 + (4 * 4 + 3);
        assertEquals(roundTrip, one.endToEnd().roundTrip().mean(), 1.0);
        double dataAtHost2 = one.acceptedPerHost()[2];
        assertEquals(8 / roundTrip, dataAtHost2, 0.03 * 8 / roundTrip, "one packet of 8 flits per round trip");
        assertTrue(dataAtHost2 < 0.3 * 0.95 && one.saturated(), "the source cannot keep up with 0.3");
        assertTrue(four.acceptedPerHost()[2] > 0.97 * 0.3, "window 4 carries " + four.acceptedPerHost()[2]);
        assertEquals(RunStatus.COMPLETED, four.status());
    }

    @Test
    void aSecondVirtualChannelLetsTheMeshCarryTheLoadThatSaturatesOne() {
        RunResult one = run("virtual-channels", 0);
        RunResult two = run("virtual-channels", 1);
        double offered = 0.5;
        assertTrue(one.acceptedThroughput() < 0.95 * offered, "1 VC accepted " + one.acceptedThroughput());
        assertTrue(one.saturated() && !two.saturated(), one.saturationReason() + " / " + two.saturationReason());
        assertTrue(two.acceptedThroughput() > 0.94 * offered, "2 VCs accepted " + two.acceptedThroughput());
        assertTrue(two.deliveryLatency().mean() * 4 < one.deliveryLatency().mean(),
                two.deliveryLatency().mean() + " against " + one.deliveryLatency().mean());
    }
}
