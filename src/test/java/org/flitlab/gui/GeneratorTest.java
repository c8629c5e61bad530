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
import javafx.stage.Stage;
import org.flitlab.gui.editor.AutoLayout;
import org.flitlab.gui.run.RoutingChoice;
import org.flitlab.scenario.CatalogEntry;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** Network > Generate builds any catalogue topology, validated as you type; the layouts redraw it. */
@Tag("gui")
@ExtendWith(ApplicationExtension.class)
class GeneratorTest {
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
        assertTrue(error.getText().contains("radixX"), error.getText());
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
        assertTrue(doc.description().startsWith("Generated Torus network {\"radixX\":6,\"radixY\":6"), doc.description());
        assertEquals(BuiltInScenarios.torus().sweep().values(), doc.sweep().values(), "it sweeps the values it came with");
        assertTrue(robot.lookup("#setup-description").queryAs(Label.class).getText().startsWith("Generated Torus network"));
        assertEquals(36, topology.hostCount());
        // Placed with its layout hints: switch 7 (x 1, y 1) sits where the topology says.
        var hint = topology.layout().get(7);
        assertEquals(hint.x(), app.model().layout().x(7), 1e-9);
        assertEquals(hint.y(), app.model().layout().y(7), 1e-9);
        assertEquals("torus-generated", robot.lookup("#setup-name").queryAs(Label.class).getText());

        robot.interact(() -> app.model().inspector().choice("routing").idProperty().set("up-down"));
        robot.clickOn("#apply");
        assertEquals("up-down", app.model().setup().routing().id());
        assertEquals("up-down", app.model().document().scenario().routing().id());
        assertTrue(app.model().isModified());
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
