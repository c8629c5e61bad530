package org.flitlab.gui.lessons;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A guided demo: a sample scenario, a short text an instructor can read out, the steps to follow, the one control
 * to change (whose choices each set a few scenario values by JSON path) and a question whose answer the panel
 * reveals on a click. Every answer is checked by a run of both choices ({@code LessonClaimsTest}). Immutable.
 *
 * @param id       stable id (also the menu item's node id suffix)
 * @param title    menu and panel title
 * @param sample   the scenario's file name in samples/
 * @param text     what the network is and what to watch, two or three sentences
 * @param steps    what to do, in order ("Press Play and watch the centre switch")
 * @param control  the control's label ("Queueing")
 * @param choices  choice label to the overrides it applies, in display order; the first is the sample as written
 * @param question the question to ask the class
 * @param answer   its answer, with the numbers a run gives
 */
public record Lesson(String id, String title, String sample, String text, List<String> steps, String control,
                     Map<String, Map<String, String>> choices, String question, String answer) {
    public Lesson {
        if (choices.size() < 2) {
            throw new IllegalArgumentException("choices of lesson '" + id + "' has " + choices.size() + " entries; a lesson needs at least 2");
        }
        steps = List.copyOf(steps);
        choices = Collections.unmodifiableMap(new LinkedHashMap<>(choices));
    }

    /** The choice labels in display order. */
    public List<String> choiceNames() {
        return List.copyOf(choices.keySet());
    }

    /** Two choices, in order: the sample as written ({@code a}) and the one the lesson switches to. */
    static Map<String, Map<String, String>> choices(String a, Map<String, String> ao, String b, Map<String, String> bo) {
        Map<String, Map<String, String>> m = new LinkedHashMap<>();
        m.put(a, ao);
        m.put(b, bo);
        return m;
    }
}
