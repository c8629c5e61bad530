package org.flitlab.gui.files;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.flitlab.scenario.SampleStudy;
import org.junit.jupiter.api.Test;

/** The gallery's search: every word typed must start a word of the name, file name, description or study. */
class SampleEntrySearchTest {
    private static final SampleEntry UPDOWN = new SampleEntry(Path.of("samples/lesson-updown.json"), "lesson-updown",
            "Lesson: the cost of up*/down*.", "Lesson: the cost of up*/down*. A ring of 8 switches, one host each.",
            SampleStudy.LESSONS, null);
    private static final SampleEntry FLOORS = new SampleEntry(Path.of("samples/an1-fig5.json"), "an1-fig5",
            "AN1 Figure 5.", "AN1 Figure 5 on Torus, Corefringe and Floors.", SampleStudy.AN1, null);

    @Test
    void aWordMatchesTheStartOfAWordIgnoringCase() {
        assertTrue(UPDOWN.matches("ring"));
        assertFalse(FLOORS.matches("ring"), "Corefringe holds 'ring' but not at a word's start");
        assertTrue(FLOORS.matches("corefr"));
        assertTrue(UPDOWN.matches("RING Switches"));
        assertTrue(UPDOWN.matches("updown"), "the name");
        assertTrue(UPDOWN.matches("up*/down*"));
        assertTrue(FLOORS.matches("owicki"), "the study's title");
    }

    @Test
    void everyWordMustMatchAndABlankQueryMatchesAll() {
        assertFalse(UPDOWN.matches("ring torus"));
        assertTrue(UPDOWN.matches("   "));
        assertTrue(FLOORS.matches(""));
    }
}
