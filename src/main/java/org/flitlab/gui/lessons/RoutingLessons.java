package org.flitlab.gui.lessons;

import static org.flitlab.gui.lessons.Lesson.choices;

import java.util.List;
import java.util.Map;

/**
 * The lessons about routes: deadlock and the dateline (Dally &amp; Seitz), the cost of up*&#47;down* (AN1), universal
 * routing against a permutation (C104) and timeouts with host deflection (Hu &amp; Kleinrock). The numbers in each
 * answer are those {@code LessonClaimsTest} checks. Stateless.
 */
final class RoutingLessons {
    private RoutingLessons() {
    }

    static Lesson dateline() {
        return new Lesson("torus-deadlock", "Deadlock and the dateline", "torus4x4-no-dateline.json",
                "A 4x4 torus, one host per switch, heavy uniform load, dimension-order routing on one virtual channel.",
                List.of("Press Play and wait: the worms stop and a dashed red cycle of waits appears round a ring.",
                        "Pick Dateline (2 VCs) below and press Play: the same load keeps moving.",
                        "Press Measure both choices: one run deadlocks, the other completes."),
                "Dateline", choices("No dateline (1 VC)", Map.of("routing.params.dateline", "false", "network.virtualChannels", "1"),
                        "Dateline (2 VCs)", Map.of("routing.params.dateline", "true", "network.virtualChannels", "2")),
                "Dimension order never turns back, so why can the torus deadlock?",
                "Each ring's wrap-around link closes a cycle of channels: every worm on the ring holds one channel "
                        + "and waits for the next, held by the worm ahead, round the whole ring. The run stops as "
                        + "DEADLOCK. With the dateline a worm that crosses the wrap-around moves to the second virtual "
                        + "channel, so no cycle of waits can close and the run completes.");
    }

    static Lesson upDown() {
        return new Lesson("updown", "The cost of up*/down*", "lesson-updown.json",
                "A ring of 8 switches, one host each, uniform traffic at 0.3 flits/tick, routed up*/down* from s0.",
                List.of("Turn on the routing view: s4, farthest from the root, is entered going down and left going up.",
                        "Press Play and watch the links next to s0. Then pick Shortest paths below and press Play.",
                        "Press Measure both choices. Then set the offered load to 0.45 in the inspector, Apply, "
                                + "and measure again."),
                "Routing", choices("Up*/down*", Map.of("routing.id", "up-down"),
                        "Shortest paths", Map.of("routing.id", "shortest")),
                "What does up*/down* cost here, and what does it buy?",
                "No legal route passes through s4, so s3 to s5 takes 6 hops instead of 2: the mean path is 32/7 = 4.57 "
                        + "links against 30/7 = 4.29, the links beside s0 carry the detours, and latency at 0.3 is about "
                        + "26 ticks against 21. What it buys: shortest paths on a ring with one virtual channel can "
                        + "deadlock, and at 0.45 they do; up*/down* never does.");
    }

    static Lesson universal() {
        return new Lesson("universal", "Universal routing rescues a permutation", "lesson-universal.json",
                "A 4-cube (16 switches, one host each) under the transpose permutation at 0.55 flits/tick per host.",
                List.of("Press Play with dimension order: worms queue on a few links (s0 to s2 among them).",
                        "Pick Universal (Valiant) below and press Play: longer paths, but the worms spread out.",
                        "Press Measure both choices: compare accepted throughput, latency and links per packet."),
                "Routing", choices("Dimension order", Map.of("routing.id", "dimension-order",
                                "routing.params", "{\"order\": \"descending\", \"dateline\": false}"),
                        "Universal (Valiant)", Map.of("routing.id", "universal")),
                "Universal routing makes every path longer. How can it carry more?",
                "In dimension order the packets of two sources share the link s0 to s2 (from 1000 and 1100, which "
                        + "transpose to 0010 and 0011), so no source can send more than 0.5: the queues grow. Universal "
                        + "routing goes via a random switch first: paths grow from about 4.7 to 6.0 links, but no link "
                        + "carries more than its share: it accepts about 0.52 in some 53 ticks, more than e-cube ever can, "
                        + "while e-cube saturates near 0.44.");
    }

    static Lesson timeouts() {
        return new Lesson("timeouts", "Timeouts and host deflection", "lesson-timeouts.json",
                "A 3x3 Myrinet torus with stop/go links and source routing (Hu & Kleinrock); a head that waits longer "
                        + "than 50 ticks times out.",
                List.of("Press Play: a head blocked for 50 ticks times out, and its worm is reset and sent again.",
                        "Pick Host deflection below and press Play: a timed-out worm goes to a free host on its switch.",
                        "Press Measure both choices: compare timeouts, resent and deflected worms, and links per packet."),
                "Timeout action", choices("Timeout only (reset)", Map.of("network.flowControl.params.hostDeflection", "false"),
                        "Host deflection", Map.of("network.flowControl.params.hostDeflection", "true")),
                "Host deflection does not make heads wait less. What does it change?",
                "About as many heads time out (some 500 in a run), but with deflection about two in five are "
                        + "delivered to a local host instead of being reset, so retransmissions fall from about 525 to "
                        + "300. Every timeout is either a reset or a deflection. The price: a deflected worm is forwarded "
                        + "later from that host, so the mean path grows from 3.0 to 3.2 links.");
    }

    static Lesson floors() {
        return new Lesson("updown-floors", "Up*/down* bottleneck: Floors vs Floors+", "lesson-floors.json",
                "AN1's Floors network routed up*/down* from switch 0 at 0.2 flits/tick per host.",
                List.of("Turn on the routing view to see the up arrows, press Play and watch the links near switch 0.",
                        "Pick Floors+ below and press Play.",
                        "Press Measure both choices: compare accepted throughput and latency."),
                "Network", choices("Floors", Map.of("topology.id", "floors"),
                        "Floors+", Map.of("topology.id", "floors-plus")),
                "Floors+ adds only four links and the paths are no shorter. Why does it carry more?",
                "Traffic between floors must climb towards the root, so the links near it are the bottleneck: Floors "
                        + "saturates near 0.16 (bound 0.21) and the queues grow. Floors+'s extra links change the "
                        + "up*/down* levels so the busiest link carries half as much (bound 0.42): the 0.2 flows.");
    }
}
