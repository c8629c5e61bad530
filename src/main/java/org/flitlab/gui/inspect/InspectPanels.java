package org.flitlab.gui.inspect;

import java.util.List;
import java.util.function.Supplier;
import javafx.animation.PauseTransition;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.util.Duration;
import org.flitlab.gui.run.LiveRun;
import org.flitlab.gui.run.NetworkSetup;
import org.flitlab.network.EventRecorder;
import org.flitlab.network.NetworkSnapshot;
import org.flitlab.network.RunEvents;
import org.flitlab.topology.Topology;

/**
 * The four inspector tabs of classroom mode (issue 17): Worm (the followed worm's story and latency split), Switch,
 * Link and Event log. They follow what is clicked on the canvas and the animation: the shown tab is brought up to
 * date at most {@value #REFRESH_MILLIS} ms after each new frame, and at once when something is clicked or the tab
 * is chosen, so a paused run always shows its final state. FX thread only.
 */
public final class InspectPanels {
    static final int REFRESH_MILLIS = 250;
    /** While the run plays, the event log (every recorded packet's events) is rebuilt at most this often. */
    static final long LOG_PLAYING_MILLIS = 2000;

    private final LiveRun live;
    private final Supplier<NetworkSetup> setup;
    private final WormInspector worm = new WormInspector();
    private final SwitchInspector switches = new SwitchInspector();
    private final LinkInspector links = new LinkInspector();
    private final EventLogView log = new EventLogView();
    private final Tab wormTab = tab("tab-worm", "Worm", worm.node());
    private final Tab switchTab = tab("tab-switch", "Switch", switches.node());
    private final Tab linkTab = tab("tab-link", "Link", links.node());
    private final Tab logTab = tab("tab-event-log", "Event log", log.node());
    private final PauseTransition pending = new PauseTransition(Duration.millis(REFRESH_MILLIS));
    private boolean scheduled;
    private long wormId = -1;
    private int switchNode = -1;
    private int linkId = -1;
    private long logShownAt;

    /**
     * @param live  the animated run, whose event recorder and snapshots the tabs show
     * @param setup the open network, for names
     */
    public InspectPanels(LiveRun live, Supplier<NetworkSetup> setup) {
        this.live = live;
        this.setup = setup;
        pending.setOnFinished(e -> {
            scheduled = false;
            refresh();
        });
        live.snapshotProperty().addListener((o, was, now) -> schedule());
        // Paused: the last frame's state is shown in full, the event log included.
        live.playingProperty().addListener((o, was, now) -> schedule());
        // Another network: its packet, node and link numbers mean other things.
        live.setupProperty().addListener((o, was, now) -> {
            wormId = -1;
            switchNode = -1;
            linkId = -1;
            worm.clear();
            switches.clear();
            links.clear();
            log.clear();
            logShownAt = 0;
            refresh();
        });
        for (Tab t : tabs()) {
            t.selectedProperty().addListener((o, was, now) -> {
                if (now) {
                    refresh();
                }
            });
        }
    }

    private static Tab tab(String id, String text, javafx.scene.Node content) {
        Tab t = new Tab(text, content);
        t.setId(id);
        t.setClosable(false);
        return t;
    }

    /** The tabs, to be added to a tab pane of the window (they select themselves there when something is clicked). */
    public List<Tab> tabs() {
        return List.of(wormTab, switchTab, linkTab, logTab);
    }

    /** Follows worm {@code packetId} (a click on it); -1 or the worm already followed changes nothing. */
    public void followWorm(long packetId) {
        if (packetId >= 0 && packetId != wormId) {
            wormId = packetId;
            select(wormTab);
        }
    }

    /** Inspects switch {@code node} (a click on it); a host or -1 (nothing selected) keeps what is shown. */
    public void showSwitch(int node) {
        NetworkSetup s = setup.get();
        if (node >= 0 && s != null && node < s.topology().nodeCount() && s.topology().isSwitch(node)) {
            switchNode = node;
            select(switchTab);
        }
    }

    /** Inspects link {@code link} (a click on it with the Select tool); -1 keeps what is shown. */
    public void showLink(int link) {
        if (link >= 0) {
            linkId = link;
            select(linkTab);
        }
    }

    private void select(Tab t) {
        if (t.getTabPane() != null && !t.isSelected()) {
            t.getTabPane().getSelectionModel().select(t);
        } else {
            refresh();
        }
    }

    private void schedule() {
        if (!scheduled && tabs().stream().anyMatch(Tab::isSelected)) {
            scheduled = true;
            pending.playFromStart();
        }
    }

    /** Brings the shown tab up to date with the run. */
    private void refresh() {
        NetworkSetup s = setup.get();
        NetworkSnapshot snap = live.snapshot();
        if (s == null || snap == null) {
            return;
        }
        Topology t = s.topology();
        EventRecorder events = live.events();
        if (linkTab.isSelected() && linkId >= 0 && linkId < t.links().size()) {
            links.show(linkId, t, snap, events);
            return;
        }
        if (logTab.isSelected() && logWaits()) {
            schedule();
            return;
        }
        RunEvents run = events == null ? null : RunEvents.of(events, t);
        if (wormTab.isSelected() && wormId >= 0) {
            worm.show(wormId, run, t, snap.tick());
        } else if (switchTab.isSelected() && switchNode >= 0 && switchNode < t.nodeCount()) {
            switches.show(switchNode, t, s.config(), snap, run);
        } else if (logTab.isSelected()) {
            logShownAt = System.nanoTime() / 1_000_000;
            log.show(run, t);
        }
    }

    /** Whether the event log was rebuilt too recently for another while the run plays. */
    private boolean logWaits() {
        return live.playingProperty().get() && System.nanoTime() / 1_000_000 - logShownAt < LOG_PLAYING_MILLIS;
    }
}
