package org.flitlab.network.flat;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.flitlab.routing.RouteCandidates;
import org.junit.jupiter.api.Test;

/** The route table's set numbering: equal contents get one number, in first-seen order, and at most 255 are given. */
class CandidateSetsTest {
    @Test
    void equalSetsShareANumberAndNumbersStopAtTheMaximum() {
        CandidateSets sets = new CandidateSets();
        RouteCandidates c = new RouteCandidates();
        for (int i = 0; i < 300; i++) {
            c.clear();
            c.add(i % 7, 0);
            c.add(i, 1);
            assertEquals(i < CandidateSets.MAX ? i + 1 : 0, sets.idOf(c), "set " + i);
        }
        c.clear();
        c.add(3, 0);
        c.add(10, 1);
        assertEquals(11, sets.idOf(c));
        assertEquals("[3/0, 10/1]", sets.set[11].toString());
        c.clear();
        c.add(10, 1);
        c.add(3, 0);
        assertEquals(0, sets.idOf(c), "the same pairs in another order are another set, and no number is left");
    }
}
