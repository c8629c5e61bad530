package org.flitlab.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class SweepPlanTest {
    private static final double[] LOADS = {0.1, 0.2, 0.3, 0.4, 0.5};

    @Test
    void pointsAreOrderedBySeriesThenValueThenReplication() {
        SweepPlan plan = new SweepPlan(List.of("xy", "adaptive"), "offeredLoad", new double[] {0.1, 0.2}, 3, 7);
        List<SweepPoint> points = plan.points();
        assertEquals(12, points.size());
        assertEquals(12, plan.pointCount());
        int k = 0;
        for (int s = 0; s < 2; s++) {
            for (int i = 0; i < 2; i++) {
                for (int r = 0; r < 3; r++) {
                    SweepPoint p = points.get(k);
                    assertEquals(s, p.series());
                    assertEquals(s == 0 ? "xy" : "adaptive", p.seriesName());
                    assertEquals(i, p.index());
                    assertEquals(i == 0 ? 0.1 : 0.2, p.value());
                    assertEquals(r, p.replication());
                    assertEquals(k, plan.indexOf(p));
                    k++;
                }
            }
        }
    }

    @Test
    void seriesShareSeedsForTheSameValueAndReplication() {
        SweepPlan plan = new SweepPlan(List.of("a", "b", "c"), "offeredLoad", LOADS, 4, 12345);
        List<SweepPoint> points = plan.points();
        for (int i = 0; i < LOADS.length; i++) {
            for (int r = 0; r < 4; r++) {
                long seed = points.get(plan.indexOf(0, i, r)).seed();
                assertEquals(seed, points.get(plan.indexOf(1, i, r)).seed());
                assertEquals(seed, points.get(plan.indexOf(2, i, r)).seed());
                assertEquals(SweepPlan.seedOf(12345, i, r), seed);
            }
        }
    }

    @Test
    void seedsDifferAcrossValuesAndReplications() {
        SweepPlan plan = new SweepPlan(List.of("a"), "offeredLoad", LOADS, 20, 0);
        Set<Long> seeds = new HashSet<>();
        for (SweepPoint p : plan.points()) {
            seeds.add(p.seed());
        }
        assertEquals(LOADS.length * 20, seeds.size());
        Set<Long> wide = new HashSet<>();
        for (int i = 0; i < 300; i++) {
            for (int r = 0; r < 300; r++) {
                wide.add(SweepPlan.seedOf(-1, i, r));
            }
        }
        assertEquals(300 * 300, wide.size());
    }

    @Test
    void seedsDependOnTheBaseSeed() {
        assertNotEquals(SweepPlan.seedOf(1, 0, 0), SweepPlan.seedOf(2, 0, 0));
        assertNotEquals(SweepPlan.seedOf(1, 3, 2), SweepPlan.seedOf(2, 3, 2));
        assertEquals(SweepPlan.seedOf(99, 3, 2), SweepPlan.seedOf(99, 3, 2));
    }

    @Test
    void neighbouringPointsGetUnrelatedSeeds() {
        // A good mix flips about half of the 64 bits between neighbouring points.
        int totalBits = 0;
        int pairs = 0;
        for (int i = 0; i < 50; i++) {
            for (int r = 0; r < 50; r++) {
                totalBits += Long.bitCount(SweepPlan.seedOf(42, i, r) ^ SweepPlan.seedOf(42, i, r + 1));
                totalBits += Long.bitCount(SweepPlan.seedOf(42, i, r) ^ SweepPlan.seedOf(42, i + 1, r));
                pairs += 2;
            }
        }
        double mean = totalBits / (double) pairs;
        assertTrue(mean > 30 && mean < 34, "mean flipped bits " + mean);
    }

    @Test
    void stopAfterSaturationIsOnByDefault() {
        SweepPlan plan = new SweepPlan(List.of("a"), "offeredLoad", LOADS, 1, 0);
        assertTrue(plan.stopAfterSaturation());
        assertEquals(false, plan.withStopAfterSaturation(false).stopAfterSaturation());
    }

    @Test
    void valuesAreCopiedInAndOut() {
        double[] values = {0.1, 0.2};
        SweepPlan plan = new SweepPlan(List.of("a"), "offeredLoad", values, 1, 0);
        values[0] = 9;
        plan.values()[1] = 9;
        assertEquals(0.1, plan.value(0));
        assertEquals(0.2, plan.value(1));
        assertEquals(plan, new SweepPlan(List.of("a"), "offeredLoad", new double[] {0.1, 0.2}, 1, 0));
    }

    @Test
    void invalidPlansAreRejectedWithEveryProblemNamed() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new SweepPlan(List.of(), "offeredLoad", new double[] {0.1, Double.NaN}, 0, 0));
        assertTrue(e.getMessage().contains("seriesNames is empty; there must be at least one series"), e.getMessage());
        assertTrue(e.getMessage().contains("values[1] is NaN; it must be a finite number"), e.getMessage());
        assertTrue(e.getMessage().contains("replications is 0; it must be at least 1"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> new SweepPlan(List.of("a", " ", "a"), "offeredLoad", new double[0], 1, 0));
        assertTrue(e.getMessage().contains("seriesNames[1] is blank"), e.getMessage());
        assertTrue(e.getMessage().contains("seriesNames[2] is \"a\" again; series names must be distinct"), e.getMessage());
        assertTrue(e.getMessage().contains("values is empty; there must be at least one value"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> new SweepPlan(List.of("a"), "offeredLoad", new double[1000], 1001, 0));
        assertTrue(e.getMessage().contains("= 1001000 points; at most 1000000 are allowed"), e.getMessage());
    }
}
