package org.flitlab.gui.charts;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import java.util.stream.Collectors;
import org.flitlab.gui.compare.CompareControl;
import org.flitlab.gui.editor.ChoiceLabels;
import org.flitlab.scenario.ReadResult;
import org.flitlab.scenario.RunSpec;
import org.flitlab.scenario.Scenario;
import org.flitlab.scenario.ScenarioJson;
import org.flitlab.scenario.Series;
import org.flitlab.scenario.SweepSpec;

/**
 * The sweep panel's fields as text, read from a scenario's {@code sweep} and {@code run} sections and written back
 * as one pure {@code Scenario -> Scenario} edit. "Compare with" a routing makes two series, the scenario itself
 * (named after its routing) and the scenario with that routing; a file's own series are kept as they are.
 * Stateless.
 */
public final class SweepForm {
    private SweepForm() {
    }

    /**
     * The form's fields.
     *
     * @param parameter    what is swept
     * @param values       its values as text ("0.1 0.2" or "0.1:0.5:0.1"); blank runs the scenario's own value
     * @param seriesA      what the first curve is (shown, not edited)
     * @param seriesB      a routing option of {@link #routingOptions()}, {@link ExperimentModel#OWN_SERIES}, or null
     * @param packets      measured packets per point, as text
     * @param replications runs per point
     */
    public record Fields(SweptParameter parameter, String values, String seriesA, String seriesB, String packets, int replications) {
    }

    /** The routings a second curve can use, by option name, as scenario overrides (compare mode's own list). */
    public static Map<String, Map<String, String>> routingOptions() {
        return CompareControl.standard().get(0).options();
    }

    /** The fields showing {@code s}. */
    public static Fields fields(Scenario s) {
        SweepSpec w = s.sweep();
        String values = w.values().stream().map(ScenarioJson::text).collect(Collectors.joining(" "));
        String b = formOption(s);
        String a = w.series().isEmpty() ? ChoiceLabels.routing(s.routing()) + " (the scenario itself)"
                : b != null && !b.equals(ExperimentModel.OWN_SERIES) ? w.series().get(0).name()
                : w.series().stream().map(Series::name).collect(Collectors.joining(" / "));
        return new Fields(SweptParameter.of(w.parameter()), values, a, b, Long.toString(s.run().measuredPackets()), w.replications());
    }

    /** The "compare with" option {@code s}'s series show: null (none), a routing option, or the scenario's own. */
    private static String formOption(Scenario s) {
        List<Series> series = s.sweep().series();
        if (series.isEmpty()) {
            return null;
        }
        if (series.size() == 2 && series.get(0).overrides().isEmpty()) {
            for (var o : routingOptions().entrySet()) {
                if (o.getValue().equals(series.get(1).overrides()) && series.get(1).name().equals(nameB(s, o.getValue()))) {
                    return o.getKey();
                }
            }
        }
        return ExperimentModel.OWN_SERIES;
    }

    /** The legend name of the curve {@code s} makes with {@code overrides}: its routing's name. */
    private static String nameB(Scenario s, Map<String, String> overrides) {
        ReadResult r = ScenarioJson.withOverrides(s, overrides);
        String name = r.isValid() ? ChoiceLabels.routing(r.scenario().routing()) : String.join(", ", overrides.values());
        return name.equals(ChoiceLabels.routing(s.routing())) ? name + " (B)" : name;
    }

    /**
     * The edit {@code f} makes of a scenario, or null with {@code problems} naming each field that is not allowed
     * and its rule.
     */
    public static UnaryOperator<Scenario> edit(Fields f, List<String> problems) {
        List<Double> values = values(f, problems);
        long packets = 0;
        try {
            packets = Long.parseLong(f.packets().trim());
            if (packets < 10) {
                problems.add("measured packets is " + packets + "; it must be at least 10");
            }
        } catch (NumberFormatException e) {
            problems.add("measured packets is '" + f.packets().trim() + "'; it must be a whole number such as 600");
        }
        if (f.replications() < 1 || f.replications() > 1000) {
            problems.add("replications is " + f.replications() + "; it must be from 1 to 1000");
        }
        if (f.seriesB() != null && !f.seriesB().equals(ExperimentModel.OWN_SERIES) && !routingOptions().containsKey(f.seriesB())) {
            problems.add("compare with '" + f.seriesB() + "' is not a routing option; choose one of " + routingOptions().keySet());
        }
        if (!problems.isEmpty()) {
            return null;
        }
        long n = packets;
        return s -> {
            SweepSpec w = s.sweep();
            List<Series> series = f.seriesB() == null ? List.of()
                    : f.seriesB().equals(ExperimentModel.OWN_SERIES) ? w.series()
                    : List.of(new Series(ChoiceLabels.routing(s.routing()), Map.of()),
                            new Series(nameB(s, routingOptions().get(f.seriesB())), new LinkedHashMap<>(routingOptions().get(f.seriesB()))));
            RunSpec r = s.run();
            RunSpec run = new RunSpec(r.seed(), r.warmupMode(), r.warmupTicks(), n, r.targetRelativeHalfWidth(),
                    Math.max(r.maxMeasuredPackets(), r.targetRelativeHalfWidth() > 0 ? n : 0), r.batches(), r.maxTicks(),
                    r.deadlockTimeoutTicks(), r.timeSeriesTicks());
            return s.withSweep(new SweepSpec(f.parameter().path(), values, series, f.replications(), w.stopAfterSaturation()))
                    .withRun(run);
        };
    }

    /** The swept values of the form, none for a blank field (the scenario's own value); a mistake goes to problems. */
    private static List<Double> values(Fields f, List<String> problems) {
        List<Double> values = new ArrayList<>();
        try {
            if (!f.values().isBlank()) {
                for (double v : f.parameter().parse(f.values())) {
                    values.add(v);
                }
            }
        } catch (IllegalArgumentException e) {
            problems.add(e.getMessage());
        }
        return values;
    }
}
