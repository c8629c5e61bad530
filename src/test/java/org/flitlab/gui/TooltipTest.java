package org.flitlab.gui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Control;
import javafx.scene.control.Labeled;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuButton;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Slider;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleButton;
import javafx.stage.Stage;
import org.flitlab.gui.lessons.Lessons;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** Every control of the main window has a tooltip; Help lists every menu shortcut. */
@Tag("gui")
@ExtendWith(ApplicationExtension.class)
class TooltipTest {
    private static final List<Class<?>> CONTROLS = List.of(Button.class, ComboBox.class, TextField.class, Slider.class,
            CheckBox.class, ToggleButton.class, MenuButton.class);
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

    private static void walk(Node n, List<String> missing) {
        if (n instanceof MenuBar) {
            return; // its titles are skin buttons for menus; the items show their shortcuts instead of tooltips
        }
        boolean isControl = CONTROLS.stream().anyMatch(c -> c.isInstance(n));
        // Skins build inner fields (a ComboBox's editor, a Spinner's text field) that share the outer tooltip.
        if (isControl && ((Control) n).getTooltip() == null && !insideTippedControl(n)) {
            missing.add(n.getClass().getSimpleName() + " #" + n.getId() + " '" + text(n) + "'");
        }
        List<Node> children = new ArrayList<>();
        if (n instanceof ScrollPane sp && sp.getContent() != null) {
            children.add(sp.getContent());
        }
        if (n instanceof SplitPane split) {
            children.addAll(split.getItems());
        }
        if (n instanceof Parent p) {
            children.addAll(p.getChildrenUnmodifiable());
        }
        children.forEach(c -> walk(c, missing));
    }

    private static boolean insideTippedControl(Node n) {
        for (Node p = n.getParent(); p != null; p = p.getParent()) {
            if (p instanceof Control c && c.getTooltip() != null) {
                return true;
            }
        }
        return false;
    }

    private static String text(Node n) {
        return n instanceof Labeled l ? l.getText() : "";
    }

    @Test
    void everyButtonFieldComboSliderCheckBoxToggleAndMenuButtonHasATooltip(FxRobot robot) {
        // Open the states that add controls: a lesson panel, compare bar, a recovery offer is tested elsewhere.
        robot.interact(() -> {
            app.model().openLesson(Lessons.all().get(0), Path.of("samples"));
            app.window().openCompare();
        });
        List<String> missing = new ArrayList<>();
        robot.interact(() -> walk(app.window().root(), missing));
        assertEquals(List.of(), missing);
    }

    @Test
    void helpListsEveryMenuShortcutIncludingTheMainActions(FxRobot robot) {
        List<String> lines = HelpMenu.shortcuts(robot.lookup("#menu-bar").queryAs(MenuBar.class));
        for (String action : List.of("File > Open", "File > Save", "Run > Play / pause", "Run > Run sweep",
                "Edit > Undo", "View > Compare two configurations", "Help > Keyboard shortcuts")) {
            assertTrue(lines.stream().anyMatch(l -> l.contains(action)), action + " missing from " + lines);
        }
    }
}
