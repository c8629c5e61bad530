package org.flitlab.traffic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import org.flitlab.topology.Topology;
import org.junit.jupiter.api.Test;

class PermutationPatternsTest {
    private final SplittableRandom random = new SplittableRandom(3);
    private final Topology sixteen = TestTopologies.star(16);

    @Test
    void everyPermutationPatternIsABijectionOnSixtyFourHosts() {
        Map<String, Topology> topologies = Map.of(
                "star", TestTopologies.star(64), "grid", TestTopologies.grid(8, 8, 1), "cube", TestTopologies.hypercube(6));
        List<Object[]> cases = List.of(
                new Object[] {new BitReversalPattern(), "star"},
                new Object[] {new TransposePattern(), "star"},
                new Object[] {new ComplementPattern(), "star"},
                new Object[] {new ShufflePattern(new ShufflePattern.Params(1)), "star"},
                new Object[] {new ShufflePattern(new ShufflePattern.Params(4)), "star"},
                new Object[] {new AddConstantPattern(new AddConstantPattern.Params(21)), "star"},
                new Object[] {new BlockMovePattern(), "grid"},
                new Object[] {new MiddleSwapPattern(), "cube"});
        for (Object[] c : cases) {
            DestinationPatternFactory factory = (DestinationPatternFactory) c[0];
            Topology t = topologies.get((String) c[1]);
            assertEquals(Optional.empty(), factory.supports(t));
            DestinationPattern p = factory.create(t);
            boolean[] hit = new boolean[64];
            for (int h = 0; h < 64; h++) {
                int d = p.sends(h) ? p.destination(h, random) : h;
                assertTrue(d >= 0 && d < 64, factory.getClass().getSimpleName() + " sends " + h + " to " + d);
                assertFalse(hit[d], factory.getClass().getSimpleName() + " sends two hosts to " + d);
                hit[d] = true;
            }
        }
    }

    @Test
    void bitReversalOfOneOnSixteenHostsIsEight() {
        PermutationPattern p = new BitReversalPattern().create(sixteen);
        assertEquals(8, p.destination(1, random));
        assertEquals(0b0011, p.destination(0b1100, random));
        assertEquals(0b1101, p.destination(0b1011, random));
    }

    @Test
    void aFixedPointDoesNotSend() {
        PermutationPattern p = new BitReversalPattern().create(sixteen);
        assertFalse(p.sends(0b0110));
        assertEquals(-1, p.destination(0b0110, random));
        assertEquals(0b0110, p.image(0b0110));
        assertTrue(p.sends(1));
    }

    @Test
    void complementOfThreeOnEightHostsIsFour() {
        PermutationPattern p = new ComplementPattern().create(TestTopologies.star(8));
        assertEquals(4, p.destination(3, random));
        assertEquals(0, p.destination(7, random));
    }

    @Test
    void rotationByOneOfThreeOnSixteenHostsIsSix() {
        PermutationPattern p = new ShufflePattern(new ShufflePattern.Params(1)).create(sixteen);
        assertEquals(0b0110, p.destination(0b0011, random));
        assertEquals(0b0001, p.destination(0b1000, random));
        PermutationPattern two = new ShufflePattern(new ShufflePattern.Params(6)).create(sixteen);
        assertEquals(0b1100, two.destination(0b0011, random));
    }

    @Test
    void transposeSwapsTheHalvesOfTheIndexBits() {
        PermutationPattern p = new TransposePattern().create(sixteen);
        assertEquals(4, p.destination(1, random));
        assertEquals(0b1001, p.destination(0b0110, random));
        assertFalse(p.sends(0b1010));
    }

    @Test
    void bitPatternsRefuseAHostCountThatIsNotAPowerOfTwo() {
        Topology eighty = TestTopologies.grid(4, 5, 4);
        assertEquals(Optional.of("bit reversal needs a power-of-two host count; this topology has 80 hosts"),
                new BitReversalPattern().supports(eighty));
        assertEquals("bit reversal needs a power-of-two host count; this topology has 80 hosts",
                assertThrows(IllegalArgumentException.class, () -> new BitReversalPattern().create(eighty)).getMessage());
        assertEquals(Optional.of("bit complement needs a power-of-two host count; this topology has 80 hosts"),
                new ComplementPattern().supports(eighty));
        assertEquals(Optional.of("shuffle needs a power-of-two host count; this topology has 80 hosts"),
                new ShufflePattern(new ShufflePattern.Params(1)).supports(eighty));
        assertEquals(Optional.of("transpose needs a power-of-two host count; this topology has 80 hosts"),
                new TransposePattern().supports(eighty));
    }

    @Test
    void transposeRefusesAnOddNumberOfIndexBits() {
        assertEquals(Optional.of("transpose needs a host count that is a power of two with an even number of bits"
                        + " (4, 16, 64, 256, ...); this topology has 32 hosts (5 bits)"),
                new TransposePattern().supports(TestTopologies.star(32)));
    }

    @Test
    void permutationPatternRejectsAnImageThatIsNotAPermutation() {
        assertEquals("image[2] is 0 as is image[0]; a permutation sends each host to a different host",
                assertThrows(IllegalArgumentException.class,
                        () -> new PermutationPattern(new int[] {0, 1, 0})).getMessage());
        assertEquals("image[1] is 3; hosts are 0..2", assertThrows(IllegalArgumentException.class,
                () -> new PermutationPattern(new int[] {0, 3, 1})).getMessage());
    }

    @Test
    void shuffleRefusesANegativeRotation() {
        assertEquals("rotation is -1; it must be at least 0 bits",
                assertThrows(IllegalArgumentException.class, () -> new ShufflePattern.Params(-1)).getMessage());
    }
}
