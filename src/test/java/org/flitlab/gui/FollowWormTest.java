package org.flitlab.gui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.stage.Stage;
import org.flitlab.network.LatencySplit;
import org.flitlab.network.PacketTrace;
import org.flitlab.network.WormEvent;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Follow a worm (issue 17): clicking a worm shows the story the engine recorded for it and, once delivered, its
 * latency split, whose parts add up to its latency; typing in the event log's filter narrows its rows to a packet,
 * a switch or a kind of event.
 */
@Tag("gui")
@ExtendWith(ApplicationExtension.class)
class FollowWormTest {
    private static final Pattern SPLIT = Pattern.compile("Latency (\\d+) ticks = source queue (\\d+) \\+ routing (\\d+) "
            + "\\+ wires (\\d+) \\+ blocking (\\d+) \\+ serialisation (\\d+)");
    private WorkbenchApp app;

    @Start
    void start(Stage stage) {
        app = TestWorkbench.app();
        app.start(stage);
    }

    @AfterEach
    void stop(FxRobot robot) {
        robot.interact(app::stop);
    }

    @Test
    void clickingAWormShowsItsRecordedStoryAndThenItsLatencySplit(FxRobot robot) throws Exception {
        var snap = InspectSupport.pauseWhen(robot, app, 5, s -> s.worms().stream().anyMatch(w -> w.channels().length >= 2));
        var worm = snap.worms().stream().filter(w -> w.channels().length >= 2).findFirst().orElseThrow();
        long id = worm.packetId();
        assertEquals("flat", app.model().live().engine(), "the opening example animates on the flat kernel");
        var canvas = app.window().canvas();
        double[][] p = new double[1][];
        robot.interact(() -> p[0] = InspectSupport.wormPoint(canvas, id));
        assertNotNull(p[0], "worm " + id + " is drawn somewhere");
        InspectSupport.clickUntil(robot, canvas, p[0][0], p[0][1], "worm-title", "Packet #" + id + ": ");

        var t = app.model().setup().topology();
        Label title = robot.lookup("#worm-title").queryAs(Label.class);
        assertTrue(title.getText().contains(t.node(worm.sourceNode()).name() + " \u2192 " + t.node(worm.destinationNode()).name()),
                title.getText());
        List<WormEvent> recorded = InspectSupport.recorded(app).eventsOf(id);
        TableView<WormEvent> story = InspectSupport.table(robot, "worm-events", tv -> tv.getItems().equals(recorded));
        assertEquals(WormEvent.Kind.GENERATED, story.getItems().get(0).kind());
        assertTrue(story.getItems().stream().anyMatch(e -> e.kind() == WormEvent.Kind.INJECTED), story.getItems().toString());
        assertTrue(story.getItems().stream().noneMatch(e -> e.kind() == WormEvent.Kind.DELIVERED), "not delivered yet");

        // Step on until the engine has delivered it: the split appears and its parts add up to the latency.
        InspectSupport.pauseWhen(robot, app, 20, s -> InspectSupport.recorded(app).trace(id).isDelivered());
        PacketTrace tr = InspectSupport.recorded(app).trace(id);
        LatencySplit split = InspectSupport.recorded(app).split(id);
        Label shown = robot.lookup("#worm-split").queryAs(Label.class);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> shown.getText().startsWith("Latency " + tr.latency() + " "));
        Matcher m = SPLIT.matcher(shown.getText());
        assertTrue(m.find(), shown.getText());
        long sum = 0;
        for (int g = 2; g <= 6; g++) {
            sum += Long.parseLong(m.group(g));
        }
        assertEquals(tr.deliveredTick() - tr.generatedTick(), Long.parseLong(m.group(1)));
        assertEquals(Long.parseLong(m.group(1)), sum, "the parts add up: " + shown.getText());
        assertEquals(List.of(split.sourceQueue(), split.routing(), split.wires(), split.blocking(), split.serialisation()),
                List.of(Long.parseLong(m.group(2)), Long.parseLong(m.group(3)), Long.parseLong(m.group(4)),
                        Long.parseLong(m.group(5)), Long.parseLong(m.group(6))));
        InspectSupport.<WormEvent>table(robot, "worm-events", tv -> tv.getItems().stream()
                .anyMatch(e -> e.kind() == WormEvent.Kind.DELIVERED && e.tick() == tr.deliveredTick()));
    }

    @Test
    void anEditOfTheNetworkClearsTheFollowedWormsStory(FxRobot robot) throws Exception {
        var snap = InspectSupport.pauseWhen(robot, app, 5, s -> s.worms().stream().anyMatch(w -> w.channels().length >= 2));
        long id = snap.worms().stream().filter(w -> w.channels().length >= 2).findFirst().orElseThrow().packetId();
        var canvas = app.window().canvas();
        double[][] p = new double[1][];
        robot.interact(() -> p[0] = InspectSupport.wormPoint(canvas, id));
        assertNotNull(p[0], "worm " + id + " is drawn somewhere");
        InspectSupport.clickUntil(robot, canvas, p[0][0], p[0][1], "worm-title", "Packet #" + id + ": ");
        InspectSupport.table(robot, "worm-events", tv -> !tv.getItems().isEmpty());

        // Another network: its packet #id is another packet, so nothing is followed any more.
        robot.interact(() -> app.model().edit("buffer",
                s -> s.withNetwork(s.network().withBufferFlits(s.network().bufferFlits() + 2))));
        Label title = robot.lookup("#worm-title").queryAs(Label.class);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> title.getText().startsWith("Click a worm"));
        InspectSupport.table(robot, "worm-events", tv -> tv.getItems().isEmpty());
    }

    @Test
    void typingInTheEventLogsFilterNarrowsItsRows(FxRobot robot) throws Exception {
        InspectSupport.playUntil(robot, app, s -> s.deliveredPackets() >= 5);
        // Its header may be cut off where the tab headers are wider than the pane (larger fonts, CI's): then from the
        // menu of tabs, as a user would, not by a click on a clipped header that lands on its neighbour.
        UserSteps.selectTab(robot, "Event log");
        TableView<WormEvent> log = InspectSupport.table(robot, "event-log", tv -> !tv.getItems().isEmpty());
        var run = InspectSupport.recorded(app);
        int total = log.getItems().size();
        assertEquals(run.all().size(), total, "every recorded event is a row");
        long packet = run.traces().stream().filter(PacketTrace::isDelivered).findFirst().orElseThrow().packetId();

        robot.clickOn("#event-filter").write("#" + packet);
        InspectSupport.table(robot, "event-log", tv -> tv.getItems().size() == run.eventsOf(packet).size());
        assertEquals(run.eventsOf(packet), List.copyOf(log.getItems()), "exactly that packet's story");

        filter(robot, "delivered");
        long delivered = run.traces().stream().filter(PacketTrace::isDelivered).count();
        InspectSupport.table(robot, "event-log", tv -> tv.getItems().size() == delivered);
        assertTrue(List.copyOf(log.getItems()).stream().allMatch(e -> e.kind() == WormEvent.Kind.DELIVERED));

        var t = app.model().setup().topology();
        String sw = t.node(run.eventsOf(packet).stream().filter(e -> e.kind() == WormEvent.Kind.ROUTED).findFirst()
                .orElseThrow().node()).name();
        filter(robot, sw + " routed");
        long routedThere = run.all().stream().filter(e -> e.kind() == WormEvent.Kind.ROUTED
                && t.node(e.node()).name().equals(sw)).count();
        InspectSupport.table(robot, "event-log", tv -> tv.getItems().size() == routedThere);
        assertTrue(routedThere > 0 && routedThere < total);
        Label count = robot.lookup("#event-count").queryAs(Label.class);
        assertEquals(routedThere + " of " + String.format("%,d", total) + " events", count.getText());
    }

    private static void filter(FxRobot robot, String text) {
        robot.doubleClickOn("#event-filter");
        robot.interact(() -> robot.lookup("#event-filter").queryTextInputControl().clear());
        robot.clickOn("#event-filter").write(text);
    }
}
