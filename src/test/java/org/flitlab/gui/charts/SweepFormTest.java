package org.flitlab.gui.charts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.flitlab.experiment.ScenarioSweep;
import org.flitlab.gui.files.BuiltInScenarios;
import org.flitlab.gui.files.ScenarioDocument;
import org.flitlab.scenario.Catalog;
import org.junit.jupiter.api.Test;

/** The sweep panel as a form over the document's sweep and run sections; no window. */
class SweepFormTest {
    private final List<String> log = new ArrayList<>();

    @Test
    void aSampleShowsItsOwnSeriesValuesAndPacketsAndRunsThemUnchanged() {
        var doc = new ScenarioDocument(ScenarioDocument.read(Path.of("samples", "mesh8x8-dor-vs-shortest.json")).scenario(), null);
        var e = new ExperimentModel(doc, log::add, 1);
        assertEquals(ExperimentModel.OWN_SERIES, e.seriesBProperty().get());
        assertEquals("dimension order (x then y) / shortest path, random idle", e.seriesAProperty().get());
        assertEquals("3000", e.measuredPacketsProperty().get());
        assertEquals("0.05 0.1 0.15 0.2 0.25 0.3 0.35 0.4 0.45", e.loadsProperty().get());
        var before = doc.scenario();
        assertTrue(e.commit(), log.toString());
        assertEquals(before, doc.scenario(), "an unchanged form changes nothing");
        assertFalse(doc.isModified());
    }

    @Test
    void compareWithMakesTwoSeriesNamedAfterTheirRoutingsAndOneCurveClearsThem() {
        var doc = new ScenarioDocument(BuiltInScenarios.torus(), null);
        var e = new ExperimentModel(doc, log::add, 1);
        assertNull(e.seriesBProperty().get());
        e.seriesBProperty().set("up-down");
        e.measuredPacketsProperty().set("500");
        e.loadsProperty().set("0.1:0.3:0.1");
        assertTrue(e.commit(), e.statusProperty().get());
        var plan = new ScenarioSweep(doc.scenario(), Catalog.standard()).plan();
        assertEquals(List.of("Dimension order (dateline)", "Up*/down*"), plan.seriesNames());
        assertEquals(3, plan.valueCount());
        assertEquals(500, doc.scenario().run().measuredPackets());
        assertEquals("up-down", e.seriesBProperty().get(), "the form reads its own series back");
        e.seriesBProperty().set(null);
        assertTrue(e.commit());
        assertTrue(doc.scenario().sweep().series().isEmpty());
        doc.undo().undo();
        assertEquals("up-down", e.seriesBProperty().get(), "undo refills the form");
    }

    @Test
    void everyBadFieldIsNamedWithItsRuleAndNothingChanges() {
        var doc = new ScenarioDocument(BuiltInScenarios.torus(), null);
        var e = new ExperimentModel(doc, log::add, 1);
        var before = doc.scenario();
        e.loadsProperty().set("0.1 1.5");
        e.measuredPacketsProperty().set("many");
        assertFalse(e.commit());
        String status = e.statusProperty().get();
        assertTrue(status.contains("load 1.5 is out of range") && status.contains("measured packets is 'many'"), status);
        assertEquals(before, doc.scenario());
    }
}
