package org.flitlab.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class ChannelUsageTest {
    @Test
    void fractionsAreSharesOfTheIntervalAndSumToOne() {
        ChannelUsage usage = new ChannelUsage(3, 600, 150, 250);
        assertEquals(1000, usage.totalTicks());
        assertEquals(0.6, usage.transmittingFraction(), 1e-15);
        assertEquals(0.15, usage.stalledFraction(), 1e-15);
        assertEquals(0.25, usage.idleFraction(), 1e-15);
        assertEquals(1.0, usage.transmittingFraction() + usage.stalledFraction() + usage.idleFraction(), 1e-15);
    }

    @Test
    void anEmptyIntervalHasZeroFractions() {
        ChannelUsage usage = new ChannelUsage(0, 0, 0, 0);
        assertEquals(0.0, usage.transmittingFraction());
        assertEquals(0.0, usage.idleFraction());
    }

    @Test
    void negativeTicksAreRejectedByName() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new ChannelUsage(1, 5, -1, 5));
        assertTrue(e.getMessage().startsWith("stalledTicks is -1"), e.getMessage());
    }

    @Test
    void bufferOccupancyFillIsMeanOverCapacity() {
        BufferOccupancy occupancy = new BufferOccupancy(4, 1, 20.0, 43, 80);
        assertEquals(0.25, occupancy.meanFillFraction(), 1e-15);
    }

    @Test
    void bufferOccupancyRejectsAMeanAboveTheMaxAndAMaxAboveTheCapacity() {
        assertThrows(IllegalArgumentException.class, () -> new BufferOccupancy(0, 0, 5.5, 5, 8));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new BufferOccupancy(0, 0, 1.0, 9, 8));
        assertTrue(e.getMessage().startsWith("maxFlits is 9"), e.getMessage());
    }
}
