package org.flitlab.gui;

import java.util.Locale;
import java.util.function.Consumer;
import javafx.application.Platform;
import org.flitlab.experiment.ScenarioRunner;
import org.flitlab.experiment.SimulationListener;
import org.flitlab.gui.lessons.Lesson;
import org.flitlab.scenario.ReadResult;
import org.flitlab.scenario.Scenario;
import org.flitlab.scenario.ScenarioJson;
import org.flitlab.stats.RunResult;
import org.flitlab.stats.RunStatus;

/**
 * The lesson panel's "Measure both choices": runs the open scenario once with each of the lesson's choices, headless
 * on a background thread (as {@code flitlab run} would, same seed), and hands one line per choice to the FX thread,
 * so the class can check the answer's numbers. Stateless.
 */
final class LessonMeasurement {
    /** Said when a run fails for another reason than bad input: no JVM wording, no class name. */
    static final String FAILED = "Could not measure: a run failed. Check the scenario (Ctrl+Z undoes the last change) "
            + "and press Measure both choices again.";

    private LessonMeasurement() {
    }

    /** Starts the runs of {@code lesson}'s choices on {@code base}; {@code done} gets the text on the FX thread. */
    static void start(Lesson lesson, Scenario base, Consumer<String> done) {
        Thread t = new Thread(() -> {
            String[] text = {FAILED};
            try {
                text[0] = measure(lesson, base);
            } catch (IllegalArgumentException e) {
                text[0] = "Could not measure: " + e.getMessage();
            } finally {
                // Whatever stops a run (an Error too), the panel must get its button back and say why.
                Platform.runLater(() -> done.accept(text[0]));
            }
        }, "flitlab-lesson-measurement");
        t.setDaemon(true);
        t.start();
    }

    /** One line per choice: how the run ended, accepted throughput, latency, path length and mechanism counts. */
    static String measure(Lesson lesson, Scenario base) {
        StringBuilder text = new StringBuilder();
        for (String choice : lesson.choiceNames()) {
            ReadResult changed = ScenarioJson.withOverrides(base, lesson.choices().get(choice));
            text.append(text.length() == 0 ? "" : "\n").append(choice).append(": ");
            if (!changed.isValid()) {
                text.append("cannot run: ").append(changed.errors().get(0));
                continue;
            }
            Scenario s = changed.scenario();
            text.append(describe(new ScenarioRunner().run(s, s.run().seed(), SimulationListener.NONE, () -> false)));
        }
        return text.toString();
    }

    static String describe(RunResult r) {
        if (r.status() == RunStatus.DEADLOCK) {
            return String.format(Locale.ROOT, "DEADLOCK after %,d ticks (a cycle of %d waits).", r.simulatedTicks(),
                    r.deadlockCycle().size());
        }
        if (r.status() != RunStatus.COMPLETED) {
            return r.status().name() + ". " + r.message();
        }
        StringBuilder s = new StringBuilder(String.format(Locale.ROOT,
                "accepted %.3f of %.3f flits/tick, delivery latency %.1f ticks (network %.1f), %.2f links%s",
                r.acceptedThroughput(), r.offeredLoad(), r.deliveryLatency().mean(), r.networkLatency().mean(),
                r.meanHops(), r.saturated() ? ", SATURATED" : ""));
        var m = r.mechanisms();
        if (m.timeouts() > 0 || m.deflections() > 0) {
            s.append(String.format(Locale.ROOT, "; %d timeouts, %d resent, %d deflected", m.timeouts(),
                    m.retransmissions(), m.deflections()));
        }
        if (r.endToEnd().roundTrip().count() > 0) {
            s.append(String.format(Locale.ROOT, "; round trip %.1f ticks", r.endToEnd().roundTrip().mean()));
        }
        return s.append('.').toString();
    }
}
