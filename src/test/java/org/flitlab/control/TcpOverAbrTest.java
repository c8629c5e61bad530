package org.flitlab.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import org.flitlab.network.atm.AtmConfig;
import org.flitlab.network.atm.AtmService;
import org.flitlab.network.atm.EricaParams;
import org.flitlab.network.atm.RrmParams;
import org.flitlab.topology.FlowSpec;
import org.flitlab.topology.Topology;
import org.flitlab.topology.manhattan.ManhattanTopology;
import org.junit.jupiter.api.Test;

/** TCP Reno over ABR on the parking lot (Bianco et al., Fig. 13): 64 nodes, B = 2000, Table 2 defaults. */
class TcpOverAbrTest {
    static final ManhattanTopology.Params P64 = new ManhattanTopology.Params(8, 1000, 640e6, 8, 2.0 / 3, 1, 0);
    static final Topology M64 = ManhattanTopology.build(P64);
    static final List<FlowSpec> LOT = ManhattanTopology.parkingLotFlows(P64);

    static AtmTcpResult run(AtmService service, double background) {
        AtmConfig c = AtmConfig.ubr(2000).withService(service).withBackgroundLoad(background);
        AtmTcpResult r = new TcpOverAtm(M64, c, TcpOverAtmTest.tcp(5), LOT, new SplittableRandom(7)).run(10_000, 60_000);
        TcpOverAtmTest.show(service.id() + " @" + background, r);
        return r;
    }

    @Test
    void ericaSharesTheParkingLotLinkEquallyAndLosesNoCell() {
        AtmTcpResult r = run(EricaParams.table2(2000), 0.1);
        assertEquals(0, r.droppedCells());
        assertTrue(r.fairness() > 0.98, "fairness " + r.fairness());
        assertTrue(r.meanGoodput() > 0.7 * r.meanMaxGoodput(), "goodput " + r.meanGoodput() + " of " + r.meanMaxGoodput());
    }

    @Test
    void rrmKeepsTcpRunningOnTheParkingLotWithFewLosses() {
        AtmTcpResult r = run(RrmParams.table2(2000), 0.1);
        AtmTcpResult ubr = run(new AtmService.Ubr(), 0.1);
        assertTrue(r.cellLossRatio() <= ubr.cellLossRatio(), "RRM loses " + r.cellLossRatio() + ", UBR " + ubr.cellLossRatio());
        assertTrue(r.meanGoodput() > 0.5 * r.meanMaxGoodput());
    }
}
