package org.flitlab.experiment;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.flitlab.control.AtmTcpResult;
import org.flitlab.control.EndToEndPlan;
import org.flitlab.control.TcpOverAtm;
import org.flitlab.control.TcpRenoParams;
import org.flitlab.network.atm.Aal5;
import org.flitlab.network.atm.AtmConfig;
import org.flitlab.network.atm.AtmService;
import org.flitlab.network.atm.EricaParams;
import org.flitlab.network.atm.RrmParams;
import org.flitlab.scenario.FixedRoute;
import org.flitlab.scenario.FixedRoutingParams;
import org.flitlab.scenario.Scenario;
import org.flitlab.scenario.ScenarioAssembly;
import org.flitlab.stats.LatencySummary;
import org.flitlab.stats.RunResult;
import org.flitlab.stats.RunStatus;
import org.flitlab.topology.FlowSpec;

/**
 * Runs a scenario whose switching is {@code "atm"} on the ATM baseline instead of the wormhole engine (Bianco et
 * al.'s comparison baseline: cell switching with UBR and ABR), so that one scenario compares both by changing {@code network.switching}. The scenario's parts
 * mean: {@code network.bufferFlits} is B, the output FIFO in cells; {@code network.flowControl} is the service
 * category ("ubr", "abr-rrm", "abr-erica" with their parameters; a wormhole flow control such as "credit" means
 * UBR); the Poisson offered load (flits per tick per host, a fraction of the link rate) is the background load in
 * cells per slot per switch; the end-to-end scheme must be "tcp-reno", whose flows run as {@link TcpOverAtm}
 * circuits on the fixed routes of "fixed" routing (else on shortest routes). One slot is 53 bytes, so
 * {@code 53 / units.flitBytes} ticks; warm-up ticks are converted to slots, and the window lasts
 * {@code run.measuredPackets} segment times (cells per segment slots each). Stateless.
 */
public final class AtmScenarioRun {
    private AtmScenarioRun() {
    }

    /** Whether {@code s} asks for the ATM transport. */
    public static boolean isAtm(Scenario s) {
        return "atm".equals(s.network().switching());
    }

    /** The cell network's parameters for {@code a} (at its own offered load). */
    public static AtmConfig config(ScenarioAssembly a) {
        Scenario s = a.scenario();
        double ticksPerSlot = Aal5.CELL_BYTES / (double) s.units().flitBytes();
        double load = a.offeredLoad();
        return new AtmConfig(s.network().bufferFlits(), ticksPerSlot, Double.isNaN(load) ? 0 : load, service(s));
    }

    /** The service category a scenario's flow control names; wormhole flow controls mean UBR. */
    public static AtmService service(Scenario s) {
        Record p = s.network().flowControl().params();
        if (p instanceof RrmParams r) {
            return r;
        }
        if (p instanceof EricaParams e) {
            return e;
        }
        return new AtmService.Ubr();
    }

    /**
     * Runs {@code a} with {@code seed}.
     *
     * @throws IllegalArgumentException if the scenario has no TCP Reno flows
     */
    public static RunResult run(ScenarioAssembly a, long seed) {
        long start = System.currentTimeMillis();
        Optional<EndToEndPlan> plan = a.endToEnd();
        if (plan.isEmpty() || !(plan.get() instanceof TcpRenoParams tcp)) {
            throw new IllegalArgumentException("endToEnd is " + plan.map(EndToEndPlan::id).orElse("none")
                    + "; atm switching runs TCP Reno flows, so choose \"tcp-reno\"");
        }
        AtmConfig config = config(a);
        TcpOverAtm t = new TcpOverAtm(a.topology(), config, tcp, flows(a.scenario(), tcp), new SplittableRandom(seed));
        long warmup = (long) Math.ceil(a.run().warmupTicks() / config.ticksPerSlot());
        long window = a.run().measuredPackets() * Aal5.cells(tcp.mssBytes() + tcp.headerBytes());
        AtmTcpResult r = t.run(warmup, window);
        long sent = 0;
        long delivered = 0;
        for (int f = 0; f < tcp.flows().size(); f++) {
            sent += t.connection(f).segmentsSent();
            delivered += t.connection(f).receiver().delivered();
        }
        LatencySummary none = LatencySummary.empty();
        double perHost = r.meanGoodput();
        return new RunResult(RunStatus.COMPLETED, "", false, "", seed, t.network().slot(), warmup, window, sent, delivered,
                none, none, none, none, 0, config.backgroundLoad(), perHost, perHost * r.goodput().length,
                new double[a.topology().hostCount()], r.fairness(), -1, List.of(), List.of(), List.of(),
                RunResult.emptyHistogram(), System.currentTimeMillis() - start).withEndToEnd(r.toEndToEndStats()).withEngine("atm");
    }

    /** The TCP flows with the routes of "fixed" routing where it gives them. */
    static List<FlowSpec> flows(Scenario s, TcpRenoParams tcp) {
        List<FixedRoute> routes = s.routing().params() instanceof FixedRoutingParams f ? f.routes() : List.of();
        List<FlowSpec> out = new ArrayList<>();
        for (int i = 0; i < tcp.flows().size(); i++) {
            TcpRenoParams.Flow flow = tcp.flows().get(i);
            List<Integer> path = routes.stream().filter(r -> r.source() == flow.source() && r.destination() == flow.destination())
                    .map(FixedRoute::path).findFirst().orElse(List.of());
            out.add(path.isEmpty() ? new FlowSpec("tcp" + (i + 1), flow.source(), flow.destination())
                    : new FlowSpec("tcp" + (i + 1), flow.source(), flow.destination(), path));
        }
        return out;
    }
}
