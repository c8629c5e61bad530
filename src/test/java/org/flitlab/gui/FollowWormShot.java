package org.flitlab.gui;

import javafx.animation.PauseTransition;
import javafx.application.Platform;
import javafx.scene.control.TextField;
import javafx.stage.Stage;
import javafx.util.Duration;
import org.flitlab.network.LatencySplit;
import org.flitlab.network.PacketTrace;
import org.flitlab.network.RunEvents;
import org.flitlab.network.WormEvent;

/**
 * Opens the workbench at 1280x720 (a projector) for docs/images/classroom-*.png (run under Xvfb by
 * docs/images/classroom-screenshots.sh): {@code worm} plays the torus example, then follows a worm that was blocked
 * on its way, shown once delivered with its story and latency split; {@code log} shows the event log filtered to
 * "blocked". The bottom area is dragged up to half the window, as a teacher would to show a story. Not a test.
 */
public final class FollowWormShot {
    private FollowWormShot() {
    }

    public static void main(String[] args) {
        String state = args.length == 0 ? "worm" : args[0];
        Platform.startup(() -> {
            Stage stage = new Stage();
            WorkbenchApp app = TestWorkbench.app();
            app.start(stage);
            stage.setX(0);
            stage.setY(0);
            stage.setWidth(1280);
            stage.setHeight(720);
            app.model().live().speedProperty().set(0.45);
            app.model().live().play();
            after(4, () -> {
                app.model().live().pause();
                app.window().centreSplit().setDividerPositions(0.5);
                app.window().bottomSplit().setDividerPositions(0.16, 0.84);
                after(0.5, () -> {
                    app.window().canvas().fitView();
                    show(app, state);
                });
            });
        });
    }

    private static void show(WorkbenchApp app, String state) {
        RunEvents run = RunEvents.of(app.model().live().events(), app.model().setup().topology());
        if (state.equals("log")) {
            app.window().sweepTabs().tabs().getSelectionModel().select(7);
            after(0.5, () -> ((TextField) app.window().root().lookup("#event-filter")).setText("blocked"));
            return;
        }
        // A worm on the canvas whose head was blocked on its way: follow it, then step until it is delivered.
        long id = app.model().live().snapshot().worms().stream().map(w -> run.trace(w.packetId()))
                .filter(tr -> tr != null && run.eventsOf(tr.packetId()).stream()
                        .anyMatch(e -> e.kind() == WormEvent.Kind.BLOCKED && e.otherPacket() >= 0 && e.duration() > 1))
                .mapToLong(PacketTrace::packetId).findFirst().orElse(app.model().live().snapshot().worms().get(0).packetId());
        app.model().wormClicked(id);
        stepUntilDelivered(app, id, 40);
        // Scrolled down to the wait, as a teacher would to show it.
        after(6, () -> {
            var table = (javafx.scene.control.TableView<?>) app.window().root().lookup("#worm-events");
            table.scrollTo(Math.max(0, table.getItems().size() - 6));
        });
    }

    private static void stepUntilDelivered(WorkbenchApp app, long id, int tries) {
        LatencySplit s = RunEvents.of(app.model().live().events(), app.model().setup().topology()).split(id);
        if (s != null || tries == 0) {
            return;
        }
        app.model().live().step(2);
        after(0.2, () -> stepUntilDelivered(app, id, tries - 1));
    }

    private static void after(double seconds, Runnable r) {
        PauseTransition p = new PauseTransition(Duration.seconds(seconds));
        p.setOnFinished(e -> r.run());
        p.play();
    }
}
