package org.flitlab.gui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.image.ImageView;
import javafx.scene.text.Text;
import javafx.scene.text.TextFlow;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;

/** Help &gt; User guide shows the bundled guide (read from the class path, not the repository); About names the version. */
class HelpMenuTest extends WorkbenchTest {
    /** Every text drawn under {@code n}, in order. */
    private static String text(Node n) {
        StringBuilder b = new StringBuilder();
        if (n instanceof Label l) {
            b.append(l.getText()).append('\n');
        } else if (n instanceof TextFlow f) {
            f.getChildren().forEach(t -> b.append(((Text) t).getText()));
            b.append('\n');
        } else if (n instanceof Parent p) {
            p.getChildrenUnmodifiable().forEach(c -> b.append(text(c)));
        }
        return b.toString();
    }

    @Test
    void theUserGuideOpensInItsOwnWindowWithItsHeadingsTextAndPictures(FxRobot robot) throws Exception {
        robot.clickOn("Help").clickOn("User guide");
        ScrollPane guide = robot.lookup("#user-guide").queryAs(ScrollPane.class);
        String shown = text(guide.getContent());
        assertTrue(shown.startsWith("FlitLab user guide\n"), shown.substring(0, 80));
        for (String heading : Files.readString(Path.of("docs", "user-guide.md")).lines().filter(l -> l.startsWith("## "))
                .map(l -> l.substring(3)).toList()) {
            assertTrue(shown.contains("\n" + heading + "\n"), "heading " + heading);
        }
        assertTrue(shown.contains("You need JDK 17 and Maven 3.8 or newer"), "paragraph text, markup removed");
        assertTrue(!shown.contains("**") && !shown.contains("]("), "no raw Markdown");
        long pictures = robot.lookup("#user-guide .image-view").queryAllAs(ImageView.class).stream()
                .filter(v -> v.getImage() != null && !v.getImage().isError()).count();
        long referenced = Files.readString(Path.of("docs", "user-guide.md")).lines().filter(l -> l.startsWith("![")).count();
        assertEquals(referenced, pictures, "every screenshot of the guide is bundled and shown");

        UserSteps.click(robot, "#guide-link-the-command-line"); // in view first, whatever the fonts
        var heading = guide.getContent().lookupAll(".guide-heading").stream()
                .filter(n -> "The command line".equals(((Label) n).getText())).findFirst().orElseThrow();
        var top = guide.localToScreen(guide.getBoundsInLocal()).getMinY();
        var at = heading.localToScreen(heading.getBoundsInLocal()).getMinY();
        assertTrue(at >= top - 1 && at < top + 40, "the contents' link scrolled its heading to the top: " + at + " vs " + top);
    }

    @Test
    void aboutNamesTheVersion(FxRobot robot) {
        robot.clickOn("Help").clickOn("About FlitLab");
        DialogPane about = robot.lookup("#about-dialog").queryAs(DialogPane.class);
        assertEquals("FlitLab " + HelpMenu.version(), about.getHeaderText());
        assertTrue(HelpMenu.version().matches("\\d+\\.\\d+\\.\\d+.*"), "the build's version: " + HelpMenu.version());
        assertTrue(robot.lookup("#about-text").queryAs(Label.class).getText().contains("Java " + System.getProperty("java.version")));
    }
}
