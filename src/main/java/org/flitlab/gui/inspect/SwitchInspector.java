package org.flitlab.gui.inspect;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TableView;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import org.flitlab.network.HopTrace;
import org.flitlab.network.NetworkConfig;
import org.flitlab.network.NetworkSnapshot;
import org.flitlab.network.OutputArbitration;
import org.flitlab.network.PacketTrace;
import org.flitlab.network.RunEvents;
import org.flitlab.network.VcView;
import org.flitlab.topology.Topology;

/**
 * The inspected switch: each input buffer (per virtual channel) with its fill and the packets in it, each output
 * virtual channel with the packet holding it and the credits or STOP its sender sees, and the heads waiting for an
 * output in first-come-first-served order, next in line first. FX thread only.
 */
final class SwitchInspector {
    /** One virtual channel of a port: an input buffer (in) or an output lane (out). */
    record PortVc(String port, int vc, String buffer, String heldBy, String flow) {
    }

    private static final String PROMPT = "Click a switch on the canvas to inspect it.";

    private final Label title = new Label(PROMPT);
    private final TableView<PortVc> vcs = Columns.table("switch-vcs", "No switch selected");
    private final ListView<String> waiting = new ListView<>();
    private final Label waitingHeading = new Label("Waiting for an output, next in line first");
    private final VBox box;

    SwitchInspector() {
        title.setId("switch-title");
        title.getStyleClass().add("inspect-title");
        Columns.add(vcs, "Port", PortVc::port, 130);
        Columns.add(vcs, "VC", r -> Integer.toString(r.vc()), 40);
        Columns.add(vcs, "Buffer", PortVc::buffer, 90);
        Columns.add(vcs, "Held by", PortVc::heldBy, 90);
        Columns.add(vcs, "Flow control", PortVc::flow, 0);
        waiting.setId("switch-queue");
        waiting.setPlaceholder(new Label("No head is waiting"));
        VBox queue = new VBox(2, waitingHeading, waiting);
        VBox.setVgrow(waiting, Priority.ALWAYS);
        queue.setPrefWidth(300);
        HBox body = new HBox(6, vcs, queue);
        HBox.setHgrow(vcs, Priority.ALWAYS);
        box = new VBox(4, title, body);
        box.getStyleClass().add("inspect-panel");
        // Never larger than the pane gives: the chart tabs they share must not push the canvas area smaller.
        box.setMinSize(0, 0);
        VBox.setVgrow(body, Priority.ALWAYS);
    }

    VBox node() {
        return box;
    }

    /** Back to "nothing selected": the prompt and empty tables. */
    void clear() {
        title.setText(PROMPT);
        vcs.getItems().clear();
        waiting.getItems().clear();
    }

    /** Shows switch {@code node} as of snapshot {@code s}; {@code run} gives the waiting heads (null: none known). */
    void show(int node, Topology t, NetworkConfig config, NetworkSnapshot s, RunEvents run) {
        if (!t.isSwitch(node)) {
            title.setText(t.node(node).name() + " is a host: click a switch to see its buffers and arbitration.");
            vcs.getItems().clear();
            waiting.getItems().clear();
            return;
        }
        OutputArbitration arb = config.arbitration();
        title.setText(String.format(Locale.ROOT, "Switch %s at tick %,d \u00b7 %s output arbitration", t.node(node).name(),
                s.tick(), arb.name().toLowerCase(Locale.ROOT).replace('_', ' ')));
        waitingHeading.setText(arb == OutputArbitration.FCFS ? "Waiting for an output, next in line first"
                : "Waiting for an output, longest waiting first (" + arb.name().toLowerCase(Locale.ROOT).replace('_', ' ')
                + " arbitration picks among them)");
        vcs.getItems().setAll(rows(node, t, s));
        waiting.getItems().setAll(waitingLines(node, t, s.tick(), run));
    }

    private static List<PortVc> rows(int node, Topology t, NetworkSnapshot s) {
        List<PortVc> rows = new ArrayList<>();
        for (int port = 0; port < t.portCount(node); port++) {
            int in = t.channelOut(t.neighbor(node, port), t.neighborPort(node, port));
            String from = "in from " + t.node(t.neighbor(node, port)).name();
            for (VcView v : s.vcs()[in]) {
                rows.add(new PortVc(from, v.vc(), v.occupancy() + " of " + v.capacity() + " flits", owner(v), ""));
            }
        }
        for (int port = 0; port < t.portCount(node); port++) {
            int out = t.channelOut(node, port);
            String to = "out to " + t.node(t.neighbor(node, port)).name();
            for (VcView v : s.vcs()[out]) {
                rows.add(new PortVc(to, v.vc(), v.capacity() == 0 ? "host" : v.occupancy() + " of " + v.capacity() + " flits"
                        + " there", owner(v), flow(v)));
            }
        }
        return rows;
    }

    static String owner(VcView v) {
        return v.ownerPacket() < 0 ? "free" : "#" + v.ownerPacket();
    }

    static String flow(VcView v) {
        if (v.credits() >= 0) {
            return v.credits() + " of " + v.capacity() + " credits";
        }
        return v.capacity() == 0 ? "host consumes at link rate" : v.stopped() ? "STOP" : "GO";
    }

    private static List<String> waitingLines(int node, Topology t, long tick, RunEvents run) {
        List<String> lines = new ArrayList<>();
        if (run == null) {
            return lines;
        }
        for (PacketTrace tr : run.waitingAt(node, tick)) {
            HopTrace h = tr.waitingAt(node);
            lines.add(String.format(Locale.ROOT, "%d. #%d from %s VC %d for %s, could be routed from tick %d",
                    lines.size() + 1, tr.packetId(), t.node(t.channelSource(h.inChannel())).name(), h.inVc(),
                    t.node(tr.destinationNode()).name(), h.readyTick()));
        }
        return lines;
    }
}
