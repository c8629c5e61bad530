package org.flitlab.scenario;

import java.util.Objects;

/**
 * One thing wrong with a scenario, where it is and what would be right: {@code $.routing.params.root: root is 99;
 * it must be a switch id from 0 to 15}. The path is a JSON path into the scenario file starting with {@code $}
 * ({@code $.sweep.series[1].overrides['routing.id']}); the message names the value found and what is allowed
 * (a nearest valid id for a typo, a range for a number, a type). Immutable.
 *
 * @param path    JSON path of the value to change, starting with "$"
 * @param message the value found and what is allowed
 */
public record ScenarioError(String path, String message) {
    public ScenarioError {
        Objects.requireNonNull(message, "message");
        if (path == null || !path.startsWith("$")) {
            throw new IllegalArgumentException("path is '" + path + "'; it must be a JSON path starting with $");
        }
    }

    /** "path: message". */
    @Override
    public String toString() {
        return path + ": " + message;
    }
}
