package org.flitlab.gui.lessons;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The Lessons menu: guided demos built from the samples, each after a result of the seed studies (AN1 for
 * head-of-line blocking and up*&#47;down*, Dally &amp; Seitz for the torus deadlock, C104 for universal routing).
 * Stateless.
 */
public final class Lessons {
    private Lessons() {
    }

    /** Every lesson, in menu order. */
    public static List<Lesson> all() {
        List<Lesson> all = new ArrayList<>(blockingLessons());
        all.addAll(deadlockAndLoadLessons());
        return List.copyOf(all);
    }

    /** Where worms wait: head-of-line blocking, the crowded links near the up/down root, store-and-forward's whole-packet hops. */
    private static List<Lesson> blockingLessons() {
        return List.of(
                new Lesson("head-of-line", "Head-of-line blocking", "lesson-head-of-line.json",
                        "FIFO input queues: only the worm at the head of an input is routed. When its output is busy, "
                                + "every worm behind it waits too, even for idle outputs (red rings). Switch to virtual "
                                + "output queues and watch the blocked count fall at the same load.",
                        "Input queueing", choices("FIFO", Map.of("network.queueing", "fifo"),
                                "Virtual output queues", Map.of("network.queueing", "voq"))),
                new Lesson("updown-floors", "Up*/down* bottleneck: Floors vs Floors+", "lesson-floors.json",
                        "Up*/down* never goes up after down, so traffic between floors climbs towards the root (switch 0) "
                                + "and the links near it are busiest. Turn on the routing view to see the up arrows, then "
                                + "switch to Floors+, whose four extra links give shorter legal routes.",
                        "Network", choices("Floors", Map.of("topology.id", "floors"),
                                "Floors+", Map.of("topology.id", "floors-plus"))),
                new Lesson("updown-hypercube", "Up*/down* on the AN1 hypercube", "hypercube5-updown-vs-shortest.json",
                        "On a 5-cube, up*/down* from switch 0 forbids many shortest paths: client-server traffic crowds "
                                + "the links near the root. Shortest-path routing spreads it, but is not deadlock-free.",
                        "Routing", choices("Up*/down*", Map.of("routing.id", "up-down"),
                                "Shortest paths", Map.of("routing.id", "shortest"))),
                new Lesson("cut-through", "Cut-through vs store-and-forward", "lesson-cut-through.json",
                        "Cut-through forwards a worm as soon as its head is routed, so a worm stretches over several "
                                + "links. Store-and-forward waits for the whole packet at every hop: worms shrink to one "
                                + "link and each hop costs a full packet time.",
                        "Switching", choices("Cut-through", Map.of("network.switching", "cut-through"),
                                "Store-and-forward", Map.of("network.switching", "store-and-forward"))));
    }

    /** Deadlock and its dateline cure, spreading a bad permutation, and timeouts under heavy load. */
    private static List<Lesson> deadlockAndLoadLessons() {
        return List.of(
                new Lesson("torus-deadlock", "Deadlock on a torus without datelines", "torus4x4-no-dateline.json",
                        "Dimension-order routing on one virtual channel: worms can wait for each other all round a ring "
                                + "of wrap-around links. Press Play and watch the dashed red cycle appear; then add the "
                                + "dateline (two virtual channels) and the same load never deadlocks.",
                        "Dateline", choices("No dateline (1 VC)", Map.of("routing.params.dateline", "false", "network.virtualChannels", "1"),
                                "Dateline (2 VCs)", Map.of("routing.params.dateline", "true", "network.virtualChannels", "2"))),
                new Lesson("universal", "Universal routing vs a bad permutation", "lesson-universal.json",
                        "Transpose traffic on a 6-cube: dimension order sends many packets over the same few links, "
                                + "so worms queue there. Universal (Valiant) routing goes via a random switch first: "
                                + "paths are longer but the load is spread evenly.",
                        "Routing", choices("Dimension order", Map.of("routing.id", "dimension-order",
                                        "routing.params", "{\"order\": \"descending\", \"dateline\": false}"),
                                "Universal (Valiant)", Map.of("routing.id", "universal"))),
                new Lesson("timeouts", "Timeouts and host deflection", "lesson-timeouts.json",
                        "A 3x3 Myrinet torus with stop/go links and source routing (Hu & Kleinrock). A head that waits "
                                + "longer than 50 ticks times out: the worm is reset back to its source and sent again. "
                                + "With host deflection it is instead delivered to a free host on the switch where it "
                                + "waits, which forwards it later: fewer resets, but extra hops.",
                        "Timeout action", choices("Timeout only (reset)", Map.of("network.flowControl.params.hostDeflection", "false"),
                                "Host deflection", Map.of("network.flowControl.params.hostDeflection", "true"))));
    }

    private static Map<String, Map<String, String>> choices(String a, Map<String, String> ao, String b, Map<String, String> bo) {
        Map<String, Map<String, String>> m = new LinkedHashMap<>();
        m.put(a, ao);
        m.put(b, bo);
        return m;
    }
}
