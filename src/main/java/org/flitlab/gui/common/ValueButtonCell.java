package org.flitlab.gui.common;

import javafx.scene.control.ComboBox;
import javafx.scene.control.ListCell;

/**
 * A combo box's button cell that always shows the box's value (or its prompt when there is none). The default one
 * shows what the skin last gave it, and when a box's list is replaced while its value stays (a sample's own series or
 * swept path joining the list as it opens) the skin gives it nothing: the box read blank although it held a value.
 *
 * @param <T> the box's item type, shown by its {@code toString}
 */
public final class ValueButtonCell<T> extends ListCell<T> {
    private final ComboBox<T> box;

    private ValueButtonCell(ComboBox<T> box) {
        this.box = box;
    }

    /** Gives {@code box} a button cell that follows its value. */
    public static <T> void install(ComboBox<T> box) {
        ValueButtonCell<T> cell = new ValueButtonCell<>(box);
        box.setButtonCell(cell);
        box.valueProperty().addListener((o, was, now) -> cell.show());
        box.promptTextProperty().addListener((o, was, now) -> cell.show());
        cell.show();
    }

    @Override
    protected void updateItem(T item, boolean empty) {
        super.updateItem(item, empty);
        show();
    }

    private void show() {
        T value = box.getValue();
        setText(value == null ? box.getPromptText() : value.toString());
    }
}
