package org.flitlab.gui.files;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.flitlab.gui.TestScenarios;
import org.flitlab.gui.run.NetworkSetup;
import org.flitlab.gui.run.RoutingChoice;
import org.flitlab.network.WormView;
import org.flitlab.scenario.ComponentChoice;
import org.flitlab.scenario.ReadResult;
import org.flitlab.scenario.ScenarioJson;
import org.flitlab.scenario.UpDownParams;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The one scenario document: open, edit, undo, save and reopen, and the network derived from it; no window. */
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
        Path file = dir.resolve("copy.json");
        assertTrue(doc.save(file).isEmpty());
        ReadResult again = ScenarioDocument.read(file);
        assertTrue(again.isValid(), again.report());
        assertEquals(ScenarioDocument.read(SAMPLE).scenario(), again.scenario());
        assertEquals(file, doc.path().orElseThrow());
    }

    @Test
    void anEditMarksTheDocumentModifiedUndoClearsTheMarkAndSaveWritesTheEdit() {
        ScenarioDocument doc = ScenarioDocument.builtIn();
        assertFalse(doc.isModified());
        assertEquals("4x4 torus, dimension order (not saved) \u2013 FlitLab", doc.titleProperty().get());
        assertTrue(doc.edit("root", s -> s.withRouting(new ComponentChoice("up-down", new UpDownParams(5)))).isEmpty());
        assertTrue(doc.isModified());
        assertTrue(doc.titleProperty().get().startsWith("*"), doc.titleProperty().get());
        doc.undo().undo();
        assertFalse(doc.isModified(), "back to what was opened");
        doc.undo().redo();
        Path file = dir.resolve("edited.json");
        assertTrue(doc.save(file).isEmpty());
        assertFalse(doc.isModified());
        assertEquals("edited.json \u2013 FlitLab", doc.titleProperty().get());
        assertEquals("5", ScenarioJson.valueAt(ScenarioDocument.read(file).scenario(), "routing.params.root").orElseThrow());
    }

    @Test
    void anEditThatCannotRunIsRefusedWithItsPathAndChangesNothing() {
        ScenarioDocument doc = ScenarioDocument.builtIn();
        var before = doc.scenario();
        List<String> problems = doc.edit("root", s -> s.withRouting(new ComponentChoice("up-down", new UpDownParams(99))));
        assertFalse(problems.isEmpty());
        assertTrue(problems.get(0).startsWith("$.routing"), problems.toString());
        assertEquals(before, doc.scenario());
        assertFalse(doc.undo().canUndoProperty().get());
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

    @Test
    void theAnimatedNetworkSendsTheScenariosPatternAndSizes() {
        NetworkSetup setup = ScenarioDocument.toSetup(TestScenarios.hotSpot()).value();
        org.flitlab.network.Engine n = setup.build();
        int hot = setup.topology().hostNode(3);
        n.advance(2000);
        var worms = n.snapshot().worms();
        assertFalse(worms.isEmpty());
        assertTrue(worms.stream().allMatch(w -> w.lengthFlits() == 5), "every packet is 5 flits");
        Set<Integer> others = worms.stream().map(WormView::sourceNode).filter(s -> s != hot).collect(Collectors.toSet());
        assertFalse(others.isEmpty());
        assertEquals(Set.of(hot), worms.stream().filter(w -> w.sourceNode() != hot).map(WormView::destinationNode)
                .collect(Collectors.toSet()), "all traffic from other hosts goes to the hot spot");
    }

    @Test
    void everyBuiltInExampleIsARunnableScenarioThatSavesAndReadsBackEqual() throws IOException {
        for (var s : BuiltInScenarios.all()) {
            assertTrue(ScenarioDocument.toSetup(s).ok(), s.name() + ": " + ScenarioDocument.toSetup(s).errors());
            Path file = dir.resolve("example.json");
            ScenarioDocument doc = new ScenarioDocument(s, null);
            assertTrue(doc.save(file).isEmpty());
            assertEquals(s, ScenarioDocument.read(file).scenario());
            assertFalse(s.description().isBlank());
        }
    }
}
