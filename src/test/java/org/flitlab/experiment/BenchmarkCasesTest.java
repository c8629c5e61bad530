package org.flitlab.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.flitlab.network.LinkFlowControl;
import org.flitlab.network.Engine;
import org.junit.jupiter.api.Test;

/** The benchmark cases are the networks the benchmark suite fixed (docs/performance.md), so figures from different commits compare. */
class BenchmarkCasesTest {
    @Test
    void meshCaseRunsThreeLoadsOnTwoEightFlitVirtualChannels() {
        List<Benchmark.Case> cases = BenchmarkCases.mesh(8, 100_000);
        assertEquals(List.of(0.1, 0.3, 0.45), cases.stream().map(Benchmark.Case::offeredLoad).toList());
        Engine n = cases.get(1).network().get();
        assertEquals(64, n.topology().hostCount());
        assertEquals(8, n.config().bufferFlits());
        assertEquals(2, n.config().virtualChannels());
        assertEquals(LinkFlowControl.CREDIT, n.config().flowControl());
        assertEquals(100_000, cases.get(0).control().measuredPackets());
    }

    @Test
    void corefringeCaseHasEightyHostsEightServersAndHalfFullStopGo() {
        Engine n = BenchmarkCases.corefringe(10).network().get();
        assertEquals(80, n.topology().hostCount());
        assertEquals(8, n.topology().serverHosts().length);
        assertEquals(4096, n.config().bufferFlits());
        assertEquals(LinkFlowControl.STOP_GO, n.config().flowControl());
        assertEquals(2048, n.config().stopHighMark());
        assertEquals(1000, n.workload().sizes().meanFlits(), 0.0);
    }

    @Test
    void c104CaseIsTheThousandTerminalCubeWithOnePacketBuffers() {
        Engine n = BenchmarkCases.c104Cube(10).network().get();
        assertEquals(1024, n.topology().hostCount());
        assertEquals(BenchmarkCases.C104_PACKET_FLITS, n.config().bufferFlits());
        assertTrue(Double.isNaN(n.workload().offeredLoad()), "continuous traffic has no offered load");
    }

    @Test
    void meshSizeScanKeepsTheCentralChannelLoadOfTheEightByEightCase() {
        List<Benchmark.Case> cases = BenchmarkCases.meshSizes(100);
        assertEquals(BenchmarkCases.MESH_SIDES.length, cases.size());
        for (int i = 0; i < cases.size(); i++) {
            int side = BenchmarkCases.MESH_SIDES[i];
            Benchmark.Case c = cases.get(i);
            Engine n = c.network().get();
            assertEquals(side * side, n.topology().hostCount());
            assertEquals(2, n.config().virtualChannels());
            // Uniform traffic loads a k x k mesh's central channels in proportion to k x load: 8 x 0.3 at most.
            assertEquals(Math.min(side * 0.3, 8 * 0.3), side * c.offeredLoad(), 1e-9, c.name());
        }
    }

    @Test
    void sweepSpeedUpFindsOneThreadAndTwoThreadsIdentical() {
        Benchmark.SpeedUp s = Benchmark.speedUp(new double[] {0.1, 0.2, 0.3}, 200, 2);
        assertEquals(3, s.points());
        assertTrue(s.identical(), s.line());
    }
}
