package org.flitlab.network.atm;

import java.util.ArrayDeque;
import java.util.Arrays;

/**
 * One virtual circuit, its route fixed at call set-up (Bianco et al., Section 2.4): the channel that leaves each
 * switch of the path forward and backward, the source's segmentation queue and pacing, and AAL5 reassembly at the
 * destination. Cells of one circuit cross the same FIFOs in order, so reassembly sees them in order: a packet is
 * delivered only if its cells arrive, and none of another packet's, between two end-of-message cells. Mutable,
 * owned by one run's engine thread.
 */
final class VirtualCircuit {
    /** A packet being segmented or awaiting reassembly. */
    record Pdu(int seq, int cells, long tag) {
    }

    final int id;
    final int source;
    final int destination;
    /** Channel leaving switch s forward, or -1 off the path or at the destination. */
    final int[] forwardAt;
    /** Channel leaving switch s towards the source, or -1. */
    final int[] backwardAt;
    /** The ABR source, or null for an uncontrolled circuit sent at the peak rate. */
    final AbrSource abr;
    private final ArrayDeque<Pdu> toSend = new ArrayDeque<>();
    private final ArrayDeque<Pdu> inFlight = new ArrayDeque<>();
    private int nextSeq;
    private int cellOfHead;
    private double nextSendSlot;
    private boolean assembling;
    private boolean spoilt;
    private int firstSeq;
    private int assembled;
    long cellsSent;
    long packetsDelivered;
    long packetsLost;

    VirtualCircuit(int id, int switchCount, int[] switches, int[] channels, int[] reverse, AbrSource abr) {
        this.id = id;
        this.source = switches[0];
        this.destination = switches[switches.length - 1];
        this.forwardAt = new int[switchCount];
        this.backwardAt = new int[switchCount];
        Arrays.fill(forwardAt, -1);
        Arrays.fill(backwardAt, -1);
        for (int i = 0; i < channels.length; i++) {
            forwardAt[switches[i]] = channels[i];
            backwardAt[switches[i + 1]] = reverse[i];
        }
        this.abr = abr;
    }

    void enqueue(int bytes, long tag) {
        toSend.add(new Pdu(nextSeq++, Aal5.cells(bytes), tag));
    }

    boolean hasData() {
        return !toSend.isEmpty();
    }

    int queuedPackets() {
        return toSend.size();
    }

    /** Whether pacing lets a cell leave in {@code slot}. */
    boolean mayEmit(long slot) {
        return !toSend.isEmpty() && nextSendSlot <= slot;
    }

    /** The next data cell of the head packet; the packet moves to reassembly once its last cell is out. */
    long nextDataCell(long slot) {
        Pdu p = toSend.peek();
        boolean last = ++cellOfHead == p.cells();
        if (last) {
            toSend.poll();
            inFlight.add(p);
            cellOfHead = 0;
        }
        paced(slot);
        cellsSent++;
        return Cell.of(last ? Cell.LAST : Cell.DATA, id, p.seq());
    }

    /** A non-data cell (a forward RM cell) took this slot's place. */
    void paced(long slot) {
        double rate = abr == null ? 1 : abr.allowedRate();
        // keep the fractional phase while sending back to back (else 0.64 would round down to one cell in 2 slots),
        // but bank no credit across an idle spell
        nextSendSlot = (nextSendSlot + 1 < slot ? slot : nextSendSlot) + 1 / rate;
    }

    /** A data cell of packet {@code seq} reached the destination; reports resolved packets to {@code listener}. */
    void reassemble(int seq, boolean last, long slot, CircuitListener listener) {
        if (!assembling) {
            assembling = true;
            spoilt = false;
            firstSeq = seq;
            assembled = 0;
        }
        spoilt |= seq != firstSeq;
        assembled++;
        if (!last) {
            return;
        }
        assembling = false;
        while (!inFlight.isEmpty() && seq - inFlight.peek().seq() >= 0) {
            Pdu p = inFlight.poll();
            if (p.seq() == seq && !spoilt && assembled == p.cells()) {
                packetsDelivered++;
                listener.delivered(id, p.tag(), slot);
            } else {
                packetsLost++;
                listener.lost(id, p.tag(), slot);
            }
        }
    }
}
