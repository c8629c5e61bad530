package org.flitlab.network;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * Hu &amp; Kleinrock's host deflection (section 4) on their 3x3 Myrinet torus: a timed-out worm parks whole in a
 * host at its switch, which re-sends it with the rest of its source route unchanged; i-hop prohibited keeps
 * worms near their source from deflecting; the as-soon-as-possible variant deflects without waiting for the
 * timeout.
 */
class HostDeflectionTest {
    private static Network run(Recovery recovery) {
        Network n = TimeoutTest.myrinet(3, TimeoutTest.myrinetConfig().withRecovery(recovery), 0.5, 50, 4);
        n.setMeasuring(true);
        n.advance(20_000);
        n.setMeasuring(false);
        n.advance(300_000);
        n.checkConservation();
        return n;
    }

    @Test
    void deflectedWormsAreStoredAtHostsAndEachMeasuredPacketIsDeliveredOnce() {
        Network n = run(Recovery.hostDeflection(50, 1, false));
        PacketRecorder r = n.recorder();
        assertTrue(r.deflections() > 100, "deflections " + r.deflections());
        assertTrue(r.hostBufferPeakFlits() > 0 && r.hostBufferFlitTicks() > 0, "hosts held deflected worms");
        assertEquals(r.timeouts(), r.deflections() + r.discards(), "a timed-out worm is deflected or discarded and reset");
        assertEquals(r.discards(), r.retransmissions(), "only discarded worms are re-sent from their source");
        assertEquals(r.measuredGenerated(), r.measuredDelivered(), "every measured packet delivered (twice would throw)");
    }

    @Test
    void hopProhibitedBeyondEveryPathLengthLeavesPlainTimeouts() {
        Network n = run(Recovery.hostDeflection(50, 100, false));
        PacketRecorder r = n.recorder();
        assertEquals(0, r.deflections());
        assertTrue(r.timeouts() > 0);
        assertEquals(r.timeouts(), r.discards());
        assertEquals(0, r.hostBufferPeakFlits());
    }

    @Test
    void deflectingAsSoonAsPossibleDoesNotWaitForTheTimeout() {
        PacketRecorder atTimeout = run(Recovery.hostDeflection(400, 1, false)).recorder();
        PacketRecorder asap = run(Recovery.hostDeflection(400, 1, true)).recorder();
        assertTrue(asap.deflections() > atTimeout.deflections(), asap.deflections() + " vs " + atTimeout.deflections());
        assertTrue(asap.deflections() > asap.timeouts(), "most deflections come before any timeout");
    }
}
