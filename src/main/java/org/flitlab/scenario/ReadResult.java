package org.flitlab.scenario;

import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The outcome of reading a scenario: either the scenario, or every error found in it (never both, never neither).
 * Immutable.
 *
 * @param source   where the text came from ("samples/mesh.json", "override routing.id=shortest"), for messages
 * @param scenario the scenario, or null if there are errors
 * @param errors   every error, in file order as far as it is known; empty if the scenario is valid
 */
public record ReadResult(String source, Scenario scenario, List<ScenarioError> errors) {
    public ReadResult {
        errors = List.copyOf(errors);
        if ((scenario == null) == errors.isEmpty()) {
            throw new IllegalArgumentException("a read result holds a scenario or errors, not " + (scenario == null ? "neither" : "both"));
        }
    }

    static ReadResult of(String source, Scenario scenario) {
        return new ReadResult(source, scenario, List.of());
    }

    static ReadResult failed(String source, List<ScenarioError> errors) {
        return new ReadResult(source, null, errors);
    }

    public boolean isValid() {
        return scenario != null;
    }

    /** The scenario if it is valid. */
    public Optional<Scenario> toOptional() {
        return Optional.ofNullable(scenario);
    }

    /**
     * The scenario.
     *
     * @throws IllegalArgumentException with {@link #report()} as its message if there are errors
     */
    public Scenario orElseThrow() {
        if (scenario == null) {
            throw new IllegalArgumentException(report());
        }
        return scenario;
    }

    /** One line per error, each "source: path: message"; empty if valid. */
    public String report() {
        return errors.stream().map(e -> source + ": " + e).collect(Collectors.joining("\n"));
    }
}
