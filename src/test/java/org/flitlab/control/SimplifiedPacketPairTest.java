package org.flitlab.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class SimplifiedPacketPairTest {

    /** Feeds RTTs rising by {@code rise} each time, so every comparison is a win iff delta > rise. */
    private static void feed(SimplifiedPacketPair spp, int destination, long first, long rise, int count) {
        for (int i = 0; i < count; i++) {
            spp.responseReceived(destination, first + i * rise);
        }
    }

    @Test
    void theDelayStartsAtZeroAndIsUnchangedUntilTheHistoryIsFull() {
        SimplifiedPacketPair spp = new SimplifiedPacketPair(2, 4, 10);
        assertTrue(spp.mayStart(1, 0));
        feed(spp, 1, 100, 5, 4);
        assertEquals(0, spp.interRequestDelay(1), "4 RTTs give only 3 comparisons; h = 4");
        assertEquals(0, spp.winsNow(1));
    }

    @Test
    void allLossesIncrementByHalfTheHistoryTimesTheStep() {
        SimplifiedPacketPair spp = new SimplifiedPacketPair(2, 4, 10);
        feed(spp, 1, 100, 5, 5);
        assertEquals(0, spp.winsNow(1), "RTT rose by 5 > delta 2 each time: no wins");
        assertEquals(10 * 4 / 2.0, spp.interRequestDelay(1), "step x (h - 2 hW) / 2 = 10 x 4 / 2");
        spp.responseReceived(1, 130);
        assertEquals(40, spp.interRequestDelay(1));
    }

    @Test
    void aFallingRoundTripBeyondDeltaIsNotAWin() {
        // The size of the change is compared with delta (Shurbanov et al. 2): RTTs swinging by 20 either way are
        // not "about equal", so with delta 2 none of them wins and the delay grows.
        SimplifiedPacketPair spp = new SimplifiedPacketPair(2, 4, 10);
        long[] swinging = {100, 80, 100, 80, 100};
        for (long rtt : swinging) {
            spp.responseReceived(1, rtt);
        }
        assertEquals(0, spp.winsNow(1));
        assertEquals(20, spp.interRequestDelay(1), "no wins: step x h / 2");
    }

    @Test
    void theFewerTheWinsTheGreaterTheIncrement() {
        SimplifiedPacketPair one = new SimplifiedPacketPair(2, 8, 1);
        SimplifiedPacketPair three = new SimplifiedPacketPair(2, 8, 1);
        long[] rttsOneWin = {100, 110, 120, 120, 130, 140, 150, 160, 170};
        long[] rttsThreeWins = {100, 100, 110, 110, 120, 120, 130, 140, 150};
        for (int i = 0; i < rttsOneWin.length; i++) {
            one.responseReceived(0, rttsOneWin[i]);
            three.responseReceived(0, rttsThreeWins[i]);
        }
        assertEquals(1, one.winsNow(0));
        assertEquals(3, three.winsNow(0));
        assertEquals(3, one.interRequestDelay(0), "(8 - 2) / 2");
        assertEquals(1, three.interRequestDelay(0), "(8 - 6) / 2");
    }

    @Test
    void manyWinsDecrementAndTheDelayNeverGoesNegative() {
        SimplifiedPacketPair spp = new SimplifiedPacketPair(2, 4, 10);
        feed(spp, 1, 100, 5, 6);
        assertEquals(40, spp.interRequestDelay(1));
        double[] expected = {50, 50, 40, 20, 0, 0};
        int[] wins = {1, 2, 3, 4, 4, 4};
        for (int i = 0; i < expected.length; i++) {
            spp.responseReceived(1, 125);
            assertEquals(wins[i], spp.winsNow(1));
            assertEquals(expected[i], spp.interRequestDelay(1),
                    "1 win: +10, 2 = h/2: unchanged, 3: -10, 4: -20, then clamped at 0 (step " + i + ")");
        }
    }

    @Test
    void aRequestWaitsTheDelayAfterThePreviousOneToTheSameDestination() {
        SimplifiedPacketPair spp = new SimplifiedPacketPair(2, 4, 10);
        feed(spp, 1, 100, 5, 5);
        spp.started(1, 1000);
        assertFalse(spp.mayStart(1, 1019));
        assertTrue(spp.mayStart(1, 1020));
        assertTrue(spp.mayStart(2, 1000), "destination 2 keeps its own delay of 0");
    }

    @Test
    void tableOneStatisticsTallyWinsAndDelays() {
        SimplifiedPacketPair spp = new SimplifiedPacketPair(2, 4, 10);
        feed(spp, 1, 100, 5, 6);
        spp.started(1, 0);
        spp.started(1, 100);
        assertEquals(2, spp.wins().count(), "two comparisons with a full history");
        assertEquals(0, spp.wins().max());
        assertEquals(2, spp.interRequestDelays().count());
        assertEquals(40, spp.interRequestDelays().mean());
    }

    @Test
    void historyIsValidatedByName() {
        assertEquals("history is 0; it must be from 1 to 62 comparisons",
                assertThrows(IllegalArgumentException.class, () -> new SimplifiedPacketPair(1, 0, 1)).getMessage());
    }

    /** RTTs 0, 10, 0, 10, 0 from destination 1: four comparisons, none within delta 2, so no win in a full history. */
    private static SimplifiedPacketPair slowedByDestinationOne(boolean perDestination) {
        SimplifiedPacketPair spp = new SimplifiedPacketPair(2, 4, 10, perDestination);
        spp.started(1, 0);
        for (long rtt : new long[] {0, 10, 0, 10, 0}) {
            spp.responseReceived(1, rtt);
        }
        return spp;
    }

    @Test
    void perDestinationDelaysLeaveOtherDestinationsAloneAndPerSourceDelaysDoNot() {
        // no win among h = 4: I = 10 x (4 - 0) / 2 = 20 ticks
        SimplifiedPacketPair perDestination = slowedByDestinationOne(true);
        assertEquals(20, perDestination.interRequestDelay(1), 1e-12);
        perDestination.started(2, 100);
        assertEquals(100, perDestination.earliestStart(2), "destination 2 has its own rate (Shurbanov et al.: "
                + "different generation rates for different destinations)");
        SimplifiedPacketPair perSource = slowedByDestinationOne(false);
        perSource.started(2, 100);
        assertEquals(120, perSource.earliestStart(2), "one delay held at the source for every destination");
    }
}
