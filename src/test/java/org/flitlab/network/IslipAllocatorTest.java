package org.flitlab.network;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** BookSim's iSLIP allocator: grant, accept, and pointers moved only by first-iteration matches. */
class IslipAllocatorTest {
    private static void requestAll(IslipAllocator a) {
        a.request(0, 0);
        a.request(0, 1);
        a.request(1, 0);
        a.request(1, 1);
    }

    /**
     * Two inputs both asking for two outputs. Tick 1, iteration 1: both outputs grant input 0 (pointers at 0), input
     * 0 accepts output 0; pointers move (output 0 to input 1, input 0 to output 1). A second iteration would match
     * input 1 to output 1 without moving pointers. Tick 2: output 0 grants input 1, output 1 grants input 0, both
     * accept: the pointers have desynchronised and every input is served.
     */
    @Test
    void oneIterationMatchesOneThenThePointersDesynchronise() {
        IslipAllocator one = new IslipAllocator(2, 2, 1);
        requestAll(one);
        one.allocate();
        one.clearRequests();
        assertEquals(0, one.outputOf(0));
        assertEquals(-1, one.outputOf(1));
        requestAll(one);
        one.allocate();
        one.clearRequests();
        assertEquals(1, one.outputOf(0));
        assertEquals(0, one.outputOf(1));
    }

    @Test
    void aSecondIterationFillsTheMatchWithoutMovingPointers() {
        IslipAllocator two = new IslipAllocator(2, 2, 2);
        requestAll(two);
        two.allocate();
        two.clearRequests();
        assertEquals(0, two.outputOf(0));
        assertEquals(1, two.outputOf(1));
        // Output 1's grant pointer stayed at input 0 (its match came in iteration 2), output 0's moved to input 1.
        requestAll(two);
        two.allocate();
        two.clearRequests();
        assertEquals(1, two.outputOf(0));
        assertEquals(0, two.outputOf(1));
    }

    /** Round robin: one output asked for by three inputs serves them in turn. */
    @Test
    void anOutputServesItsInputsInTurn() {
        IslipAllocator a = new IslipAllocator(3, 1, 1);
        int[] served = new int[6];
        for (int k = 0; k < 6; k++) {
            for (int in = 0; in < 3; in++) {
                a.request(in, 0);
            }
            a.allocate();
            a.clearRequests();
            for (int in = 0; in < 3; in++) {
                if (a.outputOf(in) == 0) {
                    served[k] = in;
                }
            }
        }
        assertEquals("[0, 1, 2, 0, 1, 2]", Arrays.toString(served));
    }
}
