package org.flitlab.gui.present;

import java.util.function.Supplier;
import javafx.beans.property.BooleanProperty;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.input.KeyCombination;
import javafx.stage.Window;

/**
 * Adds the classroom items to the window's menus: View &gt; Chart in presentation (F6) and Full screen (F11),
 * next to Presentation mode (F5); File &gt; Export &gt; Network for slides and Run segment as animated GIF. The menu
 * bar stays in presentation mode, so these keys work there. FX thread only.
 */
public final class PresentationMenu {
    private PresentationMenu() {
    }

    /**
     * Adds the items to {@code bar}'s menus with ids {@code menu-view} and {@code menu-export} (wherever they are).
     *
     * @param presenting the window model's presentation flag (F6 turns it on)
     */
    public static void addTo(MenuBar bar, BooleanProperty presenting, PresentationLayout layout, SlideExports slides,
                             Supplier<GifExportDialog> gif, Supplier<Window> owner) {
        MenuItem chart = item("presentation-chart-item", "Chart in presentation (canvas, both, chart)", "F6", () -> {
            if (presenting.get()) {
                layout.showProperty().set(layout.showProperty().get().next());
            } else {
                layout.showProperty().set(PresentationLayout.Show.CANVAS_AND_CHART);
                presenting.set(true);
            }
        });
        MenuItem full = item("full-screen-item", "Full screen", "F11", layout::toggleFullScreen);
        Menu view = find(bar, "menu-view");
        int at = view.getItems().indexOf(find(view.getItems(), "presentation-item")) + 1;
        view.getItems().addAll(at, java.util.List.of(chart, full));
        MenuItem slide = item("export-slide-item", "Network for slides (1920 x 1080 PNG or SVG)\u2026", null,
                () -> slides.exportSlide(owner.get()));
        MenuItem segment = item("export-gif-item", "Run segment as animated GIF\u2026", null, () -> gif.get().show(owner.get()));
        Menu export = find(bar, "menu-export");
        export.getItems().addAll(slide, segment);
    }

    private static MenuItem item(String id, String text, String keys, Runnable action) {
        MenuItem i = new MenuItem(text);
        i.setId(id);
        if (keys != null) {
            i.setAccelerator(KeyCombination.keyCombination(keys));
        }
        i.setOnAction(e -> action.run());
        return i;
    }

    private static Menu find(MenuBar bar, String id) {
        for (Menu m : bar.getMenus()) {
            MenuItem found = id.equals(m.getId()) ? m : find(m.getItems(), id);
            if (found instanceof Menu menu) {
                return menu;
            }
        }
        throw new IllegalStateException("the menu bar has no menu with id " + id);
    }

    private static MenuItem find(java.util.List<MenuItem> items, String id) {
        for (MenuItem i : items) {
            if (id.equals(i.getId())) {
                return i;
            }
            if (i instanceof Menu m) {
                MenuItem inner = find(m.getItems(), id);
                if (inner != null) {
                    return inner;
                }
            }
        }
        return null;
    }
}
