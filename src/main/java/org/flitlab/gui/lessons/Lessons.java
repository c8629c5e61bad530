package org.flitlab.gui.lessons;

import java.util.List;

/**
 * The Lessons menu: guided demos built from the samples, one per phenomenon of the seed studies, each on a small
 * network, with steps, one control to change and a question with its answer. Stateless.
 */
public final class Lessons {
    private Lessons() {
    }

    /** Every lesson, in menu order. */
    public static List<Lesson> all() {
        return List.of(WaitingLessons.headOfLine(), WaitingLessons.cutThrough(), RoutingLessons.dateline(),
                RoutingLessons.upDown(), RoutingLessons.universal(), RoutingLessons.timeouts(), WaitingLessons.window(),
                WaitingLessons.virtualChannels(), RoutingLessons.floors());
    }
}
