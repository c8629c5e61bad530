package org.flitlab.gui.inspect;

import java.util.function.Function;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;

/** Text columns for the inspectors' tables. */
final class Columns {
    private Columns() {
    }

    /** Adds a column titled {@code title} showing {@code text} of each row, {@code width} pixels wide (0: the rest). */
    static <T> TableColumn<T, String> add(TableView<T> table, String title, Function<T, String> text, double width) {
        TableColumn<T, String> c = new TableColumn<>(title);
        c.setCellValueFactory(row -> new ReadOnlyStringWrapper(text.apply(row.getValue())));
        c.setSortable(false);
        if (width > 0) {
            // Narrow columns keep their width; the last (width 0) takes the rest of the table.
            c.setPrefWidth(width);
            c.setMaxWidth(width * 1.2);
        }
        table.getColumns().add(c);
        return c;
    }

    /** A table that fills its last column and says {@code empty} when it has no rows. */
    static <T> TableView<T> table(String id, String empty) {
        TableView<T> t = new TableView<>();
        t.setId(id);
        t.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY);
        t.setPlaceholder(new javafx.scene.control.Label(empty));
        return t;
    }
}
