package org.flitlab.gui.editor;

import javafx.beans.binding.Bindings;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.VBox;
import org.flitlab.gui.WorkbenchModel;
import org.flitlab.gui.common.Controls;
import org.flitlab.gui.run.NetworkSetup;
import org.flitlab.gui.run.RoutingChoice;

/**
 * The right-hand inspector: the open example's name and description, its editable parameters with validation
 * messages, the routing explanation (or the selected route), and the deadlock explanation when there is one.
 * FX thread only.
 */
public final class InspectorView extends VBox {

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
        description.setWrapText(true);
        description.getStyleClass().add("description");
        model.setupProperty().addListener((o, was, now) -> {
            title.setText(now == null ? "" : now.name());
            description.setText(now == null ? "" : describe(now));
        });

        ComboBox<RoutingChoice> routing = new ComboBox<>();
        routing.setId("routing");
        routing.getItems().setAll(RoutingChoice.standard());
        routing.valueProperty().bindBidirectional(m.routingProperty());
        routing.setMaxWidth(Double.MAX_VALUE);
        Controls.tip(routing, "The routing algorithm: which outputs a worm's head may take at each switch");
        TextField load = field("offered-load", m.offeredLoadProperty(), "Flits per tick each host offers, above 0 and at most 1");
        TextField packet = field("packet-flits", m.packetFlitsProperty(), "Packet (worm) length in flits, 1 to 4096");
        TextField buffer = field("buffer-flits", m.bufferFlitsProperty(), "Switch input buffer per virtual channel, in flits");
        TextField seed = field("seed", m.seedProperty(), "Seed of the random traffic: the same seed replays the same run");
        GridPane grid = Controls.form();
        grid.addRow(0, new Label("Routing"), routing);
        grid.addRow(1, new Label("Offered load"), load);
        grid.addRow(2, new Label("Packet (flits)"), packet);
        grid.addRow(3, new Label("Buffer (flits)"), buffer);
        grid.addRow(4, new Label("Seed"), seed);
        Label error = new Label();
        error.setId("inspector-error");
        error.getStyleClass().add("error");
        error.setWrapText(true);
        error.textProperty().bind(m.errorProperty());
        error.visibleProperty().bind(m.errorProperty().isNotEmpty());
        error.managedProperty().bind(error.visibleProperty());
        Button apply = Controls.button("apply", "Apply", "Apply the parameters and restart the animation (Enter); undo with Ctrl+Z",
                e -> model.applyInspector());
        apply.setDefaultButton(true);
        apply.getStyleClass().add("primary");

        Label explanation = new Label();
        explanation.setId("explanation");
        explanation.getStyleClass().add("explanation");
        explanation.setWrapText(true);
        explanation.textProperty().bind(model.explanationProperty());

        Label deadlock = new Label();
        deadlock.setId("deadlock-explanation");
        deadlock.getStyleClass().add("deadlock");
        deadlock.setWrapText(true);
        deadlock.textProperty().bind(Bindings.createStringBinding(() -> {
            var s = model.live().snapshot();
            return s == null || s.deadlock() == null ? "" : "DEADLOCK at tick " + s.deadlock().tick() + ": "
                    + org.flitlab.gui.run.BlockedWorms.of(s).size() + " worms blocked (red rings). "
                    + s.deadlock().explanation() + " The red dashed channels form the cycle of waits.";
        }, model.live().snapshotProperty()));
        deadlock.visibleProperty().bind(deadlock.textProperty().isNotEmpty());
        deadlock.managedProperty().bind(deadlock.visibleProperty());

        getChildren().addAll(title, description, deadlock, new ElementInspector(model), Controls.heading("Parameters"), grid, error, apply,
                Controls.heading("Routing"), explanation);
    }

    private static String describe(NetworkSetup s) {
        return s.description() + " " + s.topology().switchCount() + " switches, " + s.topology().hostCount() + " hosts.";
    }

    private static TextField field(String id, javafx.beans.property.StringProperty value, String tip) {
        TextField f = new TextField();
        f.setId(id);
        f.setPrefColumnCount(7);
        f.textProperty().bindBidirectional(value);
        return Controls.tip(f, tip);
    }
}
