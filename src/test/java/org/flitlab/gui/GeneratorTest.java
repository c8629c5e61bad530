package org.flitlab.gui;

import org.flitlab.gui.files.BuiltInScenarios;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import javafx.application.Platform;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TextField;
import org.flitlab.gui.editor.AutoLayout;
import org.flitlab.gui.run.RoutingChoice;
import org.flitlab.scenario.CatalogEntry;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;
import java.util.Comparator;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.control.ButtonType;
import javafx.scene.control.DialogPane;
import javafx.scene.control.ScrollPane;
import javafx.scene.input.KeyCode;
import javafx.stage.Screen;
import org.flitlab.gui.generate.TopologyGenerator;
import org.flitlab.scenario.Catalog;

/** Network > Generate builds any catalogue topology, validated as you type; the layouts redraw it. */
class GeneratorTest extends WorkbenchTest {
    static MenuItem menuItem(FxRobot robot, String id) {
        return robot.lookup("#menu-bar").queryAs(MenuBar.class).getMenus().stream().flatMap(m -> m.getItems().stream())
                .filter(i -> id.equals(i.getId())).findFirst().orElseThrow();
    }

    @Test
    void aSixBySixTorusIsGeneratedFromTheDialogAndItsRoutingCanBeChanged(FxRobot robot) {
        Platform.runLater(() -> menuItem(robot, "generate-item").fire());
        WaitForAsyncUtils.waitForFxEvents();
        @SuppressWarnings("unchecked")
        ComboBox<CatalogEntry<?>> family = robot.lookup("#gen-family").queryAs(ComboBox.class);
        assertTrue(family.getItems().size() >= 20, "every catalogue topology is offered");
        assertEquals("torus", family.getValue().id());
        TextField radixX = robot.lookup("#gen-radixX").queryAs(TextField.class);
        robot.interact(() -> radixX.setText("0"));
        Label error = robot.lookup("#gen-error").queryAs(Label.class);
        assertEquals("Switches across (x) is 0; it must be at least 1.", error.getText());
        assertTrue(robot.lookup("#gen-ok").query().isDisabled());
        robot.interact(() -> {
            radixX.setText("6");
            robot.lookup("#gen-radixY").queryAs(TextField.class).setText("6");
        });
        assertFalse(robot.lookup("#gen-ok").query().isDisabled(), error.getText());
        robot.clickOn("#gen-ok");
        WaitForAsyncUtils.waitForFxEvents();
        var topology = app.model().setup().topology();
        assertEquals("torus", topology.family());
        assertEquals(36, topology.switchCount());
        // Defect 8: a generated network is described as what was generated, not as the scenario it came from.
        var doc = app.model().document().scenario();
        assertTrue(doc.description().startsWith("Generated Torus network (radix x 6, radix y 6, "), doc.description());
        assertEquals(BuiltInScenarios.torus().sweep().values(), doc.sweep().values(), "it sweeps the values it came with");
        assertTrue(robot.lookup("#setup-description").queryAs(Label.class).getText().startsWith("Generated Torus network"));
        assertEquals(36, topology.hostCount());
        // Placed with its layout hints: switch 7 (x 1, y 1) sits where the topology says.
        var hint = topology.layout().get(7);
        assertEquals(hint.x(), app.model().layout().x(7), 1e-9);
        assertEquals(hint.y(), app.model().layout().y(7), 1e-9);
        assertEquals("torus-generated", robot.lookup("#setup-name").queryAs(Label.class).getText());

        robot.interact(() -> app.model().inspector().choice("routing").idProperty().set("up-down"));
        // Scrolled into view first, as a user would: with larger fonts (CI's) Apply lies below the side panel's fold.
        UserSteps.click(robot, "#apply");
        assertEquals("up-down", app.model().setup().routing().id());
        assertEquals("up-down", app.model().document().scenario().routing().id());
        assertTrue(app.model().isModified());
    }

    @Test
    void withManyFieldsOkAndCancelStayInViewFieldsHaveWordsAndMistakesReadAsSentences(FxRobot robot) {
        Platform.runLater(() -> menuItem(robot, "generate-item").fire());
        WaitForAsyncUtils.waitForFxEvents();
        @SuppressWarnings("unchecked")
        ComboBox<CatalogEntry<?>> family = robot.lookup("#gen-family").queryAs(ComboBox.class);
        var generator = new TopologyGenerator(Catalog.standard());
        var base = app.model().document().scenario();
        CatalogEntry<?> most = family.getItems().stream()
                .max(Comparator.comparingInt(e -> generator.defaults(base, e.id()).size())).orElseThrow();
        assertTrue(generator.defaults(base, most.id()).size() >= 7, most.id());
        for (CatalogEntry<?> e : List.of(most, entry(family, "corefringe"), entry(family, "mstage"))) {
            robot.interact(() -> family.setValue(e));
            WaitForAsyncUtils.waitForFxEvents();
            assertOkAndCancelInView(robot, e.id());
        }
        robot.interact(() -> family.setValue(most));
        var area = robot.lookup("#gen-fields").queryAs(ScrollPane.class);
        assertTrue(area.getContent().getBoundsInLocal().getHeight() > area.getViewportBounds().getHeight(),
                "the fields of " + most.id() + " scroll in their area");
        robot.interact(() -> family.setValue(entry(family, "mstage")));
        // Mstage: the level sizes typed as a person writes a list.
        TextField levels = robot.lookup("#gen-levelSizes").queryAs(TextField.class);
        assertEquals("4, 4, 16", levels.getText());
        var label = robot.lookup((Node n) -> n instanceof Label l && l.getLabelFor() == levels).queryAs(Label.class);
        assertEquals("Level sizes", label.getText());
        assertTrue(levels.getTooltip().getText().contains("levelSizes"), "the id in the tooltip");
        UserSteps.reveal(robot, "#gen-levelSizes");
        robot.doubleClickOn(levels).press(KeyCode.CONTROL).type(KeyCode.A)
                .release(KeyCode.CONTROL).write("4, x");
        Label error = robot.lookup("#gen-error").queryAs(Label.class);
        assertEquals("Level sizes: enter numbers separated by commas, e.g. 4, 4, 16.", error.getText());
        assertTrue(levels.getStyleClass().contains("field-error"));
        assertTrue(robot.lookup("#gen-ok").query().isDisabled());
        robot.press(KeyCode.BACK_SPACE).release(KeyCode.BACK_SPACE).write("8");
        assertFalse(robot.lookup("#gen-ok").query().isDisabled(), error.getText());
        assertFalse(levels.getStyleClass().contains("field-error"));
        robot.clickOn("#gen-ok");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("mstage", app.model().setup().topology().family());
        assertEquals(4 + 8, app.model().setup().topology().switchCount(), "levels of 4 and 8 switches");
    }

    /** The dialog of {@code family}'s fields stays small enough that OK and Cancel are inside it and on screen. */
    private static void assertOkAndCancelInView(FxRobot robot, String family) {
        var window = robot.lookup("#generator-dialog").query().getScene().getWindow();
        assertTrue(window.getHeight() <= 640, family + ": the dialog does not grow with the fields: " + window.getHeight());
        var screen = Screen.getPrimary().getVisualBounds();
        for (var button : List.of(ButtonType.OK, ButtonType.CANCEL)) {
            var b = ((DialogPane) robot.lookup("#generator-dialog").query()).lookupButton(button);
            var at = b.localToScreen(b.getBoundsInLocal());
            assertTrue(at.getMaxY() <= window.getY() + window.getHeight() && at.getMaxY() <= screen.getMaxY(),
                    family + ": " + button.getText() + " at " + at + " in " + window.getHeight() + " high window, screen " + screen);
        }
    }

    private static CatalogEntry<?> entry(ComboBox<CatalogEntry<?>> family, String id) {
        return family.getItems().stream().filter(e -> e.id().equals(id)).findFirst().orElseThrow();
    }

    @Test
    void theCircleLayoutPutsEverySwitchAtTheSameDistanceFromTheCentreAndForceDirectedSeparatesThem(FxRobot robot) {
        robot.interact(() -> app.model().applyLayout(AutoLayout.CIRCLE));
        var layout = app.model().layout();
        int s = layout.topology().switchCount();
        double cx = 0, cy = 0;
        for (int i = 0; i < s; i++) {
            cx += layout.x(i) / s;
            cy += layout.y(i) / s;
        }
        double r0 = Math.hypot(layout.x(0) - cx, layout.y(0) - cy);
        for (int i = 1; i < s; i++) {
            assertEquals(r0, Math.hypot(layout.x(i) - cx, layout.y(i) - cy), 1e-9);
        }
        robot.interact(() -> app.model().applyLayout(AutoLayout.FORCE));
        var force = app.model().layout();
        for (int i = 0; i < s; i++) {
            for (int j = i + 1; j < s; j++) {
                assertTrue(Math.hypot(force.x(i) - force.x(j), force.y(i) - force.y(j)) > 0.2, i + " and " + j + " overlap");
            }
        }
        robot.interact(() -> app.model().applyLayout(AutoLayout.TIERS));
        // Tiers: switch 0 (the up*/down* root) alone on the top row.
        var tiers = app.model().layout();
        for (int i = 1; i < s; i++) {
            assertTrue(tiers.y(i) > tiers.y(0));
        }
    }
}
