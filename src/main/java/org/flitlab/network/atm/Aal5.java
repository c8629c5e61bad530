package org.flitlab.network.atm;

/**
 * AAL5 segmentation of a packet into ATM cells (Bianco et al., Section 2.2; ITU-T I.363.5): the packet gets an
 * 8-byte trailer (length, CRC-32) and is padded to a whole number of 48-byte cell payloads; every cell adds a
 * 5-byte header, so a packet of {@code b} bytes takes {@code ceil((b + 8) / 48)} cells of 53 bytes on the wire.
 * A TCP segment of 9140 + 40 bytes takes 192 cells (10 176 bytes); a 40-byte ACK takes 1 cell. Stateless.
 */
public final class Aal5 {
    /** Bytes of one cell on the wire. */
    public static final int CELL_BYTES = 53;
    /** Payload bytes in one cell. */
    public static final int PAYLOAD_BYTES = 48;
    /** The AAL5 trailer: UU, CPI, length and CRC-32. */
    public static final int TRAILER_BYTES = 8;

    private Aal5() {
    }

    /** Cells that carry a packet of {@code packetBytes}: {@code ceil((packetBytes + 8) / 48)}. */
    public static int cells(int packetBytes) {
        if (packetBytes < 0) {
            throw new IllegalArgumentException("packetBytes is " + packetBytes + "; it must be at least 0");
        }
        return (packetBytes + TRAILER_BYTES + PAYLOAD_BYTES - 1) / PAYLOAD_BYTES;
    }

    /** Bytes on the wire for a packet of {@code packetBytes}: 53 per cell. */
    public static long wireBytes(int packetBytes) {
        return (long) cells(packetBytes) * CELL_BYTES;
    }

    /**
     * The fraction of the link rate that carries {@code payloadBytes} of user data when every packet is
     * {@code payloadBytes + headerBytes} long: {@code payloadBytes / (53 * cells)} (0.898 for TCP's 9140 + 40).
     */
    public static double payloadEfficiency(int payloadBytes, int headerBytes) {
        if (payloadBytes < 1 || headerBytes < 0) {
            throw new IllegalArgumentException("payloadBytes is " + payloadBytes + " and headerBytes " + headerBytes
                    + "; the payload must be at least 1 byte and the headers at least 0");
        }
        return payloadBytes / (double) wireBytes(payloadBytes + headerBytes);
    }
}
