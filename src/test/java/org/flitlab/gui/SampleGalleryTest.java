package org.flitlab.gui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.image.ImageView;
import javafx.stage.Stage;
import org.flitlab.gui.files.SampleEntry;
import org.flitlab.scenario.BundledSamples;
import org.flitlab.scenario.SampleStudy;
import org.flitlab.scenario.ScenarioJson;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * File &gt; Open sample gallery lists the samples {@code flitlab samples} lists, grouped by study, each with its name,
 * whole description and a thumbnail; the search box narrows the list; Open opens the chosen one.
 */
@Tag("gui")
@ExtendWith(ApplicationExtension.class)
class SampleGalleryTest {
    private static final String TORUS_FIRST_SENTENCE = "A 4x4 torus under heavy uniform load, routed in dimension order "
            + "with a dateline (Dally & Seitz): packets that cross a wrap-around link move to the second virtual "
            + "channel, which breaks every cycle of channel dependencies, so the run completes.";
    private WorkbenchApp app;

    @Start
    void start(Stage stage) {
        app = TestWorkbench.app();
        app.start(stage);
    }

    @AfterEach
    void stop(FxRobot robot) {
        robot.interact(app::stop);
    }

    @SuppressWarnings("unchecked")
    private static ListView<SampleEntry> openGallery(FxRobot robot) throws Exception {
        int samples = BundledSamples.list().size();
        assertTrue(samples >= 60, "the project's samples, those of samples/atm too");
        robot.clickOn("File").clickOn("Open sample gallery\u2026");
        ListView<SampleEntry> list = robot.lookup("#sample-gallery-list").queryAs(ListView.class);
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> list.getItems().size() == samples);
        return list;
    }

    @Test
    void theGalleryListsEverySampleByStudyWithItsWholeDescriptionAndOpensOne(FxRobot robot) throws Exception {
        ListView<SampleEntry> list = openGallery(robot);
        assertEquals(BundledSamples.list().stream().map(s -> Path.of(s.name()).getFileName().toString() + ".json").sorted().toList(),
                list.getItems().stream().map(e -> e.file().getFileName().toString()).sorted().toList(), "the CLI's list");
        List<SampleStudy> studies = list.getItems().stream().map(SampleEntry::study).toList();
        for (int i = 1; i < studies.size(); i++) {
            assertTrue(studies.get(i - 1).ordinal() <= studies.get(i).ordinal(), "grouped by study: " + studies);
        }
        assertEquals(SampleStudy.AN1, studies.get(0));
        assertEquals(SampleStudy.LESSONS, SampleStudy.of(list.getItems().stream().filter(e -> e.name().equals("lesson-window"))
                .findFirst().orElseThrow().file().getFileName().toString()));
        for (SampleEntry e : list.getItems()) {
            assertFalse(e.name().isBlank(), e.file().toString());
            assertNotNull(e.layout(), e.file() + ": " + e.summary());
        }
        SampleEntry torus = find(list, "torus4x4-dateline.json");
        assertEquals(TORUS_FIRST_SENTENCE, torus.summary());
        String whole = ScenarioJson.readFile(torus.file()).scenario().description().strip();
        assertTrue(whole.length() > torus.summary().length());
        assertEquals(whole, torus.description(), "the whole description, not cut");

        robot.interact(() -> {
            list.getSelectionModel().select(torus);
            list.scrollTo(torus);
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(robot.lookup(".list-cell").queryAll().stream().anyMatch(c -> robot.from(c).lookup((Label l) ->
                whole.equals(l.getText())).tryQuery().isPresent()), "the whole description is shown in its row");
        SampleEntry firstOther = list.getItems().stream().filter(e -> e.study() == SampleStudy.OTHER).findFirst().orElseThrow();
        robot.interact(() -> list.scrollTo(firstOther));
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(robot.lookup(".gallery-study").queryAll().stream().anyMatch(l ->
                SampleStudy.OTHER.title().equals(((Label) l).getText())), "the group's heading");
        assertTrue(robot.lookup(".list-cell .image-view").queryAll().stream()
                .anyMatch(v -> ((ImageView) v).getImage() != null && ((ImageView) v).getImage().getWidth() > 100), "thumbnails");

        robot.clickOn("#sample-gallery-open");
        assertEquals(torus.name(), app.model().setup().name());
        assertEquals("torus4x4-dateline.json", app.model().document().path().orElseThrow().getFileName().toString());
    }

    @Test
    void typingInTheSearchNarrowsTheListAndOpeningAnEntryOpensThatSample(FxRobot robot) throws Exception {
        ListView<SampleEntry> list = openGallery(robot);
        int all = list.getItems().size();
        robot.clickOn("#sample-gallery-search").write("dateline");
        WaitForAsyncUtils.waitForFxEvents();
        int shown = list.getItems().size();
        assertTrue(shown > 1 && shown < all / 4, shown + " of " + all);
        for (SampleEntry e : list.getItems()) {
            assertTrue((e.name() + e.description()).toLowerCase().contains("dateline"), e.name());
        }
        assertEquals(shown + " of " + all + " samples", robot.lookup("#sample-gallery-count").queryAs(Label.class).getText());
        robot.write(" permutation");
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(list.getItems().size() < shown, "a second word narrows it further");
        robot.eraseText(" permutation".length());
        robot.write(" no");
        WaitForAsyncUtils.waitForFxEvents();
        SampleEntry noDateline = find(list, "torus4x4-no-dateline.json");
        robot.interact(() -> list.getSelectionModel().select(noDateline));
        robot.clickOn("#sample-gallery-open");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("torus4x4-no-dateline.json", app.model().document().path().orElseThrow().getFileName().toString());
    }

    private static SampleEntry find(ListView<SampleEntry> list, String file) {
        return list.getItems().stream().filter(e -> e.file().getFileName().toString().equals(file)).findFirst().orElseThrow();
    }

    @Test
    void theFirstSentenceStopsAtAFullStopBeforeACapital() {
        assertEquals("One. ", SampleEntry.firstSentence("One. ") + " ");
        assertEquals("Up*/down* on a mesh (AN1 3.2).", SampleEntry.firstSentence("Up*/down* on a mesh (AN1 3.2). Traffic crowds."));
        assertEquals("No stop at all", SampleEntry.firstSentence("No stop at all"));
    }
}
