package org.flitlab.gui.editor;

import java.util.Map;
import javafx.application.Platform;
import javafx.beans.binding.Bindings;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Control;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.VBox;
import org.flitlab.gui.WorkbenchModel;
import org.flitlab.gui.common.Controls;
import org.flitlab.gui.common.ScrollReveal;
import org.flitlab.gui.run.BlockedWorms;
import org.flitlab.scenario.Catalog;

/**
 * The right-hand inspector: a form over the open scenario (its name and description, every catalogue choice with
 * its parameters, the plain numbers) with one Apply, every problem listed at once; then the routing explanation
 * (or the selected route) and the deadlock explanation when there is one. FX thread only.
 */
public final class InspectorView extends VBox {
    /** Ids kept for the fields users and tests know by name. */
    private static final Map<String, String> FIELD_IDS = Map.of("traffic.arrivals.params.offeredLoad", "offered-load",
            "traffic.sizes.params.flits", "packet-flits", "network.bufferFlits", "buffer-flits", "run.seed", "seed");
    private static final double PARAM_LABEL_WIDTH = 130;
    /** A drop-down's preferred width; it grows to the panel's. */
    private static final double CHOICE_WIDTH = 120;

    public InspectorView(WorkbenchModel model) {
        setId("inspector");
        getStyleClass().add("inspector");
        setSpacing(8);
        InspectorModel m = model.inspector();
        Label title = new Label();
        title.setId("setup-name");
        title.getStyleClass().add("title");
        title.setWrapText(true);
        Label description = new Label();
        description.setId("setup-description");
        description.setWrapText(true);
        description.getStyleClass().add("description");
        Runnable names = () -> {
            var now = model.setup();
            title.setText(now == null ? "" : now.name());
            description.setText(now == null ? "" : now.description() + " " + now.topology().switchCount() + " switches, "
                    + now.topology().hostCount() + " hosts.");
        };
        model.setupProperty().addListener((o, was, now) -> names.run());
        names.run();

        GridPane grid = Controls.form();
        Runnable layout = () -> fill(grid, m);
        m.choices().forEach(c -> c.params().addListener((ListChangeListener<InspectorModel.ParamField>) ch -> layout.run()));
        layout.run();
        Label error = errorLabel(m);
        Button apply = applyButton(model);
        Label explanation = explanationLabel(model);
        Label deadlock = deadlockLabel(model);

        Label hint = new Label("Every choice of the scenario; Apply makes them one edit (Ctrl+Z undoes it).");
        hint.setWrapText(true);
        getChildren().addAll(title, description, deadlock, new ElementInspector(model), Controls.heading("Routing"), explanation,
                Controls.heading("Scenario"), hint, apply, error, grid);
    }

    /** The inspector's rejection of the fields, shown only while there is one. */
    private static Label errorLabel(InspectorModel m) {
        Label error = new Label();
        error.setId("inspector-error");
        error.getStyleClass().add("error");
        error.setWrapText(true);
        error.textProperty().bind(m.errorProperty());
        error.visibleProperty().bind(m.errorProperty().isNotEmpty());
        error.managedProperty().bind(error.visibleProperty());
        // Apply (or Enter) is often pressed in a field far below the message: a refusal scrolls into view.
        error.textProperty().addListener((o, was, now) -> {
            if (!now.isEmpty()) {
                Platform.runLater(() -> ScrollReveal.show(error));
            }
        });
        return error;
    }

    private static Button applyButton(WorkbenchModel model) {
        Button apply = Controls.button("apply", "Apply", "Apply every field as one edit and restart the animation (Enter); undo with Ctrl+Z",
                e -> model.applyInspector());
        apply.setDefaultButton(true);
        apply.getStyleClass().add("primary");
        return apply;
    }

    private static Label explanationLabel(WorkbenchModel model) {
        Label explanation = new Label();
        explanation.setId("explanation");
        explanation.getStyleClass().add("explanation");
        explanation.setWrapText(true);
        explanation.textProperty().bind(model.explanationProperty());
        return explanation;
    }

    /** What deadlocked and why, following the live snapshot; hidden while the network is not deadlocked. */
    private static Label deadlockLabel(WorkbenchModel model) {
        Label deadlock = new Label();
        deadlock.setId("deadlock-explanation");
        deadlock.getStyleClass().add("deadlock");
        deadlock.setWrapText(true);
        deadlock.textProperty().bind(Bindings.createStringBinding(() -> {
            var s = model.live().snapshot();
            return s == null || s.deadlock() == null ? "" : "DEADLOCK at tick " + s.deadlock().tick() + ": "
                    + BlockedWorms.of(s).size() + " worms blocked (red rings). "
                    + s.deadlock().explanation() + " The red dashed channels form the cycle of waits.";
        }, model.live().snapshotProperty()));
        deadlock.visibleProperty().bind(deadlock.textProperty().isNotEmpty());
        deadlock.managedProperty().bind(deadlock.visibleProperty());
        return deadlock;
    }

    /** Lays the form out again: the parameter rows follow the chosen entries. */
    private static void fill(GridPane grid, InspectorModel m) {
        grid.getChildren().clear();
        int row = 0;
        for (ChoiceField c : m.choices()) {
            // The choice's name above its drop-down, which takes the panel's whole width: beside a label column it
            // cut names short at a projector's larger font ("IMS C10...").
            grid.add(new Label(c.slot().label()), 0, row++, 2, 1);
            grid.add(combo(c), 0, row++, 2, 1);
            for (InspectorModel.ParamField p : c.params()) {
                Control f = field(p, "Parameter " + p.path());
                if (f instanceof ComboBox<?> box) {
                    // A named value under its name, the panel's width: beside the names' column a projector's 18-24 px
                    // font cut "random" to "ran..." (nothing at all before the names wrapped).
                    grid.add(paramLabel(p.label()), 0, row++, 2, 1);
                    box.setMaxWidth(Double.MAX_VALUE);
                    GridPane.setMargin(box, new Insets(0, 0, 0, 12));
                    grid.add(box, 0, row++, 2, 1);
                } else {
                    grid.addRow(row++, paramLabel(p.label()), f);
                }
            }
            if (c.slot().path().equals(InspectorSlot.NUMBERS_AFTER)) {
                for (InspectorModel.ParamField n : m.numbers()) {
                    grid.addRow(row++, nameLabel(n.label()), field(n, n.path()));
                }
            }
        }
        TextField name = new TextField();
        name.setId("scenario-name");
        name.textProperty().bindBidirectional(m.nameProperty());
        grid.addRow(row++, nameLabel("Name"), Controls.tip(name, "The scenario's name: it titles the window, charts and files"));
        TextArea text = new TextArea();
        text.setId("scenario-description");
        text.setWrapText(true);
        text.setPrefRowCount(2);
        text.textProperty().bindBidirectional(m.descriptionProperty());
        grid.addRow(row++, nameLabel("Description"), Controls.tip(text, "What the scenario shows, saved with it"));
    }

    /**
     * A parameter's name, indented under its choice and wrapped past {@value #PARAM_LABEL_WIDTH} px: one long name
     * ("terminal output buffer flits") would otherwise widen the label column and cut every choice's name short.
     */
    private static Label paramLabel(String text) {
        Label l = nameLabel(text);
        l.setPadding(new Insets(0, 0, 0, 12));
        return l;
    }

    /**
     * A field's name in the form's first column, wrapped past {@value #PARAM_LABEL_WIDTH} px: at a projector's 22-24 px
     * one long name ("Packets/point") made the column so wide that the fields beside it showed nothing.
     */
    private static Label nameLabel(String text) {
        Label l = new Label(text);
        l.setWrapText(true);
        l.setMaxWidth(PARAM_LABEL_WIDTH);
        return l;
    }

    private static ComboBox<String> combo(ChoiceField c) {
        ComboBox<String> box = new ComboBox<>();
        box.setId(c.slot().path().equals("routing") ? "routing" : "choice-" + c.slot().path().replace('.', '-'));
        box.setMaxWidth(Double.MAX_VALUE);
        box.getItems().setAll(c.ids());
        box.valueProperty().bindBidirectional(c.idProperty());
        // Not as wide as its longest entry: the panel sets the width, and a long name wraps in the box instead.
        box.setPrefWidth(CHOICE_WIDTH);
        box.setCellFactory(v -> new Cell(c));
        box.setButtonCell(new ShownCell(c));
        Controls.tip(box, tip(c, c.idProperty().get()));
        box.valueProperty().addListener((o, was, now) -> box.getTooltip().setText(tip(c, now)));
        return box;
    }

    private static String tip(ChoiceField c, String id) {
        return Catalog.standard().find(c.slot().kind(), id == null ? "" : id)
                .map(e -> e.displayName() + " (id \"" + e.id() + "\" at " + c.slot().idPath() + "): " + e.description())
                .orElse(c.slot().label());
    }

    /** Shows the catalogue's display name; the id is in the tooltip. */
    private static class Cell extends ListCell<String> {
        private final ChoiceField c;

        Cell(ChoiceField c) {
            this.c = c;
        }

        @Override
        protected void updateItem(String id, boolean empty) {
            super.updateItem(id, empty);
            setText(empty || id == null ? null : ChoiceLabels.name(c.slot().kind(), id));
        }
    }

    /**
     * The drop-down's own face: the chosen name wrapped onto a second line where the panel is too narrow for it (a
     * projector's larger font), never cut short. The drop-down asks its height for its own width or none, so the
     * cell answers for the width it was last given, and asks again when that changes.
     */
    private static final class ShownCell extends Cell {
        ShownCell(ChoiceField c) {
            super(c);
            setWrapText(true);
            widthProperty().addListener((o, was, now) -> {
                if (getParent() != null) {
                    getParent().requestLayout();
                }
            });
        }

        @Override
        protected double computePrefHeight(double width) {
            return super.computePrefHeight(getWidth() > 0 ? getWidth() : width);
        }
    }

    private static Control field(InspectorModel.ParamField p, String tip) {
        return ParamEditors.of(p, FIELD_IDS.getOrDefault(p.path(), "param-" + p.path().replace('.', '-')), tip);
    }
}
