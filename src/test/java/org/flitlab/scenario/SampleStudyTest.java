package org.flitlab.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Samples are grouped by the study their file name names, the same way for the CLI and the gallery. */
class SampleStudyTest {
    @Test
    void aSampleBelongsToTheStudyItsFileNameStartsWith() {
        assertEquals(SampleStudy.AN1, SampleStudy.of("an1-table2-tandem"));
        assertEquals(SampleStudy.C104, SampleStudy.of("samples/c104-table7-1-cube-random.json"));
        assertEquals(SampleStudy.HU_KLEINROCK, SampleStudy.of("hk-table1-3x3.json"));
        assertEquals(SampleStudy.BIANCO, SampleStudy.of("atm/bianco-fig4-atm-ubr-b200-disjoint"), "sub-folder ignored");
        assertEquals(SampleStudy.SERVERNET, SampleStudy.of("servernet-table2-flow-control"));
        assertEquals(SampleStudy.BOOKSIM, SampleStudy.of("BookSim-mesh8x8-ps1"), "case ignored");
        assertEquals(SampleStudy.LESSONS, SampleStudy.of("lesson-window"));
        assertEquals(SampleStudy.OTHER, SampleStudy.of("torus4x4-dateline"));
        assertEquals(SampleStudy.OTHER, SampleStudy.of("an1"), "a prefix needs its dash");
    }

    @Test
    void groupsComeInDisplayOrderKeepTheirItemsOrderAndLeaveEmptyStudiesOut() {
        Map<SampleStudy, List<String>> g = SampleStudy.group(
                List.of("torus4x4-dateline", "lesson-b", "an1-x", "lesson-a", "an1-y"), s -> s);
        assertEquals(List.of(SampleStudy.AN1, SampleStudy.LESSONS, SampleStudy.OTHER), List.copyOf(g.keySet()));
        assertEquals(List.of("lesson-b", "lesson-a"), g.get(SampleStudy.LESSONS));
    }

    @Test
    void everyBundledSampleOfASeedStudyIsFiledUnderIt() {
        var files = BundledSamples.files(Path.of("samples"));
        assertTrue(files.size() >= 60);
        long seeded = files.stream().filter(f -> SampleStudy.of(f.getFileName().toString()) != SampleStudy.OTHER).count();
        assertTrue(seeded >= files.size() - 8, seeded + " of " + files.size() + " filed under a study");
        assertEquals(8, files.stream().filter(f -> SampleStudy.of(f.toString()) == SampleStudy.LESSONS).count(),
                "one lesson-*.json per lesson but the dateline one, which opens torus4x4-no-dateline");
    }
}
