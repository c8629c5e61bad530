package org.flitlab.network;

/** The {@link EngineProbe} of a {@link Network}: reads its fields after bringing block-advanced worms up to date. */
final class NetworkProbe implements EngineProbe {
    private final Network net;

    NetworkProbe(Network net) {
        this.net = net;
    }

    @Override
    public long holderOf(int channel, int vc) {
        net.sync();
        Packet owner = net.channels[channel].vcs[vc].owner;
        return owner == null ? -1 : owner.id;
    }

    @Override
    public int sendingAttempt(int hostIndex) {
        Packet sending = net.hosts[hostIndex].sending;
        return sending == null ? -1 : sending.retransmissions;
    }

    @Override
    public int waitingPackets(int hostIndex) {
        return net.hosts[hostIndex].sourceQueue.size();
    }

    @Override
    public long packetSentLastTick(int channel) {
        net.sync();
        OutputChannel oc = net.channels[channel];
        if (oc.lastSendTick != net.tick()) {
            return -1;
        }
        // The flit just sent is the newest on the wire: the last segment visited.
        long[] newest = {-1};
        oc.forEachInFlight((p, flits) -> newest[0] = p.id);
        return newest[0];
    }

    @Override
    public long droppedPackets() {
        return net.droppedPackets;
    }

    @Override
    public long fastPathBlocks() {
        return net.freeFlow.blocksStarted;
    }

    @Override
    public long fastPathEarlyHandBacks() {
        return net.freeFlow.earlyHandBacks;
    }

    @Override
    public boolean cycleHolds(java.util.List<org.flitlab.stats.WaitStep> cycle) {
        return DeadlockDetector.holds(net, cycle);
    }
}
