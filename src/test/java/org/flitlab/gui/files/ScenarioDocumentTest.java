package org.flitlab.gui.files;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.flitlab.gui.run.NetworkSetup;
import org.flitlab.gui.run.RoutingChoice;
import org.flitlab.scenario.ReadResult;
import org.flitlab.scenario.ScenarioJson;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Scenario files behind the workbench: open, show, save and reopen, without a window. */
class ScenarioDocumentTest {
    private static final Path SAMPLE = Path.of("samples", "torus4x4-dateline.json");

    @TempDir
    Path dir;

    @Test
    void aSampleOpensAsItsTorusWithTheDatelineRouting() {
        ReadResult r = ScenarioDocument.read(SAMPLE);
        assertTrue(r.isValid(), r.report());
        NetworkSetup setup = ScenarioDocument.toSetup(r.scenario()).value();
        assertEquals(16, setup.topology().switchCount());
        assertEquals(RoutingChoice.dimensionOrderDateline(), setup.routing());
        assertEquals(0.9, setup.offeredLoad());
        assertEquals(16, setup.packetFlits());
        assertEquals(7, setup.seed());
    }

    @Test
    void savingAndReopeningGivesTheSameScenario() throws IOException {
        ScenarioDocument doc = new ScenarioDocument(ScenarioDocument.read(SAMPLE).scenario(), SAMPLE);
        NetworkSetup setup = ScenarioDocument.toSetup(doc.scenario()).value();
        Path file = dir.resolve("copy.json");
        assertTrue(doc.save(setup, file).ok());
        ReadResult again = ScenarioDocument.read(file);
        assertTrue(again.isValid(), again.report());
        assertEquals(ScenarioJson.write(ScenarioDocument.read(SAMPLE).scenario()), ScenarioJson.write(again.scenario()));
        assertEquals(file, doc.path().orElseThrow());
    }

    @Test
    void editedValuesAreWrittenByPathAndReadBack() {
        ScenarioDocument doc = ScenarioDocument.builtIn();
        NetworkSetup edited = ScenarioDocument.toSetup(doc.scenario()).value().withOfferedLoad(0.4)
                .withRouting(RoutingChoice.upDown());
        Path file = dir.resolve("edited.json");
        assertTrue(doc.save(edited, file).ok());
        NetworkSetup back = ScenarioDocument.toSetup(ScenarioDocument.read(file).scenario()).value();
        assertEquals(0.4, back.offeredLoad());
        assertEquals(RoutingChoice.upDown(), back.routing());
    }

    @Test
    void aBrokenFileIsReportedWithTheJsonPathOfTheBadValue() throws IOException {
        Path file = dir.resolve("bad.json");
        Files.writeString(file, Files.readString(SAMPLE).replace("\"bufferFlits\": 4", "\"bufferFlits\": -3"));
        ReadResult r = ScenarioDocument.read(file);
        assertFalse(r.isValid());
        assertTrue(r.report().contains("bufferFlits"), r.report());
    }

    @Test
    void theGalleryListsTheSamples() {
        assertTrue(ScenarioDocument.samples(Path.of("samples")).contains(SAMPLE));
        assertTrue(ScenarioDocument.samples(dir.resolve("none")).isEmpty());
    }
}
