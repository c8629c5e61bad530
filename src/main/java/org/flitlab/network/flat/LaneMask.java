package org.flitlab.network.flat;

/**
 * The input lanes of each switch that may hold flits, as bits, for BookSim's pipelined router ({@link FlatPipeline}):
 * switch {@code sw}'s lane on input port {@code port}, virtual channel {@code v} is bit {@code port * vcs + v} of the
 * switch's {@link #perSwitch} words starting at {@link #first}, so a visit in bit order is the reference engine's
 * order (ports ascending, then virtual channels). A lane's bit is set when a flit lands in it and cleared lazily, by
 * the visitor that finds the lane empty: the set is a superset of the non-empty lanes, which is all a visitor that
 * re-checks the buffer needs, and it lets the pipeline skip the empty lanes of busy switches. Allocation-free.
 */
final class LaneMask {
    final long[] words;
    final int perSwitch;
    /** portOf[slot]: the input port of bit {@code slot} ({@code slot / vcs}, looked up). */
    final int[] portOf;
    /** The word of lane g (g ending at a switch), and its bit in that word. */
    private final int[] word;
    private final long[] bit;

    LaneMask(FlatState s, int maxPorts) {
        perSwitch = (maxPorts * s.vcs + 63) >>> 6;
        words = new long[s.switches * perSwitch];
        word = new int[s.channels * s.vcs];
        bit = new long[s.channels * s.vcs];
        portOf = new int[perSwitch * 64];
        for (int slot = 0; slot < portOf.length; slot++) {
            portOf[slot] = slot / s.vcs;
        }
        for (int sw = 0; sw < s.switches; sw++) {
            int[] in = s.inputs[sw];
            for (int port = 0; port < in.length; port++) {
                for (int v = 0; v < s.vcs; v++) {
                    int slot = port * s.vcs + v;
                    int g = in[port] * s.vcs + v;
                    word[g] = sw * perSwitch + (slot >>> 6);
                    bit[g] = 1L << slot;
                }
            }
        }
    }

    /** The first word of switch {@code sw}. */
    int first(int sw) {
        return sw * perSwitch;
    }

    /** Lane g (at a switch) has received a flit. */
    void add(int g) {
        words[word[g]] |= bit[g];
    }
}
