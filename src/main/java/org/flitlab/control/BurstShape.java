package org.flitlab.control;

import java.util.Arrays;

/**
 * How a burst of bytes is cut into packets (Owicki &amp; Karlin: 100 KB bursts sent as 1500-byte packets): as many
 * full packets of {@code packetBytes} as fit, then one packet with the rest; each packet is rounded up to whole
 * flits. Immutable.
 *
 * @param burstBytes  bytes in one burst, at least 1
 * @param packetBytes bytes in a full packet, from 1 to {@code burstBytes}
 * @param flitBytes   bytes in a flit, at least 1
 */
public record BurstShape(int burstBytes, int packetBytes, int flitBytes) {
    public BurstShape {
        if (burstBytes < 1) {
            throw new IllegalArgumentException("burstBytes is " + burstBytes + "; a burst has at least 1 byte");
        }
        if (packetBytes < 1 || packetBytes > burstBytes) {
            throw new IllegalArgumentException("packetBytes is " + packetBytes + "; it must be from 1 to burstBytes ("
                    + burstBytes + ")");
        }
        if (flitBytes < 1) {
            throw new IllegalArgumentException("flitBytes is " + flitBytes + "; a flit holds at least 1 byte");
        }
    }

    /** The length in flits of each packet of one burst, in order. */
    public int[] packetFlits() {
        int full = burstBytes / packetBytes;
        int rest = burstBytes % packetBytes;
        int[] flits = new int[full + (rest > 0 ? 1 : 0)];
        Arrays.fill(flits, 0, full, ceilDiv(packetBytes, flitBytes));
        if (rest > 0) {
            flits[full] = ceilDiv(rest, flitBytes);
        }
        return flits;
    }

    /** Flits in one whole burst (the sum of {@link #packetFlits()}). */
    public long burstFlits() {
        return Arrays.stream(packetFlits()).asLongStream().sum();
    }

    private static int ceilDiv(int a, int b) {
        return (a + b - 1) / b;
    }
}
