package org.flitlab.gui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.TreeSet;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import org.flitlab.scenario.BundledSamples;
import org.flitlab.scenario.SampleStudy;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;

/**
 * The Lessons menu and File &gt; Open sample read the samples bundled on the class path, not a samples/ folder of
 * the working directory (issue 14, defect 12: "Could not open the lesson... NoSuchFileException" elsewhere).
 */
class BundledSamplesMenuTest extends WorkbenchTest {
    @Test
    void aLessonChosenFromTheMenuOpensItsBundledSample(FxRobot robot) {
        robot.clickOn("Lessons").clickOn("Head-of-line blocking");
        var path = app.model().document().path().orElseThrow();
        assertTrue(path.startsWith(BundledSamples.folder()), path + " is a bundled sample");
        assertEquals("lesson-head-of-line.json", path.getFileName().toString());
        assertEquals("head-of-line", app.model().lessonProperty().get().id(), "the lesson panel is up");
        assertTrue(robot.lookup("#lesson-panel").query().isVisible());
    }

    @Test
    void openSampleListsEveryBundledSampleByStudyAsTheCommandLineDoes(FxRobot robot) {
        var bar = robot.lookup("#menu-bar").queryAs(MenuBar.class);
        var file = bar.getMenus().stream().filter(m -> "File".equals(m.getText())).findFirst().orElseThrow();
        var samples = (Menu) file.getItems().stream().filter(i -> "menu-samples".equals(i.getId()))
                .findFirst().orElseThrow();
        var names = BundledSamples.list().stream().map(BundledSamples.Sample::name).toList();
        var grouped = SampleStudy.group(names, n -> n);
        assertEquals(grouped.keySet().stream().map(SampleStudy::title).toList(),
                samples.getItems().stream().map(MenuItem::getText).toList(), "one submenu per study, in order");
        List<String> listed = samples.getItems().stream().flatMap(m -> ((Menu) m).getItems().stream())
                .map(MenuItem::getText).toList();
        assertEquals(new TreeSet<>(names), new TreeSet<>(listed), "the samples flitlab samples lists, atm/ too");
        assertEquals(names.size(), listed.size());
        assertTrue(((Menu) samples.getItems().get(grouped.size() - 2)).getItems().stream()
                .allMatch(i -> i.getText().startsWith("lesson-")), "the Lessons submenu");
    }
}
