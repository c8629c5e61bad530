package org.flitlab.network.flat;

import org.flitlab.network.EngineProbe;

/** The {@link EngineProbe} of a {@link FlatKernel}: reads its arrays between ticks. */
final class FlatProbe implements EngineProbe {
    private final FlatKernel k;

    FlatProbe(FlatKernel k) {
        this.k = k;
    }

    @Override
    public long holderOf(int channel, int vc) {
        int pk = k.state.vcOwner[channel * k.state.vcs + vc];
        return pk == FlatState.NONE ? -1 : k.packets.id[pk];
    }

    @Override
    public int sendingAttempt(int hostIndex) {
        return k.hosts.sending[hostIndex] == FlatState.NONE ? -1 : 0;
    }

    @Override
    public int waitingPackets(int hostIndex) {
        return k.hosts.queue[hostIndex].size();
    }

    @Override
    public long packetSentLastTick(int channel) {
        k.syncBlocks();
        FlatState s = k.state;
        if (s.lastSendTick[channel] == k.tick() && TransitFlits.direct(s, channel)) {
            int pk = TransitFlits.newest(s, channel, k.tick());
            return pk == FlatState.NONE ? -1 : k.packets.id[pk];
        }
        if (s.lastSendTick[channel] != k.tick() || s.wireCount[channel] == 0) {
            return -1;
        }
        int newest = channel * s.wireSlots + ((s.wireFirst[channel] + s.wireCount[channel] - 1) & s.wireMask);
        return k.packets.id[s.wirePacket[newest]];
    }

    @Override
    public long droppedPackets() {
        return 0;
    }

    @Override
    public long fastPathBlocks() {
        return k.blocks.blocksStarted;
    }

    @Override
    public long fastPathEarlyHandBacks() {
        return k.blocks.earlyHandBacks;
    }

    @Override
    public boolean cycleHolds(java.util.List<org.flitlab.stats.WaitStep> cycle) {
        return new FlatDeadlock(k).holds(cycle);
    }
}
