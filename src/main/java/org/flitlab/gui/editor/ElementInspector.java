package org.flitlab.gui.editor;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.VBox;
import org.flitlab.gui.WorkbenchModel;
import org.flitlab.gui.common.Controls;
import org.flitlab.routing.updown.UpDownRouting;
import org.flitlab.topology.Link;
import org.flitlab.topology.Node;
import org.flitlab.topology.Topology;

/**
 * The inspector's "Selected" section: what the Select tool last clicked. A switch shows its ports (count and what
 * each connects to), buffer, port limit and role (up*&#47;down* root, server hosts); a host its role and switch; a
 * link its delay in ticks and length in metres. Port limit, delay and length are editable: each field is checked
 * as it is typed (the message names the field, the value and the allowed range) and Apply makes one undoable
 * network edit through {@link WorkbenchModel#editNetwork}. FX thread only.
 */
public final class ElementInspector extends VBox {
    /** The longest link delay the field accepts, in ticks. */
    public static final int MAX_DELAY_TICKS = 10_000;
    /** The longest link the field accepts, in metres. */
    public static final double MAX_LENGTH_METERS = 100_000;

    private final WorkbenchModel model;
    private final Label summary = new Label();
    private final TextField first = new TextField();
    private final TextField second = new TextField();
    private final Label firstName = new Label();
    private final Label secondName = new Label();
    private final GridPane form = Controls.form();
    private final Label error = new Label();
    private final Button apply;

    public ElementInspector(WorkbenchModel model) {
        this.model = model;
        setId("element-inspector");
        setSpacing(6);
        summary.setId("element-summary");
        summary.setWrapText(true);
        first.setId("element-field-1");
        second.setId("element-field-2");
        Controls.tip(first, "The selected element's first editable value; Apply makes an undoable edit");
        Controls.tip(second, "The selected link's length in metres");
        first.setPrefColumnCount(7);
        second.setPrefColumnCount(7);
        form.addRow(0, firstName, first);
        form.addRow(1, secondName, second);
        error.setId("element-error");
        error.getStyleClass().add("error");
        error.setWrapText(true);
        error.managedProperty().bind(error.visibleProperty());
        apply = Controls.button("element-apply", "Apply to element", "Apply the edited fields as one undoable edit (Ctrl+Z)",
                e -> apply());
        first.textProperty().addListener((o, was, now) -> validate());
        second.textProperty().addListener((o, was, now) -> validate());
        model.selectedNodeProperty().addListener((o, was, now) -> refresh());
        model.selectedLinkProperty().addListener((o, was, now) -> refresh());
        model.setupProperty().addListener((o, was, now) -> refresh());
        getChildren().addAll(Controls.heading("Selected"), summary, form, error, apply);
        refresh();
    }

    private boolean linkShown() {
        return model.selectedLinkProperty().get() >= 0;
    }

    private void refresh() {
        var s = model.setup();
        int node = model.selectedNodeProperty().get();
        int link = model.selectedLinkProperty().get();
        boolean editable = false;
        if (s == null || node < 0 && link < 0 || node >= s.topology().nodeCount() || link >= s.topology().links().size()) {
            summary.setText("Nothing selected: click a switch, host or link with the Select tool.");
        } else if (link >= 0) {
            Link k = s.topology().link(link);
            Topology t = s.topology();
            boolean switchLink = t.isSwitch(k.nodeA()) && t.isSwitch(k.nodeB());
            summary.setText("Link " + t.node(k.nodeA()).name() + " \u2013 " + t.node(k.nodeB()).name() + ": delay "
                    + k.delayTicks() + " ticks, length " + ScenarioText.number(k.lengthMeters()) + " m."
                    + (switchLink ? "" : " A host's link: its delay is the catalogue's and is not edited here."));
            show("Delay (ticks)", Integer.toString(k.delayTicks()), "Length (m)", ScenarioText.number(k.lengthMeters()));
            editable = switchLink;
        } else if (s.topology().isSwitch(node)) {
            summary.setText(describeSwitch(node));
            Node n = s.topology().node(node);
            show("Port limit (0 = none)", n.portLimit() == Node.UNLIMITED ? "0" : Integer.toString(n.portLimit()), null, null);
            editable = true;
        } else {
            Topology t = s.topology();
            summary.setText("Host " + t.node(node).name() + ": " + t.node(node).role().name().toLowerCase(Locale.ROOT)
                    + ", on switch " + t.node(t.hostSwitch(node)).name() + ".");
        }
        form.setVisible(editable);
        form.setManaged(editable);
        apply.setVisible(editable);
        apply.setManaged(editable);
        validate();
    }

    private void show(String a, String aText, String b, String bText) {
        Controls.tip(first, a.startsWith("Delay") ? "Link delay in ticks, 1 to " + MAX_DELAY_TICKS + "; Apply makes an undoable edit"
                : "Most ports the switch may use, 0 for no limit; Apply makes an undoable edit");
        Controls.tip(second, "Link length in metres, for display, 0 to " + ScenarioText.number(MAX_LENGTH_METERS));
        firstName.setText(a);
        first.setText(aText);
        secondName.setText(b == null ? "" : b);
        second.setText(bText == null ? "" : bText);
        for (var n : List.of(secondName, second)) {
            n.setVisible(b != null);
            n.setManaged(b != null);
        }
    }

    private String describeSwitch(int node) {
        var s = model.setup();
        Topology t = s.topology();
        StringBuilder b = new StringBuilder("Switch " + t.node(node).name() + ": " + t.portCount(node) + " ports (");
        List<String> ends = new ArrayList<>();
        for (int p = 0; p < t.portCount(node); p++) {
            ends.add(p + "\u2192" + t.node(t.neighbor(node, p)).name());
        }
        b.append(String.join(", ", ends)).append("), buffer ").append(s.config().bufferFlits()).append(" flits per virtual channel, port limit ")
                .append(t.node(node).portLimit() == Node.UNLIMITED ? "none" : Integer.toString(t.node(node).portLimit())).append('.');
        try {
            if (s.routingAlgorithm() instanceof UpDownRouting ud) {
                b.append(ud.root() == node ? " Root of the up*/down* tree." : " Level " + ud.level(node) + " of the up*/down* tree.");
            }
        } catch (IllegalArgumentException e) {
            b.append(" (The routing cannot be built: ").append(e.getMessage()).append(')');
        }
        List<String> servers = new ArrayList<>();
        for (int h : t.hostsOf(node)) {
            if (t.node(h).isServer()) {
                servers.add(t.node(h).name());
            }
        }
        b.append(servers.isEmpty() ? " No server hosts." : " Server hosts: " + String.join(", ", servers) + '.');
        return b.toString();
    }

    /** Checks the fields now; shows the first problem and disables Apply while there is one. */
    private Optional<String> validate() {
        Optional<String> problem = Optional.empty();
        if (linkShown()) {
            problem = check("delay", first.getText(), 1, MAX_DELAY_TICKS, true, "ticks")
                    .or(() -> check("length", second.getText(), 0, MAX_LENGTH_METERS, false, "m"));
        } else if (model.selectedNodeProperty().get() >= 0 && model.setup() != null
                && model.selectedNodeProperty().get() < model.setup().topology().nodeCount()
                && model.setup().topology().isSwitch(model.selectedNodeProperty().get())) {
            int used = model.setup().topology().portCount(model.selectedNodeProperty().get());
            problem = check("port limit", first.getText(), 0, 4096, true, "ports")
                    .or(() -> {
                        int v = Integer.parseInt(first.getText().trim());
                        return v != 0 && v < used ? Optional.of("port limit is " + v + "; this switch uses " + used
                                + " ports, so it must be 0 (unlimited) or from " + used + " to 4096") : Optional.empty();
                    });
        }
        error.setText(problem.orElse(""));
        error.setVisible(problem.isPresent());
        apply.setDisable(problem.isPresent());
        return problem;
    }

    /**
     * The problem with {@code text} as field {@code name}, or empty: it must be a number (whole if {@code whole})
     * from {@code min} to {@code max} {@code unit}.
     */
    static Optional<String> check(String name, String text, double min, double max, boolean whole, String unit) {
        String t = text == null ? "" : text.trim();
        String range = "from " + ScenarioText.number(min) + " to " + ScenarioText.number(max) + " " + unit;
        double v;
        try {
            v = whole ? Long.parseLong(t) : Double.parseDouble(t);
        } catch (NumberFormatException e) {
            return Optional.of(name + " is '" + t + "'; it must be a " + (whole ? "whole " : "") + "number " + range);
        }
        if (!(v >= min && v <= max)) {
            return Optional.of(name + " is " + t + "; it must be " + range);
        }
        return Optional.empty();
    }

    private void apply() {
        if (validate().isPresent()) {
            return;
        }
        var t = model.setup().topology();
        if (linkShown()) {
            Link k = t.link(model.selectedLinkProperty().get());
            int index = switchLinkIndex(t, k.id());
            String a = t.node(k.nodeA()).name();
            String b = t.node(k.nodeB()).name();
            int delay = Integer.parseInt(first.getText().trim());
            double length = Double.parseDouble(second.getText().trim());
            if (model.editNetwork("link " + a + "-" + b + ": delay " + delay + ", length " + ScenarioText.number(length),
                    k2 -> k2.withLink(index, delay, length))) {
                reselectLink(a, b);
            }
        } else {
            int node = model.selectedNodeProperty().get();
            String name = t.node(node).name();
            int limit = Integer.parseInt(first.getText().trim());
            if (model.editNetwork("switch " + name + ": port limit " + limit, k -> k.withPortLimit(name, limit))) {
                model.nodeClicked(node);
            }
        }
    }

    /** The position of link {@code id} among the switch-to-switch links, the order {@link NetworkSketch} keeps. */
    private static int switchLinkIndex(Topology t, int id) {
        int index = 0;
        for (Link k : t.links()) {
            if (k.id() == id) {
                return index;
            }
            if (t.isSwitch(k.nodeA()) && t.isSwitch(k.nodeB())) {
                index++;
            }
        }
        throw new IllegalArgumentException("link id is " + id + "; it must be one of the " + t.links().size() + " links");
    }

    private void reselectLink(String a, String b) {
        Topology t = model.setup().topology();
        t.links().stream().filter(k -> {
            String x = t.node(k.nodeA()).name();
            String y = t.node(k.nodeB()).name();
            return x.equals(a) && y.equals(b) || x.equals(b) && y.equals(a);
        }).findFirst().ifPresent(k -> model.linkClicked(k.id()));
    }

    /** Numbers as a scenario file writes them: no trailing ".0". */
    private static final class ScenarioText {
        static String number(double v) {
            return v == Math.rint(v) && Math.abs(v) < 1e15 ? Long.toString((long) v) : Double.toString(v);
        }
    }
}
