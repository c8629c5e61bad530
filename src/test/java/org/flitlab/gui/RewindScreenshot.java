package org.flitlab.gui;

/**
 * The {@code rewind} state of {@link ScreenshotTour}, for docs/images/classroom-rewind.png: the deadlock example
 * plays fast until the run deadlocks, then Deadlock onset is pressed and a blocked worm of the cycle selected, so
 * the picture shows the timeline rewound to the tick the cycle formed, its tick readout, and the log line that
 * explains it. Not a test.
 */
final class RewindScreenshot {
    private RewindScreenshot() {
    }

    static void show(WorkbenchApp app) {
        WorkbenchModel m = app.model();
        m.open(org.flitlab.gui.files.BuiltInScenarios.deadlock(), null);
        m.live().speedProperty().set(0.8);
        var timeline = app.window().timelineModel();
        timeline.deadlockProperty().addListener((o, was, report) -> {
            if (report != null && was == null) {
                timeline.goToDeadlockOnset();
                timeline.busyProperty().addListener((b, wasBusy, busy) -> {
                    if (!busy) {
                        // A worm of the cycle already shown blocked at the onset (the last to arrive is still
                        // within its routing delay there).
                        var shown = m.live().snapshot().worms();
                        report.cycle().stream().map(step -> step.packetId())
                                .filter(id -> shown.stream().anyMatch(w -> w.packetId() == id && w.blocked()))
                                .findFirst().ifPresent(m::wormClicked);
                    }
                });
            }
        });
        m.live().play();
    }
}
