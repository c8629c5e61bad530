package org.flitlab.gui.lessons;

import static org.flitlab.gui.lessons.Lesson.choices;

import java.util.List;
import java.util.Map;

/**
 * The lessons about where worms wait and what frees them: head-of-line blocking (AN1 3.1), cut-through against
 * store-and-forward (AN1 Table 2), a second virtual channel (Dally; BookSim's mesh curves) and end-to-end windows
 * (AN1, ServerNet). The numbers in each answer are those {@code LessonClaimsTest} checks. Stateless.
 */
final class WaitingLessons {
    private WaitingLessons() {
    }

    static Lesson headOfLine() {
        return new Lesson("head-of-line", "Head-of-line blocking", "lesson-head-of-line.json",
                "A star: the centre is a 4x4 switch, one host on each arm, uniform traffic at 0.75 flits/tick per host. "
                        + "With FIFO input queues only the worm at the head of an input is routed.",
                List.of("Press Play and watch the centre switch: red rings mark blocked heads, and the worms queued behind "
                                + "them wait too.",
                        "Pick Virtual output queues below and press Play again.",
                        "Press Measure both choices: compare accepted throughput and latency."),
                "Input queueing", choices("FIFO", Map.of("network.queueing", "fifo"),
                        "Virtual output queues", Map.of("network.queueing", "voq")),
                "Each output is wanted only 75% of the time, yet with FIFO queues the hosts cannot send 0.75. Why?",
                "A worm whose output is busy holds up every worm behind it in the same input, even those bound for "
                        + "idle outputs. FIFO inputs saturate near two thirds of the link rate (about 0.69 here; Karol "
                        + "et al. give 0.655 for a 4x4 switch) and the queues grow. Virtual output queues keep a queue per "
                        + "output, so a blocked worm blocks only its own output: the 0.75 flows, in about 24 ticks.");
    }

    static Lesson cutThrough() {
        return new Lesson("cut-through", "Cut-through vs store-and-forward", "lesson-cut-through.json",
                "A line of 4 switches; host h0 sends 16-flit packets to h3 and h3 to h0, so each packet crosses "
                        + "all 4 switches, alone on its path.",
                List.of("Press Play: a cut-through worm stretches over several links at once.",
                        "Pick Store-and-forward below and press Play: each worm shrinks into one buffer, then jumps.",
                        "Press Measure both choices and compare the network latency."),
                "Switching", choices("Cut-through", Map.of("network.switching", "cut-through"),
                        "Store-and-forward", Map.of("network.switching", "store-and-forward")),
                "How much later does a store-and-forward packet arrive, and why that much?",
                "60 ticks later: 84 against 24. Store-and-forward waits at each switch for the tail, 15 flit times "
                        + "after the head (16 flits less the head), and the packet crosses 4 switches: 4 x 15 = 60. "
                        + "Cut-through pays the packet length once, on the last link.");
    }

    static Lesson virtualChannels() {
        return new Lesson("virtual-channels", "What a second virtual channel buys", "lesson-virtual-channels.json",
                "A 4x4 mesh in dimension order, uniform 8-flit packets at 0.5 flits/tick per host, BookSim's router "
                        + "with an 8-flit buffer per virtual channel.",
                List.of("Press Play with one virtual channel: worms stuck behind a blocked worm pile up.",
                        "Pick 2 virtual channels below and press Play: a second lane lets worms pass a blocked one.",
                        "Press Measure both choices: compare accepted throughput and latency."),
                "Virtual channels", choices("1 virtual channel", Map.of("network.virtualChannels", "1"),
                        "2 virtual channels", Map.of("network.virtualChannels", "2")),
                "The links are the same. Why does a second virtual channel let the mesh carry more?",
                "With one lane a worm blocked at a busy output keeps its link, and every worm behind it waits even "
                        + "if its own output is free: the mesh saturates near 0.45 and latency runs away (hundreds of "
                        + "ticks). With two lanes another worm passes the blocked one on the same link: the 0.5 flows "
                        + "in about 42 ticks.");
    }

    static Lesson window() {
        return new Lesson("window", "End-to-end windows", "lesson-window.json",
                "A line of 3 switches with 4-tick links; h0 sends 8-flit packets to h2 at 0.3 flits/tick, at most W "
                        + "of them unacknowledged; h2 answers each with a 1-flit acknowledgement.",
                List.of("Press Play with a window of 1: one worm, then its acknowledgement, then the next worm.",
                        "Pick Window of 4 below and press Play again: several worms in flight at once.",
                        "Press Measure both choices: compare the round trip and the accepted throughput."),
                "Window", choices("Window of 1", Map.of("endToEnd.params.window", "1"),
                        "Window of 4", Map.of("endToEnd.params.window", "4")),
                "With a window of 1, how fast can h0 send, whatever it is offered?",
                "One packet per round trip. The packet's tail arrives after 4 x 4 + 3 + 7 = 26 ticks and the "
                        + "acknowledgement after 19 more: 45 ticks, so 8/45 = 0.18 flits/tick, less than the 0.3 "
                        + "offered, and the queue grows without end. A window of 4 keeps four packets in flight "
                        + "(up to 4 x 8/45 = 0.71): the window must cover bandwidth x round trip. (Measured throughput counts "
                        + "the acknowledgements too: 9 flits per round trip, 0.20.)");
    }
}
