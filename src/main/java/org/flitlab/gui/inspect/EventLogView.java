package org.flitlab.gui.inspect;

import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import java.util.function.Predicate;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.collections.transformation.FilteredList;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import org.flitlab.gui.common.Controls;
import org.flitlab.network.RunEvents;
import org.flitlab.network.WormEvent;
import org.flitlab.topology.Topology;

/**
 * The run's event log as a table (tick, packet, where, what happened), newest at the bottom, with a filter:
 * each word typed must match a row's packet ("12" or "#12"), the name of the switch or host where it happened
 * ("s5"), or its kind ("blocked"). FX thread only.
 */
final class EventLogView {
    private final ObservableList<WormEvent> rows = FXCollections.observableArrayList();
    private final FilteredList<WormEvent> shown = new FilteredList<>(rows);
    private final TableView<WormEvent> table = Columns.table("event-log", "No events yet: press Play");
    /** The network the events happened in, for node names. */
    private Topology topology;
    private final TextField filter = new TextField();
    private final Label count = new Label();
    private final VBox box;

    EventLogView() {
        // The kind is the line's first words ("blocked at s5 ..."), so it needs no column of its own.
        Columns.add(table, "Tick", WormEvent::ticks, 75);
        Columns.add(table, "Packet", e -> "#" + e.packetId(), 60);
        Columns.add(table, "Where", this::where, 55);
        Columns.add(table, "What happened", WormEvent::text, 0);
        table.setItems(shown);
        filter.setId("event-filter");
        filter.setPromptText("filter: packet (#12), switch (s5) or kind (blocked)");
        Controls.tip(filter, "Words to match, all of them: a packet number, a switch or host name, or a kind of event "
                + "(generated, injected, arrived, waiting, blocked, routed, stalled, delivered)");
        filter.textProperty().addListener((o, was, now) -> applyFilter());
        count.setId("event-count");
        HBox top = new HBox(8, filter, count);
        HBox.setHgrow(filter, Priority.ALWAYS);
        box = new VBox(4, top, table);
        box.getStyleClass().add("inspect-panel");
        // Never larger than the pane gives: the chart tabs they share must not push the canvas area smaller.
        box.setMinSize(0, 0);
        VBox.setVgrow(table, Priority.ALWAYS);
    }

    VBox node() {
        return box;
    }

    /** Empties the log (another network); keeps the filter. */
    void clear() {
        rows.clear();
        updateCount();
    }

    /** Replaces the rows with every event {@code run} holds; keeps the filter. */
    void show(RunEvents run, Topology t) {
        topology = t;
        List<WormEvent> all = run == null ? List.of() : run.all();
        boolean atEnd = table.getItems().isEmpty() || isLastVisible();
        rows.setAll(all);
        updateCount();
        if (atEnd && !shown.isEmpty()) {
            table.scrollTo(shown.size() - 1);
        }
    }

    private boolean isLastVisible() {
        var skin = table.lookup(".virtual-flow");
        return !(skin instanceof javafx.scene.control.skin.VirtualFlow<?> flow) || flow.getLastVisibleCell() == null
                || flow.getLastVisibleCell().getIndex() >= shown.size() - 2;
    }

    private void applyFilter() {
        shown.setPredicate(matcher(filter.getText(), this::where));
        updateCount();
    }

    private void updateCount() {
        count.setText(String.format(Locale.ROOT, "%,d of %,d events", shown.size(), rows.size()));
    }

    /** Rows matching every word of {@code text} (see the class comment); all rows when it is blank. */
    static Predicate<WormEvent> matcher(String text, Function<WormEvent, String> where) {
        Predicate<WormEvent> all = e -> true;
        for (String word : text.trim().toLowerCase(Locale.ROOT).split("\\s+")) {
            if (!word.isEmpty()) {
                all = all.and(word(word, where));
            }
        }
        return all;
    }

    private static Predicate<WormEvent> word(String word, Function<WormEvent, String> where) {
        String bare = word.startsWith("#") ? word.substring(1) : word;
        boolean number = !bare.isEmpty() && Character.isDigit(bare.charAt(0));
        return e -> Long.toString(e.packetId()).equals(bare) || where.apply(e).equalsIgnoreCase(word)
                || !number && (e.kind().label().contains(word) || e.kind().name().toLowerCase(Locale.ROOT).startsWith(word));
    }

    /** The name of the node where {@code e} happened. */
    private String where(WormEvent e) {
        return topology == null || e.node() >= topology.nodeCount() ? "" : topology.node(e.node()).name();
    }
}
