package org.flitlab.network.flat;

import org.flitlab.network.EventRecorder;

/**
 * The flat kernel's side of the workbench's event recorder (issue 17's "Follow a worm", issue 19): turns the kernel's
 * packet slots, lanes and virtual-channel indices into the packet ids, nodes and channels {@link EventRecorder} keeps,
 * so that both kernels record the same events in the same order ({@code FlatEventRecordingTest}). Exists only once
 * the workbench asks ({@link FlatKernel#recordEvents()}); without it the kernel's hooks are one null check each, on
 * packet events (generated, head landed or ready, granted) and on each flit sent or consumed (where head and tail are
 * told apart here, not on the kernel's path); the recorder itself is called only for packet events, never per body flit.
 */
final class FlatEvents {
    final EventRecorder recorder;
    private final FlatKernel k;
    private final FlatState s;
    private final FlatPackets p;

    FlatEvents(FlatKernel k) {
        this.k = k;
        this.s = k.state;
        this.p = k.packets;
        this.recorder = EventRecorder.of(s.config, s.channels);
    }

    /** Slot {@code pk} generated at host h at {@code t}, before it joins the source queue. */
    void generated(int h, int pk, long t) {
        IntQueue q = k.hosts.queue[h];
        int ahead = q.isEmpty() ? k.hosts.sending[h] : q.get(q.size() - 1);
        recorder.generated(p.id[pk], p.source[pk], p.destination[pk], p.length[pk], p.measured[pk], t, idOf(ahead));
    }

    /** The head of slot {@code pk} lands in buffer g, which held {@code before} flits. */
    void headLanded(int g, int pk, int before, long t) {
        int ahead = before == 0 ? FlatState.NONE : s.bufFlit[2 * (g * s.bufferSlots + ((s.bufRing[2 * g] + before - 1) & s.bufferMask))];
        int c = g / s.vcs;
        recorder.headLanded(p.id[pk], s.chanTarget[c], c, g % s.vcs, t, ahead == pk ? -1 : idOf(ahead));
    }

    /** The head at the front of buffer g may be routed from its ready tick. */
    void ready(int g) {
        recorder.ready(p.id[s.frontPacket(g)], s.laneReady[g]);
    }

    /** Output virtual channel {@code out} granted to slot {@code pk} at {@code t}; {@code ready} -1 when unknown. */
    void granted(int pk, int out, long ready, long t) {
        int c = out / s.vcs;
        recorder.granted(p.id[pk], s.chanSource[c], c, out % s.vcs, ready, t);
    }

    /** The tick lane's head could ask for an output: a switch buffer's or a host's (lane ~h). */
    long readyOf(int lane) {
        return lane >= 0 ? s.laneReady[lane] : k.hosts.ready[~lane];
    }

    /** Flit {@code seq} of slot {@code pk} left on channel c, on the wire from {@code t}: its head and tail are recorded. */
    void sent(int pk, int seq, int c, long t) {
        if (seq == 0) {
            recorder.headSent(p.id[pk], c, t);
        }
        if (seq == p.length[pk] - 1) {
            recorder.tailSent(p.id[pk], c, t);
        }
    }

    /** Flit {@code seq} of slot {@code pk} consumed by its host at {@code t}. */
    void consumed(int pk, int seq, long t) {
        if (seq == 0) {
            recorder.headDelivered(p.id[pk], t);
        }
        if (seq == p.length[pk] - 1) {
            recorder.delivered(p.id[pk], t);
        }
    }

    /** Each channel's flits sent, for the link inspector's utilisation over time. */
    void sampleLinks(long tick) {
        recorder.sampleLinks(tick, c -> s.transmitting[c]);
    }

    private long idOf(int pk) {
        return pk == FlatState.NONE ? -1 : p.id[pk];
    }
}
