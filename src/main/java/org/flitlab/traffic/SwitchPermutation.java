package org.flitlab.traffic;

import java.util.function.IntUnaryOperator;
import org.flitlab.topology.Topology;

/**
 * Lifts a permutation of switches to a permutation of hosts: the i-th host of switch s (in port order) goes to the
 * i-th host of switch image(s). The C104 grid and cube patterns are defined on switches with one terminal each;
 * this keeps them permutations when every switch carries the same number of hosts.
 */
final class SwitchPermutation {
    private SwitchPermutation() {
    }

    /** Requires {@link TopologyRequirements#sameHostsOnEverySwitch} and a bijective {@code switchImage}. */
    static PermutationPattern of(Topology topology, IntUnaryOperator switchImage) {
        int[] image = new int[topology.hostCount()];
        for (int s = 0; s < topology.switchCount(); s++) {
            int[] here = topology.hostsOf(s);
            int[] there = topology.hostsOf(switchImage.applyAsInt(s));
            for (int i = 0; i < here.length; i++) {
                image[topology.hostIndex(here[i])] = topology.hostIndex(there[i]);
            }
        }
        return new PermutationPattern(image);
    }
}
