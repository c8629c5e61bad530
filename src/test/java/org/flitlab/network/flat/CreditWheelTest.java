package org.flitlab.network.flat;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * The credit wheel's one-pass tally (a group's recording) counts, for each virtual channel asked about, what
 * {@code countAt} counts for it alone, and leaves the others and the wheel untouched.
 */
class CreditWheelTest {
    @Test
    void aTallyCountsWhatCountAtCountsPerVirtualChannel() {
        CreditWheel wheel = new CreditWheel(3);
        // Credits due at ticks 11..13 for virtual channels 0..5, several for some.
        int[][] due = {{2, 5, 2, 0}, {5, 5, 1}, {3}};
        for (int o = 0; o < due.length; o++) {
            for (int g : due[o]) {
                wheel.add(11 + o, g);
            }
        }
        int[] slotOf = new int[6];
        slotOf[2] = 1;
        slotOf[5] = 2;
        slotOf[3] = 3;
        int stride = 4;
        int[] into = new int[3 * stride];
        for (int o = 1; o <= 3; o++) {
            wheel.tally(10 + o, slotOf, into, o - 1, stride);
        }
        // Per asked channel (2, 5, 3), the credits due at 11, 12, 13, then an unused slot.
        assertArrayEquals(new int[] {2, 0, 0, 0, 1, 2, 0, 0, 0, 0, 1, 0}, into);
        for (int o = 1; o <= 3; o++) {
            assertEquals(into[o - 1], wheel.countAt(10 + o, 2));
            assertEquals(into[stride + o - 1], wheel.countAt(10 + o, 5));
            assertEquals(into[2 * stride + o - 1], wheel.countAt(10 + o, 3));
        }
        int[] credits = new int[6];
        wheel.due(13, credits);
        assertArrayEquals(new int[] {1, 1, 2, 1, 0, 3}, credits, "the tally took nothing out of the wheel");
    }
}
