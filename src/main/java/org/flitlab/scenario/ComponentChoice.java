package org.flitlab.scenario;

import java.util.Objects;

/**
 * A component picked from the {@link Catalog} by id, with its parameters: the {@code {"id": ..., "params": {...}}}
 * object of a scenario file. Which kind it is follows from where it sits in the {@link Scenario}. Immutable.
 *
 * @param id     the stable catalogue id ("dimension-order"); not blank
 * @param params the entry's parameter record (a {@link NoParams} where it has none)
 */
public record ComponentChoice(String id, Record params) {
    public ComponentChoice {
        if (id == null || id.isBlank()) {
            throw new IllegalArgumentException("id is '" + id + "'; give a catalogue id");
        }
        Objects.requireNonNull(params, "params");
    }

    /** A choice of a component without parameters. */
    public static ComponentChoice of(String id) {
        return new ComponentChoice(id, new NoParams());
    }
}
