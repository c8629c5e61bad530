package org.flitlab.gui.generate;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.flitlab.scenario.Catalog;
import org.flitlab.scenario.CatalogEntry;
import org.flitlab.scenario.ComponentKind;
import org.flitlab.scenario.ReadResult;
import org.flitlab.scenario.Scenario;
import org.flitlab.scenario.ScenarioAssembly;
import org.flitlab.scenario.ScenarioError;
import org.flitlab.scenario.ScenarioJson;
import org.flitlab.scenario.SweepSpec;

/**
 * The generators dialog's model: every topology of the catalogue with its parameters as text, checked by the
 * scenario reader and the assembly (so a value is refused with the same path-named message as in a file), and
 * turned into a scenario that keeps the open scenario's network and traffic. If the open routing or traffic
 * pattern does not fit the new topology, the generator falls back to up*&#47;down* from switch 0 (which runs on
 * any connected network) or shortest paths, and to uniform traffic, and says so. Stateless; any thread.
 */
public final class TopologyGenerator {
    private final Catalog catalog;

    public TopologyGenerator(Catalog catalog) {
        this.catalog = catalog;
    }

    /** Every topology family of the catalogue, in catalogue order. */
    public List<CatalogEntry<?>> families() {
        return catalog.entries(ComponentKind.TOPOLOGY);
    }

    /** The family's parameters with their default values as JSON text, in record order. */
    public Map<String, String> defaults(Scenario base, String familyId) {
        Map<String, String> fields = new LinkedHashMap<>();
        ReadResult r = ScenarioJson.withOverrides(base, Map.of("topology.id", familyId), catalog);
        CatalogEntry<?> entry = catalog.require(ComponentKind.TOPOLOGY, familyId);
        for (var c : entry.paramsType().getRecordComponents()) {
            String text = r.isValid() ? ScenarioJson.valueAt(r.scenario(), "topology.params." + c.getName()).orElse("") : "";
            fields.put(c.getName(), text);
        }
        return fields;
    }

    /**
     * A scenario like {@code base} on the family's topology with {@code fields} as its parameters.
     *
     * @return the scenario and what was changed to make it run, or every problem with its JSON path
     */
    public Generated generate(Scenario base, String familyId, Map<String, String> fields) {
        Map<String, String> o = new LinkedHashMap<>();
        o.put("topology.id", familyId);
        fields.forEach((k, v) -> o.put("topology.params." + k, v.isBlank() ? "null" : v.trim()));
        o.put("name", familyId + "-generated");
        o.put("layout", "{}");
        ReadResult r = ScenarioJson.withOverrides(base.withSweep(SweepSpec.defaults()), o, catalog);
        if (!r.isValid()) {
            return Generated.failed(r.errors().stream().map(ScenarioError::toString).toList());
        }
        List<String> notes = new ArrayList<>();
        Scenario s = r.scenario();
        for (int attempt = 0; attempt < 4; attempt++) {
            ScenarioAssembly a = ScenarioAssembly.of(s, catalog);
            if (a.isRunnable()) {
                return new Generated(s, List.of(), notes);
            }
            Optional<Scenario> fixed = repair(s, a.problems(), notes);
            if (fixed.isEmpty()) {
                return Generated.failed(a.problems().stream().map(ScenarioError::toString).toList());
            }
            s = fixed.get();
        }
        return Generated.failed(ScenarioAssembly.of(s, catalog).problems().stream().map(ScenarioError::toString).toList());
    }

    /** One step towards a runnable scenario: a routing or pattern that fits, or enough virtual channels. */
    private Optional<Scenario> repair(Scenario s, List<ScenarioError> problems, List<String> notes) {
        for (ScenarioError e : problems) {
            String path = e.toString();
            Map<String, String> o = new LinkedHashMap<>();
            if (path.startsWith("$.routing") && !s.routing().id().equals("up-down")) {
                o.put("routing.id", "up-down");
                o.put("routing.params", "{\"root\": 0}");
                notes.add(s.routing().id() + " routing does not fit this topology; using up*/down* from switch 0.");
            } else if (path.startsWith("$.routing")) {
                o.put("routing.id", "shortest");
                notes.add("up*/down* does not fit; using shortest paths.");
            } else if (path.startsWith("$.traffic.destinations")) {
                o.put("traffic.destinations.id", "uniform");
                notes.add(s.traffic().destinations().id() + " traffic does not fit this topology; using uniform traffic.");
            } else if (path.startsWith("$.network.virtualChannels")) {
                o.put("network.virtualChannels", "2");
            } else {
                continue;
            }
            ReadResult r = ScenarioJson.withOverrides(s, o, catalog);
            return r.isValid() ? Optional.of(r.scenario()) : Optional.empty();
        }
        return Optional.empty();
    }

    /**
     * What {@link #generate} made.
     *
     * @param scenario the runnable scenario, or null if the parameters are refused
     * @param problems every problem, each naming its JSON path; empty when {@code scenario} is set
     * @param notes    what was changed besides the topology to make it run
     */
    public record Generated(Scenario scenario, List<String> problems, List<String> notes) {
        public Generated {
            problems = List.copyOf(problems);
            notes = List.copyOf(notes);
        }

        static Generated failed(List<String> problems) {
            return new Generated(null, problems, List.of());
        }

        public boolean ok() {
            return scenario != null;
        }
    }
}
