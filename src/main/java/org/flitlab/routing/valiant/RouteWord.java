package org.flitlab.routing.valiant;

/**
 * The universal-routing state kept in {@link org.flitlab.routing.RoutedPacket#routeWord()}: the intermediate
 * switch and the phase, as {@code (intermediate + 1) * 2 + (phase - 1)}, and above them (bits 20-30) a random
 * header value (issue 18: a link drawn per packet on the way to a multistage network's intermediate). The word of a packet never prepared is
 * 0, which reads as "phase 2, no intermediate": such a packet goes straight to its destination, as on a C104 link
 * not set to create random headers. Stateless.
 */
final class RouteWord {
    private RouteWord() {
    }

    /** The word of a packet heading for switch {@code intermediate} in {@code phase} (1 or 2). */
    static int of(int intermediate, int phase) {
        return (intermediate + 1) << 1 | (phase - 1);
    }

    /** Random header values are in [0, HEADERS). */
    static final int HEADERS = 1 << 11;
    private static final int HEADER_SHIFT = 20;
    /** Bits left for the intermediate switch below the header, after the phase bit. */
    static final int INTERMEDIATE_BITS = HEADER_SHIFT - 1;
    /** The most switches whose numbers (plus one, as 0 means "never prepared") fit those bits. */
    static final int MAX_SWITCHES = (1 << INTERMEDIATE_BITS) - 1;

    /** The intermediate switch, or -1 for a packet never prepared. */
    static int intermediate(int word) {
        return ((word & ((1 << HEADER_SHIFT) - 1)) >>> 1) - 1;
    }

    /** The same word carrying random header {@code header} in [0, {@link #HEADERS}). */
    static int withHeader(int word, int header) {
        return word | header << HEADER_SHIFT;
    }

    /** The random header value (0 if none was drawn). */
    static int header(int word) {
        return word >>> HEADER_SHIFT;
    }

    /** 1 on the way to the intermediate switch, 2 after it (and for a packet never prepared). */
    static int phase(int word) {
        return word == 0 ? 2 : (word & 1) + 1;
    }

    /** The same word in phase 2: the random header is deleted at the intermediate switch. */
    static int secondPhase(int word) {
        return word | 1;
    }
}
