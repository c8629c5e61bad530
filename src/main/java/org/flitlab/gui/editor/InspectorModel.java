package org.flitlab.gui.editor;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import org.flitlab.scenario.ReadResult;
import org.flitlab.scenario.Scenario;
import org.flitlab.scenario.ScenarioJson;
import org.flitlab.scenario.Series;
import org.flitlab.scenario.SweepSpec;

/**
 * The inspector's form over the open scenario: its name and description, every catalogue choice ({@link
 * InspectorSlot}) with its parameters, and the plain numbers (buffer, virtual channels, switch delay, seed). {@link
 * #show} fills the fields from the document; {@link #validated} turns them into one {@code Scenario -> Scenario}
 * edit, or reports every problem at once in {@link #errorProperty()}, each naming the field, its JSON path and the
 * rule. A field the scenario lacks (a load for closed traffic) is not shown, never invented. FX thread only.
 */
public final class InspectorModel {
    private final StringProperty name = new SimpleStringProperty("");
    private final StringProperty description = new SimpleStringProperty("");
    private final List<ChoiceField> choices = InspectorSlot.all().stream().map(ChoiceField::new).toList();
    private final List<ParamField> numbers = List.of(
            new ParamField("Buffer (flits)", "network.bufferFlits"),
            new ParamField("Virtual channels", "network.virtualChannels"),
            new ParamField("Switch delay (ticks)", "network.switchDelayTicks"),
            new ParamField("Seed", "run.seed"));
    private final StringProperty error = new SimpleStringProperty("");
    private Scenario shown;

    /** Shows {@code s}'s values and clears any error. */
    public void show(Scenario s) {
        shown = s;
        name.set(s.name());
        description.set(s.description());
        choices.forEach(c -> c.show(s));
        numbers.forEach(n -> n.text().set(ScenarioJson.valueAt(s, n.path()).orElse("")));
        error.set("");
    }

    /**
     * The edit the fields make of the shown scenario, or empty with {@link #errorProperty()} listing every problem,
     * one per line.
     */
    public Optional<UnaryOperator<Scenario>> validated() {
        // Cleared first, so that the same refusal again is a change the inspector shows (and scrolls to) again.
        error.set("");
        Scenario base = shown;
        Map<String, String> all = new LinkedHashMap<>();
        List<String> problems = new ArrayList<>();
        if (name.get().isBlank()) {
            problems.add("Name is empty; give the scenario a name (it titles charts and files)");
        }
        for (ChoiceField c : choices) {
            check(base, c.slot().label(), c.overrides(base), all, problems);
        }
        for (ParamField n : numbers) {
            check(base, n.label(), Map.of(n.path(), n.text().get().trim()), all, problems);
        }
        Scenario after = null;
        if (problems.isEmpty()) {
            ReadResult r = ScenarioJson.withOverrides(base, all);
            if (r.isValid()) {
                after = r.scenario();
            } else {
                r.errors().forEach(e -> problems.add(e.toString()));
            }
        }
        if (!problems.isEmpty()) {
            error.set(String.join("\n", problems));
            return Optional.empty();
        }
        error.set("");
        Scenario edited = renamed(base, new Scenario(name.get().trim(), description.get(), after.topology(), after.layout(),
                after.network(), after.routing(), after.selection(), after.endToEnd(), after.traffic(), after.units(),
                after.run(), after.sweep(), after.charts()));
        return Optional.of(s -> edited);
    }

    /** Sets {@code overrides} on {@code base} alone, to name this field in its problems; adds them to {@code all}. */
    private static void check(Scenario base, String label, Map<String, String> overrides, Map<String, String> all, List<String> problems) {
        if (overrides.isEmpty()) {
            return;
        }
        ReadResult alone = ScenarioJson.withOverrides(base, overrides);
        if (alone.isValid()) {
            all.putAll(overrides);
        } else {
            alone.errors().forEach(e -> problems.add(label + ": " + e));
        }
    }

    /**
     * The sweep's curve of the scenario itself (a series without overrides) is named after its routing: it follows
     * a new routing, so the legend names what runs.
     */
    static Scenario renamed(Scenario before, Scenario after) {
        String was = ChoiceLabels.routing(before.routing());
        String now = ChoiceLabels.routing(after.routing());
        if (was.equals(now)) {
            return after;
        }
        List<Series> series = after.sweep().series().stream()
                .map(x -> x.overrides().isEmpty() && x.name().equals(was) ? new Series(now, x.overrides()) : x).toList();
        if (series.stream().map(Series::name).distinct().count() < series.size()) {
            return after;
        }
        SweepSpec s = after.sweep();
        return after.withSweep(new SweepSpec(s.parameter(), s.values(), series, s.replications(), s.stopAfterSaturation()));
    }

    public StringProperty nameProperty() {
        return name;
    }

    public StringProperty descriptionProperty() {
        return description;
    }

    /** One field per catalogue choice, in the inspector's order. */
    public List<ChoiceField> choices() {
        return choices;
    }

    /** The choice field of {@code path} ("routing", "network.flowControl"). */
    public ChoiceField choice(String path) {
        return choices.stream().filter(c -> c.slot().path().equals(path)).findFirst().orElseThrow();
    }

    /** The plain number fields: buffer, virtual channels, switch delay, seed. */
    public List<ParamField> numbers() {
        return numbers;
    }

    /** The field of {@code path} among the numbers and the shown choices' parameters, if it is shown. */
    public Optional<ParamField> field(String path) {
        return Stream.concat(numbers.stream(), choices.stream().flatMap(c -> c.params().stream()))
                .filter(f -> f.path().equals(path)).findFirst();
    }

    /** Every problem of the last validation, one per line; empty when the fields are valid. */
    public StringProperty errorProperty() {
        return error;
    }

    /**
     * One field of the form.
     *
     * @param label   what the inspector shows
     * @param path    the scenario path it sets
     * @param text    the field's text, as a scenario file writes the value
     * @param options the values it can take ("false", "true" for a yes-or-no), or none for free text
     */
    public record ParamField(String label, String path, StringProperty text, List<String> options) {
        ParamField(String label, String path) {
            this(label, path, List.of());
        }

        ParamField(String label, String path, List<String> options) {
            this(label, path, new SimpleStringProperty(""), List.copyOf(options));
        }
    }
}
