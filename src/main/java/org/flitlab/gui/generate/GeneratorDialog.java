package org.flitlab.gui.generate;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.VBox;
import javafx.stage.Window;
import org.flitlab.gui.common.Controls;
import org.flitlab.scenario.CatalogEntry;
import org.flitlab.scenario.Scenario;

/**
 * Network &gt; Generate: pick any topology of the catalogue, edit its parameters (labelled in words, the id in the
 * tooltip; checked as you type, each problem said as a sentence about its field, which turns red), and get a
 * scenario with the open scenario's network and traffic on it. The fields scroll, so OK and Cancel stay in view
 * whatever the number of parameters. The result is placed with the topology's own layout hints. FX thread only.
 */
public final class GeneratorDialog extends Dialog<TopologyGenerator.Generated> {
    private final TopologyGenerator generator;
    private final Scenario base;
    private final ComboBox<CatalogEntry<?>> family = new ComboBox<>();
    private final GridPane form = Controls.form();
    private final Label description = new Label();
    private final Label error = new Label();
    private final Map<String, TextField> fields = new LinkedHashMap<>();
    private final Map<String, String> defaults = new LinkedHashMap<>();
    /** The fields' area: scrolls when a topology has many parameters, so the buttons below stay visible. */
    private final ScrollPane formArea = new ScrollPane(form);
    private TopologyGenerator.Generated current;
    /** Height of the fields' area: six rows; more scroll. */
    private static final double FIELDS_HEIGHT = 6 * 34;

    /** A dialog over {@code owner} that starts on family {@code startId} with {@code base}'s other sections. */
    public GeneratorDialog(Window owner, TopologyGenerator generator, Scenario base, String startId) {
        this.generator = generator;
        this.base = base;
        initOwner(owner);
        setTitle("Generate a network");
        setHeaderText("Pick a topology from the catalogue and set its parameters");
        family.setId("gen-family");
        family.getItems().setAll(generator.families());
        family.setCellFactory(v -> new FamilyCell());
        family.setButtonCell(new FamilyCell());
        Controls.tip(family, "Every topology the catalogue knows, from the studies (AN1, C104, Myrinet, ServerNet...)");
        description.setWrapText(true);
        description.setId("gen-description");
        error.setId("gen-error");
        error.getStyleClass().add("error");
        error.setWrapText(true);
        formArea.setId("gen-fields");
        formArea.setFitToWidth(true);
        formArea.setHbarPolicy(ScrollPane.ScrollBarPolicy.NEVER);
        formArea.setPrefViewportHeight(FIELDS_HEIGHT);
        formArea.setMaxHeight(FIELDS_HEIGHT + 4);
        VBox box = new VBox(8, family, description, formArea, error);
        box.setPrefWidth(520);
        getDialogPane().setContent(box);
        setResizable(true);
        getDialogPane().getButtonTypes().addAll(ButtonType.OK, ButtonType.CANCEL);
        getDialogPane().lookupButton(ButtonType.OK).setId("gen-ok");
        getDialogPane().setId("generator-dialog");
        family.valueProperty().addListener((o, was, now) -> showFamily(now));
        family.setValue(generator.families().stream().filter(e -> e.id().equals(startId)).findFirst()
                .orElse(generator.families().get(0)));
        setResultConverter(b -> b != null && b.getButtonData() == ButtonBar.ButtonData.OK_DONE ? current : null);
    }

    private void showFamily(CatalogEntry<?> e) {
        form.getChildren().clear();
        fields.clear();
        defaults.clear();
        description.setText(e.displayName() + ": " + e.description() + ".");
        int row = 0;
        for (Map.Entry<String, String> f : generator.defaults(base, e.id()).entrySet()) {
            TextField t = new TextField(FieldText.shown(f.getValue()));
            t.setId("gen-" + f.getKey());
            String list = FieldText.isNumberList(f.getValue()) ? "; numbers separated by commas" : "";
            Controls.tip(t, FieldText.label(f.getKey()) + " of the " + e.displayName() + " topology (parameter "
                    + f.getKey() + "; default " + FieldText.shown(f.getValue()) + list + ")");
            t.textProperty().addListener((o, was, now) -> validate());
            fields.put(f.getKey(), t);
            defaults.put(f.getKey(), f.getValue());
            Label label = new Label(FieldText.label(f.getKey()));
            label.setLabelFor(t);
            form.addRow(row++, label, t);
        }
        formArea.setVvalue(0);
        validate();
    }

    private void validate() {
        Map<String, String> values = new LinkedHashMap<>();
        fields.forEach((k, t) -> values.put(k, FieldText.json(t.getText(), defaults.get(k))));
        current = generator.generate(base, family.getValue().id(), values);
        fields.forEach((k, t) -> t.getStyleClass().remove("field-error"));
        List<String> sentences = new ArrayList<>();
        for (String p : current.problems()) {
            String id = fields.keySet().stream().filter(k -> p.startsWith("$.topology.params." + k + ":")
                    || p.startsWith("$.topology.params." + k + "[")).findFirst().orElse(null);
            sentences.add(FieldText.sentence(p, id == null ? null : defaults.get(id)));
            if (id != null && !fields.get(id).getStyleClass().contains("field-error")) {
                fields.get(id).getStyleClass().add("field-error");
            }
        }
        error.setText(current.ok() ? String.join(" ", current.notes()) : String.join("\n", sentences));
        error.getStyleClass().removeAll("error", "note");
        error.getStyleClass().add(current.ok() ? "note" : "error");
        getDialogPane().lookupButton(ButtonType.OK).setDisable(!current.ok());
    }

    /** The family's fields by parameter name, for tests. */
    public Map<String, TextField> fields() {
        return fields;
    }

    public ComboBox<CatalogEntry<?>> family() {
        return family;
    }

    private static final class FamilyCell extends ListCell<CatalogEntry<?>> {
        @Override
        protected void updateItem(CatalogEntry<?> e, boolean empty) {
            super.updateItem(e, empty);
            setText(empty || e == null ? null : e.displayName() + "  (" + e.id() + ")");
        }
    }
}
