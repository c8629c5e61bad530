package org.flitlab.gui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.scene.control.ListView;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import org.flitlab.network.NetworkSnapshot;
import org.flitlab.network.VcView;
import org.flitlab.topology.Topology;
import org.jfree.chart.fx.ChartViewer;
import org.jfree.data.xy.XYDataset;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The switch and link inspectors (issue 17): clicking a switch lists each of its virtual channels with the buffer
 * fill, holder and credits the engine's snapshot gives, and the heads waiting there; clicking a link draws each
 * direction's utilisation over time, the last point being the recorder's, with each virtual channel's holder.
 */
class SwitchLinkInspectorTest extends WorkbenchTest {
    @Test
    void clickingASwitchShowsItsBuffersVcOwnersAndCredits(FxRobot robot) throws Exception {
        Topology t = app.model().setup().topology();
        NetworkSnapshot snap = InspectSupport.pauseWhen(robot, app, 5, s -> busySwitch(s, t) >= 0);
        int sw = busySwitch(snap, t);
        var canvas = app.window().canvas();
        InspectSupport.clickUntil(robot, canvas, canvas.screenX(sw), canvas.screenY(sw), "switch-title",
                "Switch " + t.node(sw).name() + " ");
        List<String> expected = expectedRows(snap, t, sw);
        TableView<Object> table = InspectSupport.table(robot, "switch-vcs", tv -> rows(tv).equals(expected));
        assertTrue(rows(table).stream().anyMatch(r -> r.contains("| #")), "a virtual channel held by a worm: " + rows(table));
        ListView<?> waiting = robot.lookup("#switch-queue").queryAs(ListView.class);
        int heads = InspectSupport.recorded(app).waitingAt(sw, snap.tick()).size();
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> waiting.getItems().size() == heads);
    }

    /** A switch with a worm in one of its input buffers, or -1. */
    private static int busySwitch(NetworkSnapshot s, Topology t) {
        for (int c = 0; c < t.channelCount(); c++) {
            int n = t.channelTarget(c);
            for (VcView v : s.vcs()[c]) {
                if (t.isSwitch(n) && v.occupancy() > 0 && v.ownerPacket() >= 0) {
                    return n;
                }
            }
        }
        return -1;
    }

    /** "port | vc | buffer | held by | flow" for each virtual channel in, then out, as the snapshot has them. */
    private static List<String> expectedRows(NetworkSnapshot s, Topology t, int sw) {
        List<String> rows = new ArrayList<>();
        for (boolean in : new boolean[] {true, false}) {
            for (int port = 0; port < t.portCount(sw); port++) {
                int nb = t.neighbor(sw, port);
                int c = in ? t.channelOut(nb, t.neighborPort(sw, port)) : t.channelOut(sw, port);
                for (VcView v : s.vcs()[c]) {
                    String buffer = in || v.capacity() > 0 ? v.occupancy() + " of " + v.capacity() + " flits" + (in ? "" : " there") : "host";
                    String flow = in ? "" : v.credits() >= 0 ? v.credits() + " of " + v.capacity() + " credits"
                            : v.capacity() == 0 ? "host consumes at link rate" : v.stopped() ? "STOP" : "GO";
                    rows.add((in ? "in from " : "out to ") + t.node(nb).name() + " | " + v.vc() + " | " + buffer + " | "
                            + (v.ownerPacket() < 0 ? "free" : "#" + v.ownerPacket()) + " | " + flow);
                }
            }
        }
        return rows;
    }

    /** Each row's cells as shown, joined by " | ". */
    private static List<String> rows(TableView<Object> table) {
        List<String> out = new ArrayList<>();
        for (Object row : table.getItems()) {
            List<String> cells = new ArrayList<>();
            for (TableColumn<Object, ?> c : table.getColumns()) {
                cells.add(String.valueOf(c.getCellData(row)));
            }
            out.add(String.join(" | ", cells));
        }
        return out;
    }

    @Test
    void clickingALinkDrawsItsUtilisationOverTimeAndItsVirtualChannels(FxRobot robot) throws Exception {
        Topology t = app.model().setup().topology();
        NetworkSnapshot snap = InspectSupport.playUntil(robot, app, s -> s.tick() >= 400);
        // A link between two switches with no worm drawn over it, so that a click there picks the link.
        var k = t.links().stream().filter(l -> t.isSwitch(l.nodeA()) && t.isSwitch(l.nodeB())).filter(l -> snap.worms()
                .stream().flatMapToInt(w -> java.util.Arrays.stream(w.channels())).noneMatch(c -> c / 2 == l.id()))
                .findFirst().orElseThrow();
        int link = k.id();
        var canvas = app.window().canvas();
        double[][] p = new double[1][];
        robot.interact(() -> p[0] = InspectSupport.linkPoint(canvas, link, k.nodeA(), k.nodeB()));
        assertNotNull(p[0], "link " + link + " is drawn somewhere free of worms");
        String a = t.node(t.channelSource(2 * link)).name();
        String b = t.node(t.channelTarget(2 * link)).name();
        InspectSupport.clickUntil(robot, canvas, p[0][0], p[0][1], "link-title", "Link " + a + " \u2014 " + b + " ");

        XYDataset data = robot.lookup("#link-chart").queryAs(ChartViewer.class).getChart().getXYPlot().getDataset();
        var events = app.model().live().events();
        for (int dir = 0; dir < 2; dir++) {
            double[][] recorded = events.utilisation(2 * link + dir, 50);
            int series = dir;
            WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> data.getItemCount(series) == recorded.length);
            assertTrue(recorded.length > 3, "samples drawn: " + recorded.length);
            int last = recorded.length - 1;
            assertEquals(recorded[last][0], data.getXValue(series, last), 0);
            assertEquals(recorded[last][1], data.getYValue(series, last), 1e-12);
            for (int i = 0; i <= last; i++) {
                assertTrue(data.getYValue(series, i) >= 0 && data.getYValue(series, i) <= 1, "utilisation " + data.getYValue(series, i));
            }
        }
        ListView<?> lanes = robot.lookup("#link-vcs").queryAs(ListView.class);
        VcView v0 = snap.vcs()[2 * link][0];
        String holder = "   VC 0: " + (v0.ownerPacket() < 0 ? "free" : "held by #" + v0.ownerPacket());
        assertTrue(lanes.getItems().stream().anyMatch(l -> String.valueOf(l).startsWith(holder)), holder + " in " + lanes.getItems());
    }
}
