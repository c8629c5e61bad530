package org.flitlab.network;

/**
 * Last phase of a tick: each channel with a granted worm sends at most one flit, choosing among its virtual
 * channels by the configured {@link VcArbitration}, subject to flow control and to the crossbar input being
 * free this tick. A channel that can send nothing sleeps until a credit or signal arrives or it is woken
 * (landing, grant); anything that lets a channel send again must call {@link OutputChannel#wake} or mark
 * {@link Switch#outputsChanged}, else the engine stalls. Owned by the engine thread.
 */
final class Transmission {
    private final Network net;
    private final NetworkConfig config;

    /** Read for every channel every tick, so kept as fields rather than fetched from the config each time. */
    private final boolean priority;
    private final LinkFlowControl flowControl;
    /**
     * Whether virtual channels share a port's crossbar input: with one virtual channel only one lane of a buffer
     * ever holds an output, so no other channel can have used the input this tick and the check is skipped.
     */
    private final boolean sharedCrossbar;
    /** BookSim's wait_for_tail_credit (pipelined router only; here for the hosts' links, the one channel this phase drives). */
    private final boolean waitForTailCredit;

    Transmission(Network net, NetworkConfig config) {
        this.net = net;
        this.config = config;
        this.priority = config.vcArbitration() == VcArbitration.PRIORITY;
        this.flowControl = config.flowControl();
        this.sharedCrossbar = config.virtualChannels() > 1;
        this.waitForTailCredit = config.router().pipelined() && config.router().waitForTailCredit();
    }

    void transmit(long t) {
        ChannelSet sending = net.sending;
        OutputChannel[] channels = net.channels;
        WakeWheel wheel = net.wakeWheel;
        wheel.due(t);
        for (int w = 0, words = sending.wordCount(); w < words; w++) {
            for (long bits = sending.word(w); bits != 0; bits &= bits - 1) {
                OutputChannel oc = channels[(w << 6) + Long.numberOfTrailingZeros(bits)];
                transmitOn(oc, t);
                if (oc.grantedVcs == 0) {
                    oc.activeSending = false;
                    net.sendingChannels--;
                    sending.remove(oc.channel);
                } else if (oc.asleep) {
                    wheel.park(oc, t);
                }
            }
        }
    }

    private void transmitOn(OutputChannel oc, long t) {
        if (oc.asleep && !wake(oc, t)) {
            return;
        }
        int v = oc.vcs.length;
        boolean blocked = false;
        boolean crossbarBusy = false;
        for (int k = 0; k < v; k++) {
            int index = priority ? priorityOrder(oc, k) : v == 1 ? 0 : wrap(oc.roundRobin + k, v);
            if (index < 0) {
                continue;
            }
            VirtualChannel vc = oc.vcs[index];
            Packet p = vc.owner;
            if (p == null) {
                continue;
            }
            Lane lane = vc.source;
            if (lane.isEmpty() || lane.frontPacket() != p) {
                continue;
            }
            InputQueue q = lane.queue;
            if (sharedCrossbar && q != null && q.crossbar.lastTick == t) {
                blocked = true;
                crossbarBusy = true;
                continue;
            }
            if (!vc.mayTransmit(t, flowControl, lane)) {
                blocked = true;
                continue;
            }
            send(oc, vc, lane, p, t);
            oc.roundRobin = index + 1;
            return;
        }
        sentNothing(oc, t, blocked, crossbarBusy);
    }

    /** Wakes a sleeping channel whose sleep is over, counting a stalled sleep's ticks; false while it sleeps on. */
    private static boolean wake(OutputChannel oc, long t) {
        if (oc.sleepUntil > t) {
            return false;
        }
        oc.asleep = false;
        if (oc.sleepStalled) {
            oc.stalledTicks += t - oc.sleepStart;
        }
        return true;
    }

    /** No flit left: a blocked channel stalled this tick; it sleeps unless only the shared crossbar held it back. */
    private void sentNothing(OutputChannel oc, long t, boolean blocked, boolean crossbarBusy) {
        if (blocked) {
            oc.stalledTicks++;
        }
        if (!crossbarBusy) {
            sleep(oc, t, blocked);
        }
    }

    /** {@code i mod v} for {@code 0 <= i < 2v}: round robin starts at most one past the last channel (no division). */
    private static int wrap(int i, int v) {
        return i >= v ? i - v : i;
    }

    /** Nothing can go until a credit or signal arrives or a wake-up comes (landing, grant). */
    private static void sleep(OutputChannel oc, long t, boolean stalled) {
        long until = Long.MAX_VALUE;
        for (VirtualChannel vc : oc.vcs) {
            if (vc.owner != null) {
                until = Math.min(until, vc.nextArrivalTick());
            }
        }
        if (until > t + 1) {
            oc.asleep = true;
            oc.sleepUntil = until;
            oc.sleepStart = t + 1;
            oc.sleepStalled = stalled;
        }
    }

    /** Non-preemptive priority: the worm being served first, then the highest-numbered channels down. */
    static int priorityOrder(OutputChannel oc, int k) {
        int top = oc.vcs.length - 1;
        int serving = oc.servingVc;
        if (serving < 0) {
            return top - k;
        }
        if (k == 0) {
            return serving;
        }
        int index = top - (k - 1);
        return index > serving ? index : index - 1;
    }

    private void send(OutputChannel oc, VirtualChannel vc, Lane lane, Packet p, long t) {
        int seq = lane.pop();
        InputQueue q = lane.queue;
        if (q != null) {
            if (sharedCrossbar) {
                q.crossbar.lastTick = t;
            }
            q.changeOccupancy(-1, t);
            VirtualChannel up = q.upstream;
            long back = t + up.output.delayTicks;
            if (flowControl == LinkFlowControl.CREDIT) {
                up.returnCredit(back);
            } else {
                net.landing.signalGo(q, back);
            }
        } else {
            net.injectedFlits++;
            if (seq == 0 && p.injectedTick < 0) {
                p.injectedTick = t;
            }
        }
        vc.consumeCredit();
        vc.ownerSent++;
        oc.launch(t, p, seq, vc.vc);
        if (seq == 0) {
            headSent(oc, p, t);
        }
        oc.transmittingTicks++;
        net.flitHops++;
        oc.lastSendTick = t;
        oc.servingVc = vc.vc;
        if (!oc.activeInFlight) {
            oc.activeInFlight = true;
            net.inFlight.add(oc.channel);
        }
        net.lastProgressTick = t;
        if (seq == p.lengthFlits - 1) {
            tailSent(oc, vc, lane, q, t);
        }
    }

    /** The head has left on {@code oc}: the worm is drawn from there on (and recorded, when the workbench asks). */
    private void headSent(OutputChannel oc, Packet p, long t) {
        p.headChannel = oc.channel;
        if (net.events != null) {
            net.events.headSent(p, oc, t);
        }
    }

    /** The tail has left: the virtual channel is free again and the lane's next head may ask for an output. */
    private void tailSent(OutputChannel oc, VirtualChannel vc, Lane lane, InputQueue q, long t) {
        if (net.events != null) {
            net.events.tailSent(vc.owner, oc, t);
        }
        vc.owner = null;
        vc.source = null;
        if (waitForTailCredit) {
            vc.awaitTailCredit();
        }
        lane.granted = null;
        if (q != null) {
            q.grantedLanes--;
        }
        oc.grantedVcs--;
        if (oc.node < net.switches.length) {
            net.switches[oc.node].outputsChanged = true;
        }
        oc.servingVc = -1;
        if (q != null) {
            net.landing.considerFront(lane, t);
        } else {
            net.injection.hostTailSent(net.hosts[net.topology().hostIndex(oc.node)], t);
        }
    }
}
