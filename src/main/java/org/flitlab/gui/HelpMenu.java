package org.flitlab.gui;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.function.Supplier;
import javafx.scene.Scene;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Label;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.TextArea;
import javafx.scene.input.KeyCombination;
import javafx.stage.Stage;
import javafx.stage.Window;

/**
 * The Help menu. User guide: docs/user-guide.md as bundled in the jar, shown in a window of its own (it works
 * in the app image, far from the repository). Keyboard shortcuts: the table is read from the menu bar's own
 * accelerators, so it always lists exactly the shortcuts that work. About: the version and the Java runtime.
 * FX thread only.
 */
final class HelpMenu {
    private final Supplier<MenuBar> bar;
    private final Supplier<Window> owner;
    /** The class-path resource of the bundled guide (pom.xml copies docs/user-guide.md there). */
    static final String GUIDE = "/org/flitlab/docs/user-guide.md";
    private Stage guide;

    HelpMenu(Supplier<MenuBar> bar, Supplier<Window> owner) {
        this.bar = bar;
        this.owner = owner;
    }

    Menu menu() {
        MenuItem keys = new MenuItem("Keyboard shortcuts");
        keys.setId("shortcuts-item");
        keys.setAccelerator(KeyCombination.keyCombination("F1"));
        keys.setOnAction(e -> show());
        MenuItem guide = new MenuItem("User guide");
        guide.setId("user-guide-item");
        guide.setAccelerator(KeyCombination.keyCombination("Shift+F1"));
        guide.setOnAction(e -> showGuide());
        MenuItem about = new MenuItem("About FlitLab");
        about.setId("about-item");
        about.setOnAction(e -> showAbout());
        Menu help = new Menu("Help", null, guide, keys, new SeparatorMenuItem(), about);
        help.setId("menu-help");
        return help;
    }

    /** The bundled user guide's text, or a sentence saying this build has none. */
    static String guideText() {
        try (var in = HelpMenu.class.getResourceAsStream(GUIDE)) {
            return in == null ? "# User guide\n\nThis build carries no user guide (docs/user-guide.md)."
                    : new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            return "# User guide\n\nThe user guide could not be read: " + e.getMessage();
        }
    }

    /** The FlitLab version: the jar's, else the build's (version.properties), else "development". */
    static String version() {
        String v = HelpMenu.class.getPackage().getImplementationVersion();
        if (v != null && !v.isBlank()) {
            return v;
        }
        try (var in = HelpMenu.class.getResourceAsStream("/org/flitlab/version.properties")) {
            var p = new Properties();
            if (in != null) {
                p.load(in);
            }
            return p.getProperty("version", "development");
        } catch (IOException e) {
            return "development";
        }
    }

    private void showGuide() {
        if (guide != null && guide.isShowing()) {
            guide.toFront();
            return;
        }
        MarkdownView view = new MarkdownView("/org/flitlab/docs");
        var content = view.render(guideText());
        content.setStyle("-fx-padding: 12 16 16 16; -fx-background-color: white;");
        var scroll = new ScrollPane(content);
        // The contents' links scroll the heading they name to the top.
        view.setOnAnchor(h -> {
            double room = content.getHeight() - scroll.getViewportBounds().getHeight();
            scroll.setVvalue(room <= 0 ? 0 : Math.min(1, h.getBoundsInParent().getMinY() / room));
        });
        scroll.setId("user-guide");
        scroll.setFitToWidth(true);
        guide = new Stage();
        guide.initOwner(owner.get());
        guide.setTitle("FlitLab user guide");
        guide.setScene(new Scene(scroll, 820, 640));
        guide.show();
    }

    private void showAbout() {
        Alert a = new Alert(Alert.AlertType.INFORMATION, null, ButtonType.CLOSE);
        a.setTitle("About FlitLab");
        a.setHeaderText("FlitLab " + version());
        Label text = new Label("A workbench and simulator for wormhole-routed and cut-through interconnection networks.\n\n"
                + "Java " + System.getProperty("java.version") + ", JavaFX " + System.getProperty("javafx.runtime.version", "?")
                + "\nHelp > User guide explains the window, the command line (flitlab --help) and the scenario files.");
        text.setId("about-text");
        text.setWrapText(true);
        text.setPrefWidth(460);
        a.getDialogPane().setContent(text);
        a.getDialogPane().setId("about-dialog");
        a.initOwner(owner.get());
        a.show();
    }

    /** One line per menu item with a shortcut: "Ctrl+O    File > Open…". */
    static List<String> shortcuts(MenuBar bar) {
        List<String> lines = new ArrayList<>();
        for (Menu m : bar.getMenus()) {
            collect(m, m.getText(), lines);
        }
        return lines;
    }

    private static void collect(Menu menu, String path, List<String> lines) {
        for (MenuItem i : menu.getItems()) {
            if (i instanceof Menu sub) {
                collect(sub, path + " > " + sub.getText(), lines);
            } else if (i.getAccelerator() != null) {
                lines.add(String.format("%-16s %s > %s", i.getAccelerator().getDisplayText(), path, i.getText()));
            }
        }
    }

    private void show() {
        TextArea text = new TextArea(String.join("\n", shortcuts(bar.get())));
        text.setEditable(false);
        text.setId("shortcuts-text");
        text.setStyle("-fx-font-family: monospace;");
        text.setPrefRowCount(24);
        text.setPrefColumnCount(48);
        Alert a = new Alert(Alert.AlertType.INFORMATION, null, ButtonType.CLOSE);
        a.setTitle("Keyboard shortcuts");
        a.setHeaderText("Keyboard shortcuts (also shown next to each menu item)");
        a.getDialogPane().setContent(text);
        a.getDialogPane().setId("shortcuts-dialog");
        a.initOwner(owner.get());
        a.show();
    }
}
