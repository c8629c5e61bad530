package org.flitlab.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.flitlab.network.Network;
import org.flitlab.network.NetworkConfig;
import org.flitlab.routing.dimensionorder.DimensionOrderFactory;
import org.flitlab.routing.selection.RandomIdleSelection;
import org.flitlab.stats.RunResult;
import org.flitlab.stats.RunStatus;
import org.flitlab.stats.TimeSeries;
import org.flitlab.topology.Topology;
import org.flitlab.topology.mesh.MeshTopology;
import org.flitlab.traffic.ContinuousArrivals;
import org.flitlab.traffic.ExplicitFlowsPattern;
import org.flitlab.traffic.FixedSize;
import org.flitlab.traffic.PoissonArrivals;
import org.flitlab.traffic.UniformPattern;
import org.flitlab.traffic.Workload;
import org.junit.jupiter.api.Test;

/**
 * The time series of a run (ServerNet Figs. 1-b and 3): throughput and transmitting / stalled / idle channel-ticks
 * per interval, read from the engine's counters by the experiment layer.
 */
class TimeSeriesRecorderTest {
    private static final long INTERVAL = 100;

    /** One switch with two hosts; host 0 sends continuously to host 1. */
    private static RunResult saturatedLink(RunControl control) {
        Topology t = MeshTopology.build(new MeshTopology.Params(1, 1, 2, 1, 0, 0));
        FixedSize size = new FixedSize(20);
        var zeroToOne = new ExplicitFlowsPattern(new ExplicitFlowsPattern.Params(List.of(new ExplicitFlowsPattern.Flow(0, 1))));
        Workload w = new Workload(h -> new ContinuousArrivals(), size, zeroToOne.create(t), Double.NaN);
        return run(t, w, control);
    }

    private static RunResult run(Topology t, Workload w, RunControl control) {
        NetworkConfig cfg = NetworkConfig.defaults().withBufferFlits(64);
        Network net = new Network(t, cfg, new DimensionOrderFactory("xy", false).create(t, 1), new RandomIdleSelection(), w, 3);
        RunResult r = new SimulationRun(net, control, 3).run(SimulationListener.NONE, () -> false);
        assertEquals(RunStatus.COMPLETED, r.status(), r.message());
        return r;
    }

    @Test
    void aSaturatedLinkTransmitsEveryTickOfEveryIntervalAndDeliversAFlitPerTick() {
        // warm-up 1050 is not a multiple of 100: the interval 1000-1100 spans the counters' restart
        RunResult r = saturatedLink(RunControl.quick(1050, 500).withTimeSeriesTicks(INTERVAL));
        TimeSeries s = r.timeSeries();
        assertEquals(INTERVAL, s.intervalTicks());
        assertEquals(r.simulatedTicks() / INTERVAL, s.intervals().size(), "whole intervals from tick 0");
        assertFalse(s.truncated());
        for (TimeSeries.Interval i : s.intervals().subList(1, s.intervals().size())) {
            // host 0's link into the switch and the switch's link to host 1 are busy; the other two are idle
            assertEquals(1.0, i.throughput(), 1e-12, "at " + i.startTick());
            assertEquals(INTERVAL, i.injection().transmittingTicks(), "at " + i.startTick());
            assertEquals(INTERVAL, i.injection().idleTicks(), "host 1 sends nothing, at " + i.startTick());
            assertEquals(INTERVAL, i.ejection().transmittingTicks(), "at " + i.startTick());
            assertEquals(0.5, i.ejection().transmittingFraction(), 1e-12);
            assertEquals(0, i.switchLinks().totalTicks(), "one switch: no switch-to-switch channel");
        }
        assertEquals(0, s.intervals().get(0).startTick());
        assertEquals(INTERVAL, s.intervals().get(1).startTick(), "back to back");
    }

    @Test
    void anIdleNetworkIsIdleInEveryIntervalAndEveryChannelTickIsCountedOnce() {
        Topology mesh = MeshTopology.build(new MeshTopology.Params(3, 3, 1, 1, 0, 0));
        FixedSize size = new FixedSize(8);
        Workload idle = new Workload(h -> PoissonArrivals.forOfferedLoad(0, size), size, new UniformPattern().create(mesh), 0);
        RunResult r = run(mesh, idle, RunControl.quick(250, 10).withMaxTicks(1000).withTimeSeriesTicks(INTERVAL));
        int switchChannels = 2 * 12;
        assertFalse(r.timeSeries().isEmpty());
        for (TimeSeries.Interval i : r.timeSeries().intervals()) {
            assertEquals(0, i.deliveredFlits());
            assertEquals(9 * INTERVAL, i.injection().idleTicks(), "9 host links, at " + i.startTick());
            assertEquals(switchChannels * INTERVAL, i.switchLinks().idleTicks(), "at " + i.startTick());
            assertEquals(0.0, i.switchLinks().transmittingFraction());
            assertEquals(1.0, i.ejection().idleFraction());
        }
    }

    @Test
    void uniformTrafficConservesChannelTicksAcrossTheMeasurementRestart() {
        Topology mesh = MeshTopology.build(new MeshTopology.Params(3, 3, 1, 1, 0, 0));
        FixedSize size = new FixedSize(8);
        Workload w = new Workload(h -> PoissonArrivals.forOfferedLoad(0.3, size), size, new UniformPattern().create(mesh), 0.3);
        RunResult r = run(mesh, w, RunControl.quick(1234, 2000).withTimeSeriesTicks(INTERVAL));
        long delivered = 0;
        long ejected = 0;
        for (TimeSeries.Interval i : r.timeSeries().intervals()) {
            assertEquals(9 * INTERVAL, i.injection().totalTicks(), "at " + i.startTick());
            assertEquals(24 * INTERVAL, i.switchLinks().totalTicks(), "at " + i.startTick());
            assertEquals(9 * INTERVAL, i.ejection().totalTicks(), "at " + i.startTick());
            delivered += i.deliveredFlits();
            ejected += i.ejection().transmittingTicks();
        }
        assertTrue(delivered > 1000);
        // a flit sent to a host arrives a tick later: at most one per ejection link is still on the wire
        assertTrue(ejected - delivered >= 0 && ejected - delivered <= 9, ejected + " sent to hosts, " + delivered + " delivered");
    }

    @Test
    void withoutTheOptionNoSeriesIsRecordedAndTheNumbersAreTheSame() {
        RunResult plain = saturatedLink(RunControl.quick(1050, 500));
        RunResult recorded = saturatedLink(RunControl.quick(1050, 500).withTimeSeriesTicks(INTERVAL));
        assertTrue(plain.timeSeries().isEmpty());
        assertEquals(plain.simulatedTicks(), recorded.simulatedTicks());
        assertEquals(plain.deliveryLatency(), recorded.deliveryLatency());
    }
}
