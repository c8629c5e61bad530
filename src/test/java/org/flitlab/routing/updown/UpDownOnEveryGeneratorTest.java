package org.flitlab.routing.updown;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.flitlab.routing.RouteCandidates;
import org.flitlab.routing.RoutedPacket;
import org.flitlab.topology.Topology;
import org.flitlab.topology.c104.C104CubeTopology;
import org.flitlab.topology.c104.C104GridTopology;
import org.flitlab.topology.corefringe.CoreFringeTopology;
import org.flitlab.topology.custom.CustomTopology;
import org.flitlab.topology.fattree.FatTreeTopology;
import org.flitlab.topology.floors.FloorsPlusTopology;
import org.flitlab.topology.floors.FloorsTopology;
import org.flitlab.topology.hypercube.An1HypercubeTopology;
import org.flitlab.topology.hypercube.HypercubeTopology;
import org.flitlab.topology.manhattan.ManhattanTopology;
import org.flitlab.topology.mesh.MeshTopology;
import org.flitlab.topology.multistage.C104MinTopology;
import org.flitlab.topology.multistage.MultiStageTopology;
import org.flitlab.topology.random.RandomRegularTopology;
import org.flitlab.topology.servernet.ServerNetTopology;
import org.flitlab.topology.small.AdaptiveDecisionPointTopology;
import org.flitlab.topology.small.AdaptiveDownstreamTopology;
import org.flitlab.topology.small.MstageSubgraphTopology;
import org.flitlab.topology.small.ParallelLinesTopology;
import org.flitlab.topology.small.RingTopology;
import org.flitlab.topology.small.StarTopology;
import org.flitlab.topology.small.TandemTopology;
import org.flitlab.topology.torus.An1TorusTopology;
import org.flitlab.topology.torus.MyrinetTorusTopology;
import org.flitlab.topology.torus.TorusTopology;
import org.junit.jupiter.api.Test;

/**
 * Up-star/down-star routes never go up after going down, on every generator's default topology. Every
 * host pair's head is walked through every permitted candidate (all routes, not one), checking each hop's
 * direction with the routing's own isUp and that the walk reaches the destination.
 */
class UpDownOnEveryGeneratorTest {
    static Map<String, Topology> everyGenerator() {
        Map<String, Topology> m = new LinkedHashMap<>();
        m.put("torus", TorusTopology.build(TorusTopology.defaults()));
        m.put("mesh", MeshTopology.build(MeshTopology.defaults()));
        m.put("hypercube", HypercubeTopology.build(HypercubeTopology.defaults()));
        m.put("custom", CustomTopology.build(CustomTopology.defaults()));
        m.put("an1-torus", An1TorusTopology.build(An1TorusTopology.defaults()));
        m.put("an1-hypercube", An1HypercubeTopology.build(An1HypercubeTopology.defaults()));
        m.put("corefringe", CoreFringeTopology.build(CoreFringeTopology.defaults()));
        m.put("mstage", MultiStageTopology.build(MultiStageTopology.defaults()));
        m.put("floors", FloorsTopology.build(FloorsTopology.defaults()));
        m.put("floors-plus", FloorsPlusTopology.build(FloorsPlusTopology.defaults()));
        m.put("tandem", TandemTopology.build(TandemTopology.defaults()));
        m.put("parallel-lines", ParallelLinesTopology.build(ParallelLinesTopology.defaults()));
        m.put("fig11", AdaptiveDecisionPointTopology.build(AdaptiveDecisionPointTopology.defaults()));
        m.put("fig12", AdaptiveDownstreamTopology.build(AdaptiveDownstreamTopology.defaults()));
        m.put("fig13", MstageSubgraphTopology.build(MstageSubgraphTopology.defaults()));
        m.put("ring", RingTopology.build(RingTopology.defaults()));
        m.put("star", StarTopology.build(StarTopology.defaults()));
        m.put("c104-cube", C104CubeTopology.build(C104CubeTopology.defaults()));
        m.put("c104-grid", C104GridTopology.build(C104GridTopology.defaults()));
        m.put("c104-min", C104MinTopology.build(C104MinTopology.defaults()));
        m.put("myrinet-torus", MyrinetTorusTopology.build(MyrinetTorusTopology.defaults()));
        m.put("manhattan", ManhattanTopology.build(ManhattanTopology.defaults()));
        m.put("servernet-24", ServerNetTopology.build(ServerNetTopology.defaults()));
        m.put("fat-tree", FatTreeTopology.build(FatTreeTopology.defaults()));
        m.put("random-regular", RandomRegularTopology.build(RandomRegularTopology.defaults()));
        return m;
    }

    @Test
    void upDownNeverGoesUpAfterDownOnEveryGenerator() {
        for (Map.Entry<String, Topology> e : everyGenerator().entrySet()) {
            Topology t = e.getValue();
            UpDownRouting routing = new UpDownRouting(t, 0, 1);
            int hosts = t.hostCount();
            int stride = Math.max(1, hosts / 40);
            long walked = 0;
            for (int a = 0; a < hosts; a += stride) {
                for (int b = 0; b < hosts; b += Math.max(1, stride / 2)) {
                    if (a != b) {
                        walked += walkAll(t, routing, t.hostNode(a), t.hostNode(b), e.getKey());
                    }
                }
            }
            assertTrue(walked > 0, e.getKey() + " has routes");
        }
    }

    /** Walks every permitted route from src to dst; returns the number of complete routes. */
    private static long walkAll(Topology t, UpDownRouting routing, int src, int dst, String name) {
        Probe p = new Probe(src, dst);
        int first = t.hostSwitch(src);
        return walk(t, routing, p, first, t.neighborPort(src, 0), false, new ArrayList<>(List.of(first)), name);
    }

    private static long walk(Topology t, UpDownRouting routing, Probe p, int sw, int inPort, boolean wentDown,
                             List<Integer> path, String name) {
        if (path.size() > 4 * t.switchCount()) {
            throw new AssertionError(name + ": route loops: " + path);
        }
        RouteCandidates c = new RouteCandidates();
        p.hops = path.size();
        routing.route(sw, inPort, 0, p, c);
        assertFalse(c.isEmpty(), name + ": no route at switch " + sw + " for " + p.src + "->" + p.dst);
        long routes = 0;
        Set<Integer> ports = new TreeSet<>();
        for (int i = 0; i < c.size(); i++) {
            ports.add(c.port(i));
        }
        for (int port : ports) {
            int next = t.neighbor(sw, port);
            if (next == p.dst) {
                routes++;
                continue;
            }
            assertTrue(t.isSwitch(next), name + ": routed into a host that is not the destination");
            boolean up = routing.isUp(sw, port);
            assertFalse(wentDown && up, name + ": route " + path + " goes up to " + next + " after going down");
            List<Integer> longer = new ArrayList<>(path);
            longer.add(next);
            routes += walk(t, routing, p, next, t.neighborPort(sw, port), wentDown || !up, longer, name);
            if (routes > 10_000) {
                return routes;
            }
        }
        return routes;
    }

    private static final class Probe implements RoutedPacket {
        final int src;
        final int dst;
        int hops;
        int word;
        int[] route;

        Probe(int src, int dst) {
            this.src = src;
            this.dst = dst;
        }

        public int sourceNode() {
            return src;
        }

        public int destinationNode() {
            return dst;
        }

        public int lengthFlits() {
            return 1;
        }

        public int hopsTaken() {
            return hops;
        }

        public int routeWord() {
            return word;
        }

        public void setRouteWord(int w) {
            word = w;
        }

        public int[] sourceRoute() {
            return route;
        }

        public void setSourceRoute(int[] r) {
            route = r;
        }
    }

    @Test
    void everyGeneratorIsBuilt() {
        assertEquals(25, everyGenerator().size());
    }
}
