package org.flitlab.gui.editor;

import java.util.Arrays;
import java.util.List;
import javafx.beans.binding.Bindings;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Control;
import javafx.scene.control.TextField;
import javafx.util.StringConverter;
import org.flitlab.gui.common.Controls;
import org.flitlab.scenario.EnumNames;

/**
 * The control that edits one parameter of the inspector's form: a check box for a yes-or-no parameter, a drop-down of
 * the file's spellings for a named choice, a text field for a number or anything else. Each is bound to the field's
 * text, so Apply reads and checks every kind alike, and a user can no longer type "ture" where only two values exist.
 */
final class ParamEditors {
    /** The options of a yes-or-no parameter, as a scenario file writes them. */
    static final List<String> FLAG = List.of("false", "true");

    private ParamEditors() {
    }

    /** The values a parameter of this Java type can take in a file, or none when it is free text (numbers, lists). */
    static List<String> optionsOf(Class<?> type) {
        if (type == boolean.class) {
            return FLAG;
        }
        if (type.isEnum()) {
            return Arrays.stream(type.getEnumConstants()).map(c -> EnumNames.of((Enum<?>) c)).toList();
        }
        return List.of();
    }

    static Control of(InspectorModel.ParamField p, String id, String tip) {
        Control c;
        if (p.options().equals(FLAG)) {
            c = checkBox(p);
        } else if (!p.options().isEmpty()) {
            c = choice(p);
        } else {
            TextField f = new TextField();
            f.setPrefColumnCount(7);
            f.textProperty().bindBidirectional(p.text());
            c = f;
        }
        c.setId(id);
        return Controls.tip(c, tip);
    }

    private static CheckBox checkBox(InspectorModel.ParamField p) {
        CheckBox box = new CheckBox();
        // Set from the text first: the binding below starts by writing the box's state into the text.
        box.setSelected(isTrue(p.text().get()));
        Bindings.bindBidirectional(p.text(), box.selectedProperty(), new StringConverter<Boolean>() {
            @Override
            public String toString(Boolean selected) {
                return Boolean.toString(Boolean.TRUE.equals(selected));
            }

            @Override
            public Boolean fromString(String text) {
                return isTrue(text);
            }
        });
        return box;
    }

    private static ComboBox<String> choice(InspectorModel.ParamField p) {
        ComboBox<String> box = new ComboBox<>();
        box.getItems().setAll(p.options());
        box.valueProperty().bindBidirectional(p.text());
        return box;
    }

    private static boolean isTrue(String text) {
        return text != null && text.trim().equalsIgnoreCase("true");
    }
}
