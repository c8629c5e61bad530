package org.flitlab.gui;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TextArea;
import javafx.scene.input.KeyCombination;
import javafx.stage.Window;

/**
 * Help &gt; Keyboard shortcuts: the table is read from the menu bar's own accelerators, so it always lists exactly
 * the shortcuts that work. FX thread only.
 */
final class HelpMenu {
    private final Supplier<MenuBar> bar;
    private final Supplier<Window> owner;

    HelpMenu(Supplier<MenuBar> bar, Supplier<Window> owner) {
        this.bar = bar;
        this.owner = owner;
    }

    Menu menu() {
        MenuItem keys = new MenuItem("Keyboard shortcuts");
        keys.setId("shortcuts-item");
        keys.setAccelerator(KeyCombination.keyCombination("F1"));
        keys.setOnAction(e -> show());
        Menu help = new Menu("Help", null, keys);
        help.setId("menu-help");
        return help;
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
