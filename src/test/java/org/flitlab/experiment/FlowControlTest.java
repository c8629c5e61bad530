package org.flitlab.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import org.flitlab.network.LinkFlowControl;
import org.flitlab.network.Network;
import org.flitlab.network.NetworkConfig;
import org.flitlab.network.NetworkSnapshot;
import org.flitlab.network.Switching;
import org.flitlab.routing.dimensionorder.DimensionOrderFactory;
import org.flitlab.routing.selection.RandomIdleSelection;
import org.flitlab.stats.BufferOccupancy;
import org.flitlab.stats.RunResult;
import org.flitlab.stats.RunStatus;
import org.flitlab.topology.Topology;
import org.flitlab.topology.mesh.MeshTopology;
import org.flitlab.topology.torus.TorusTopology;
import org.flitlab.traffic.FixedSize;
import org.flitlab.traffic.PoissonArrivals;
import org.flitlab.traffic.UniformPattern;
import org.flitlab.traffic.Workload;
import org.junit.jupiter.api.Test;

/** Link-level flow control keeps every buffer within its capacity; configurations that could not are refused. */
class FlowControlTest {
    private static Network mesh(NetworkConfig cfg, int delay, double load) {
        Topology t = MeshTopology.build(new MeshTopology.Params(4, 4, 1, delay, 0, 0));
        FixedSize size = new FixedSize(20);
        Workload w = new Workload(h -> PoissonArrivals.forOfferedLoad(load, size), size, new UniformPattern().create(t), load);
        return new Network(t, cfg, new DimensionOrderFactory("xy", false).create(t, 1), new RandomIdleSelection(), w, 3);
    }

    @Test
    void stopGoWithTheSmallestSafeBufferNeverOverflowsPastSaturation() {
        int delay = 10;
        int high = 53;
        int buffer = NetworkConfig.stopGoBufferNeeded(high, delay);
        assertEquals(73, buffer, "Myrinet: STOP at 53 flits, 10-tick links: 53 + 2 x 10");
        NetworkConfig cfg = NetworkConfig.defaults().withBufferFlits(buffer).withStopGo(high, 36);
        RunResult r = new SimulationRun(mesh(cfg, delay, 0.9), RunControl.quick(5000, 3000), 3).run(SimulationListener.NONE, () -> false);
        assertEquals(RunStatus.COMPLETED, r.status(), r.message());
        int peak = r.bufferOccupancy().stream().mapToInt(BufferOccupancy::maxFlits).max().orElseThrow();
        assertTrue(peak > high, "past saturation some buffer rises above the high mark: peak " + peak);
        assertTrue(peak <= buffer, "and never beyond its capacity: peak " + peak);
    }

    @Test
    void creditFlowControlFillsButNeverOverflowsBuffers() {
        NetworkConfig cfg = NetworkConfig.defaults().withBufferFlits(6);
        RunResult r = new SimulationRun(mesh(cfg, 3, 0.9), RunControl.quick(5000, 3000), 3).run(SimulationListener.NONE, () -> false);
        assertEquals(RunStatus.COMPLETED, r.status(), r.message());
        int peak = r.bufferOccupancy().stream().mapToInt(BufferOccupancy::maxFlits).max().orElseThrow();
        assertEquals(6, peak, "credits let a buffer fill exactly to its capacity");
    }

    @Test
    void bufferTooSmallForTheRoundTripIsRefusedWithTheSizeNeeded() {
        NetworkConfig cfg = NetworkConfig.defaults().withBufferFlits(72).withStopGo(53, 36);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> mesh(cfg, 10, 0.1));
        assertTrue(e.getMessage().contains("bufferFlits is 72"), e.getMessage());
        assertTrue(e.getMessage().contains("needs at least 73 flits"), e.getMessage());
    }

    @Test
    void storeAndForwardWithBuffersSmallerThanAPacketIsRefused() {
        NetworkConfig cfg = NetworkConfig.defaults().withBufferFlits(10).withSwitching(Switching.STORE_AND_FORWARD);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> mesh(cfg, 1, 0.1));
        assertTrue(e.getMessage().contains("the longest packet is 20 flits, so bufferFlits must be at least 20"), e.getMessage());
    }

    @Test
    void routingThatNeedsMoreVirtualChannelsIsRefused() {
        Topology t = TorusTopology.build(new TorusTopology.Params(4, 4, 1, 1, 0, 0));
        FixedSize size = new FixedSize(4);
        Workload w = new Workload(h -> PoissonArrivals.forOfferedLoad(0.1, size), size, new UniformPattern().create(t), 0.1);
        var routing = new DimensionOrderFactory("xy", true).create(t, 2);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new Network(t, NetworkConfig.defaults(), routing, new RandomIdleSelection(), w, 1));
        assertTrue(e.getMessage().contains("virtualChannels is 1 but the routing needs at least 2"), e.getMessage());
    }

    @Test
    void cancellingStopsTheRunPromptly() {
        Network net = mesh(NetworkConfig.defaults(), 1, 0.2);
        long start = System.nanoTime();
        long[] calls = {0};
        RunResult r = new SimulationRun(net, RunControl.defaults().withMeasuredPackets(100_000_000), 1)
                .run(SimulationListener.NONE, () -> ++calls[0] > 20);
        assertEquals(RunStatus.CANCELLED, r.status());
        assertTrue((System.nanoTime() - start) / 1e9 < 1.0);
        net.checkConservation();
    }

    @Test
    void snapshotsShowWormsOnChannelsAndTheirBuffers() {
        Network net = mesh(NetworkConfig.defaults().withStopGo(8, 4).withBufferFlits(16), 1, 0.6);
        assertEquals(LinkFlowControl.STOP_GO, net.config().flowControl());
        net.advance(3000);
        NetworkSnapshot s = net.snapshot();
        assertEquals(3000, s.tick());
        assertTrue(s.worms().size() > 3, "a loaded mesh has worms in flight");
        long flits = s.worms().stream().flatMapToInt(w -> Arrays.stream(w.flits())).sum();
        long buffered = Arrays.stream(s.occupancy()).sum();
        assertTrue(flits >= buffered, "every buffered flit belongs to a worm");
        assertEquals(net.flitsInNetwork(), flits, "worms account for every flit in the network");
        net.advance(3100);
        assertEquals(3000, s.tick(), "a snapshot does not change as the run goes on");
    }
}
