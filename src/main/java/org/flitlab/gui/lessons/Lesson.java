package org.flitlab.gui.lessons;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A guided demo: a sample scenario, a short text an instructor can read out, and the one control to change,
 * whose choices each set a few scenario values by JSON path. Immutable.
 *
 * @param id      stable id (also the control's node id suffix)
 * @param title   menu and panel title
 * @param sample  the scenario's file name in samples/
 * @param text    what to watch and why, two or three sentences
 * @param control the control's label ("Queueing")
 * @param choices choice label to the overrides it applies, in display order; the first is the sample as written
 */
public record Lesson(String id, String title, String sample, String text, String control,
                     Map<String, Map<String, String>> choices) {
    public Lesson {
        if (choices.size() < 2) {
            throw new IllegalArgumentException("choices of lesson '" + id + "' has " + choices.size() + " entries; a lesson needs at least 2");
        }
        choices = Collections.unmodifiableMap(new LinkedHashMap<>(choices));
    }

    /** The choice labels in display order. */
    public List<String> choiceNames() {
        return List.copyOf(choices.keySet());
    }
}
