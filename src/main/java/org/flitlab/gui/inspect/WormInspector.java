package org.flitlab.gui.inspect;

import java.util.List;
import java.util.Locale;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.flitlab.network.LatencySplit;
import org.flitlab.network.PacketTrace;
import org.flitlab.network.RunEvents;
import org.flitlab.network.WormEvent;
import org.flitlab.topology.Topology;

/**
 * The followed worm: who it is, its story as a table (tick, what happened: generated, injected, arrived, blocked
 * waiting for a channel held by another packet, routed, delivered) and, once delivered, its latency split as a bar
 * and as a sum. FX thread only.
 */
final class WormInspector {
    /** The parts' names, in the bar's order, with the style class that colours each. */
    static final String[] PARTS = {"source queue", "routing", "wires", "blocking", "serialisation", "other"};
    /** Each part's colour in the bar: blocking red, the zero-load parts calm, none of them the canvas key's. */
    private static final String[] COLOURS = {"#8c8c8c", "#4e79a7", "#3b8f8a", "#d62728", "#59a14f", "#9467bd"};

    private static final String PROMPT = "Click a worm on the canvas to follow it.";

    private final Label title = new Label(PROMPT);
    private final Label split = new Label();
    private final HBox bar = new HBox();
    private final TableView<WormEvent> events = Columns.table("worm-events", "No worm followed");
    private final VBox box;

    WormInspector() {
        title.setId("worm-title");
        title.getStyleClass().add("inspect-title");
        split.setId("worm-split");
        split.setWrapText(true);
        split.setMaxWidth(Double.MAX_VALUE);
        split.setMinHeight(Region.USE_PREF_SIZE);
        bar.setId("worm-split-bar");
        bar.setMinHeight(24);
        bar.setPrefHeight(24);
        Columns.add(events, "Tick", WormEvent::ticks, 75);
        Columns.add(events, "What happened", WormEvent::text, 0);
        box = new VBox(4, title, bar, split, events);
        box.getStyleClass().add("inspect-panel");
        // Never larger than the pane gives: the chart tabs they share must not push the canvas area smaller.
        box.setMinSize(0, 0);
        VBox.setVgrow(events, Priority.ALWAYS);
    }

    VBox node() {
        return box;
    }

    /** Back to "nothing followed": the prompt, no story, no split (another network's packet numbers mean others). */
    void clear() {
        title.setText(PROMPT);
        events.getItems().clear();
        bar.getChildren().clear();
        split.setText("");
    }

    /** Shows packet {@code id} as {@code run} recorded it; {@code tick} is the animation's. */
    void show(long id, RunEvents run, Topology t, long tick) {
        PacketTrace tr = run == null ? null : run.trace(id);
        if (tr == null) {
            title.setText("Packet #" + id + ": not recorded (the animation was reset or it is too old).");
            events.getItems().clear();
            bar.getChildren().clear();
            split.setText("");
            return;
        }
        String state = tr.isDelivered() ? "delivered at tick " + tr.deliveredTick()
                : "in flight, age " + (tick - tr.generatedTick()) + " ticks";
        title.setText(String.format(Locale.ROOT, "Packet #%d: %s \u2192 %s, %d flits, %s", id,
                t.node(tr.sourceNode()).name(), t.node(tr.destinationNode()).name(), tr.lengthFlits(), state));
        List<WormEvent> story = run.eventsOf(id);
        if (!events.getItems().equals(story)) {
            events.getItems().setAll(story);
        }
        showSplit(run.split(id));
    }

    private void showSplit(LatencySplit s) {
        bar.getChildren().clear();
        if (s == null) {
            split.setText("Its latency is split into source queue, routing, wires, blocking and serialisation once it is delivered.");
            return;
        }
        long[] parts = {s.sourceQueue(), s.routing(), s.wires(), s.blocking(), s.serialisation(), s.other()};
        StringBuilder text = new StringBuilder("Latency " + s.latency() + " ticks =");
        for (int i = 0; i < parts.length; i++) {
            if (parts[i] == 0 && i == parts.length - 1) {
                continue;
            }
            text.append(i == 0 ? " " : " + ").append(PARTS[i]).append(' ').append(parts[i]);
            if (parts[i] > 0) {
                bar.getChildren().add(segment(i, parts[i], s.latency()));
            }
        }
        split.setText(text.toString());
    }

    /** A part of the bar, as wide as its share of the latency, named inside when it fits. */
    private Label segment(int part, long ticks, long total) {
        Label r = new Label(PARTS[part] + " " + ticks);
        r.setStyle("-fx-background-color: " + COLOURS[part] + "; -fx-text-fill: white; -fx-font-weight: bold; -fx-padding: 0 4;");
        r.setMinWidth(3);
        r.setMaxHeight(Double.MAX_VALUE);
        r.prefWidthProperty().bind(bar.widthProperty().multiply(ticks / (double) total));
        r.setTooltip(new Tooltip(PARTS[part] + ": " + ticks + " ticks"));
        return r;
    }
}
