package org.flitlab.gui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.image.ImageView;
import javafx.stage.Stage;
import org.flitlab.gui.files.SampleEntry;
import org.flitlab.gui.files.ScenarioDocument;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** File &gt; Open sample gallery lists every sample with its name, first sentence and a thumbnail, and opens one. */
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

    @Test
    void theGalleryListsEverySampleWithItsNameAndFirstSentenceAndOpensOne(FxRobot robot) throws Exception {
        int samples = ScenarioDocument.samples(Path.of("samples")).size();
        assertTrue(samples >= 30, "the project's samples/ folder");
        robot.clickOn("File").clickOn("Open sample gallery\u2026");
        @SuppressWarnings("unchecked")
        ListView<SampleEntry> list = robot.lookup("#sample-gallery-list").queryAs(ListView.class);
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> list.getItems().size() == samples);
        for (SampleEntry e : list.getItems()) {
            assertFalse(e.name().isBlank(), e.file().toString());
            assertFalse(e.summary().isBlank(), e.file().toString());
            assertNotNull(e.layout(), e.file() + ": " + e.summary());
        }
        SampleEntry torus = list.getItems().stream()
                .filter(e -> e.file().getFileName().toString().equals("torus4x4-dateline.json")).findFirst().orElseThrow();
        assertEquals(TORUS_FIRST_SENTENCE, torus.summary());
        assertEquals(16, torus.layout().topology().switchCount());

        robot.interact(() -> {
            list.getSelectionModel().select(torus);
            list.scrollTo(torus);
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(robot.lookup(".list-cell").queryAll().stream().anyMatch(c -> robot.from(c).lookup((Label l) ->
                TORUS_FIRST_SENTENCE.equals(l.getText())).tryQuery().isPresent()), "the summary is shown in its row");
        assertTrue(robot.lookup(".list-cell .image-view").queryAll().stream()
                .anyMatch(v -> ((ImageView) v).getImage() != null && ((ImageView) v).getImage().getWidth() > 100), "thumbnails");

        robot.clickOn("#sample-gallery-open");
        assertEquals(torus.name(), app.model().setup().name());
        assertEquals("torus4x4-dateline.json", app.model().document().path().orElseThrow().getFileName().toString());
    }

    @Test
    void theFirstSentenceStopsAtAFullStopBeforeACapital() {
        assertEquals("One. ", SampleEntry.firstSentence("One. ") + " ");
        assertEquals("Up*/down* on a mesh (AN1 3.2).", SampleEntry.firstSentence("Up*/down* on a mesh (AN1 3.2). Traffic crowds."));
        assertEquals("No stop at all", SampleEntry.firstSentence("No stop at all"));
    }
}
