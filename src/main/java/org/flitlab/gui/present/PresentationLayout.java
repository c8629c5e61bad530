package org.flitlab.gui.present;

import java.util.ArrayList;
import java.util.List;
import javafx.application.Platform;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.SplitPane;
import javafx.scene.layout.BorderPane;
import javafx.stage.Stage;
import javafx.stage.Window;

/**
 * Presentation mode's layout: while the presentation flag (the window model's, the one source of that setting) is
 * on, the side panels, toolbar, status bar and bottom area collapse and the work area (canvas and run controls)
 * takes the window; {@link #showProperty()} puts the chart beside the canvas (the run controls keep the window's
 * width under both, so none of them is cut) or in its place. Leaving puts back
 * exactly what was there: the same panes in the same order, the same divider positions, the same full-screen
 * state. View state only, never in the document. FX thread only.
 */
public final class PresentationLayout {
    /** What presentation mode shows. */
    public enum Show {
        /** The canvas alone. */
        CANVAS,
        /** The canvas with the chart to its right. */
        CANVAS_AND_CHART,
        /** The chart alone. */
        CHART;

        /** The next in the F6 cycle. */
        public Show next() {
            return values()[(ordinal() + 1) % values().length];
        }
    }

    /**
     * The window's parts this layout moves.
     *
     * @param collapsed nodes hidden while presenting (toolbar, side panels, status bar)
     * @param centre    the vertical split of the work area over the bottom area
     * @param work      the canvas with its run controls
     * @param canvasPane the pane holding the canvases, the centre of {@code canvasArea}
     * @param canvasArea the canvases over the run controls (the chart goes beside the canvases, above the controls)
     * @param bottom    the bottom area's split (settings | chart | messages)
     * @param chart     the chart, an item of {@code bottom}
     */
    public record Parts(List<Node> collapsed, SplitPane centre, Node work, Node canvasPane, BorderPane canvasArea,
                        SplitPane bottom, Node chart) {
    }

    /** The normal layout, kept while presenting to be put back exactly. */
    private record Saved(Orientation orientation, List<Node> centreItems, double[] centreDividers, int chartIndex,
                         double[] bottomDividers, boolean fullScreen) {
    }

    /** The chart's lettering grows by this much while presenting (13-14 px to 23-25 px, as the window's 24 px). */
    static final double CHART_FONT_FACTOR = 1.8;
    /** Layout passes after leaving over which the old dividers are set again (see restoreAfterLayouts). */
    private static final int SETTLING_PULSES = 10;

    private final Parts parts;
    private final ChartFonts chartFonts = new ChartFonts();
    private final ObjectProperty<Show> show = new SimpleObjectProperty<>(Show.CANVAS);
    /** The canvases and the chart side by side, above the run controls (which keep the window's width). */
    private final SplitPane beside = new SplitPane();
    private Saved saved;

    /** Follows {@code presenting} from now on. */
    public PresentationLayout(BooleanProperty presenting, Parts parts) {
        this.parts = parts;
        presenting.addListener((o, was, on) -> {
            if (on) {
                enter();
            } else {
                leave();
            }
        });
        show.addListener((o, was, now) -> {
            if (saved != null) {
                arrange(now);
            }
        });
    }

    /** What presentation mode shows now: the canvas, the canvas and the chart, or the chart. */
    public ObjectProperty<Show> showProperty() {
        return show;
    }

    /** Whether presentation mode's layout is in place. */
    public boolean presenting() {
        return saved != null;
    }

    private void enter() {
        if (saved != null) {
            return;
        }
        SplitPane centre = parts.centre();
        saved = new Saved(centre.getOrientation(), new ArrayList<>(centre.getItems()), centre.getDividerPositions(),
                parts.bottom().getItems().indexOf(parts.chart()), parts.bottom().getDividerPositions(), fullScreen());
        for (Node n : parts.collapsed()) {
            n.setVisible(false);
            n.setManaged(false);
        }
        refreshChartFonts();
        arrange(show.get());
    }

    /** Puts the work area (with the chart beside the canvases) or the chart alone in the centre, as {@code what} asks. */
    private void arrange(Show what) {
        SplitPane centre = parts.centre();
        parts.bottom().getItems().remove(parts.chart());
        beside.getItems().clear();
        parts.canvasArea().setCenter(null);
        if (what == Show.CANVAS_AND_CHART) {
            beside.getItems().setAll(parts.canvasPane(), parts.chart());
            beside.setDividerPositions(0.5);
            parts.canvasArea().setCenter(beside);
        } else {
            parts.canvasArea().setCenter(parts.canvasPane());
        }
        centre.getItems().setAll(what == Show.CHART ? parts.chart() : parts.work());
    }

    private void leave() {
        if (saved == null) {
            return;
        }
        // The window's size first, so that the dividers below are placed in the window they will stay in.
        if (fullScreen() != saved.fullScreen() && stage() != null) {
            stage().setFullScreen(saved.fullScreen());
        }
        SplitPane centre = parts.centre();
        centre.getItems().clear();
        beside.getItems().clear();
        parts.canvasArea().setCenter(parts.canvasPane());
        centre.setOrientation(saved.orientation());
        if (saved.chartIndex() >= 0) {
            parts.bottom().getItems().add(Math.min(saved.chartIndex(), parts.bottom().getItems().size()), parts.chart());
        }
        centre.getItems().setAll(saved.centreItems());
        Saved was = saved;
        restoreDividers(was);
        restoreAfterLayouts(was);
        for (Node n : parts.collapsed()) {
            n.setManaged(true);
            n.setVisible(true);
        }
        chartFonts.restoreAll();
        saved = null;
        show.set(Show.CANVAS);
    }

    /**
     * The split panes' skins place new dividers at their next layout, over positions set now, and leaving full
     * screen resizes the window a few pulses later (later still on a cold or busy machine), which clamps the
     * dividers to the panes' minimum sizes: set them again after each of the next layout passes, a bounded number.
     */
    private void restoreAfterLayouts(Saved was) {
        Scene scene = parts.centre().getScene();
        if (scene == null) {
            Platform.runLater(() -> restoreDividers(was));
            return;
        }
        int[] left = {SETTLING_PULSES};
        Runnable[] again = new Runnable[1];
        again[0] = () -> {
            restoreDividers(was);
            if (--left[0] == 0) {
                scene.removePostLayoutPulseListener(again[0]);
            }
        };
        scene.addPostLayoutPulseListener(again[0]);
    }

    private void restoreDividers(Saved was) {
        parts.bottom().setDividerPositions(was.bottomDividers());
        parts.centre().setDividerPositions(was.centreDividers());
    }

    /**
     * Letters the charts for the room again while presenting: call when a chart has been drawn anew (a sweep's
     * point or its end), since a new chart comes with the window's small lettering.
     */
    public void refreshChartFonts() {
        if (saved != null && parts.chart() instanceof javafx.scene.control.TabPane tabs) {
            chartFonts.enlarge(tabs, CHART_FONT_FACTOR);
        }
    }

    /** Full screen on or off (F11), in or out of presentation mode. */
    public void toggleFullScreen() {
        Stage stage = stage();
        if (stage != null) {
            stage.setFullScreenExitHint("");
            stage.setFullScreen(!stage.isFullScreen());
        }
    }

    private boolean fullScreen() {
        return stage() != null && stage().isFullScreen();
    }

    private Stage stage() {
        var scene = parts.centre().getScene();
        Window w = scene == null ? null : scene.getWindow();
        return w instanceof Stage s ? s : null;
    }
}
