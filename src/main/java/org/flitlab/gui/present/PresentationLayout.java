package org.flitlab.gui.present;

import java.util.ArrayList;
import java.util.List;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.control.SplitPane;
import javafx.stage.Stage;
import javafx.stage.Window;

/**
 * Presentation mode's layout: while the presentation flag (the window model's, the one source of that setting) is
 * on, the side panels, toolbar, status bar and bottom area collapse and the work area (canvas and run controls)
 * takes the window; {@link #showProperty()} puts the chart beside the canvas or in its place. Leaving puts back
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
     * @param bottom    the bottom area's split (settings | chart | messages)
     * @param chart     the chart, an item of {@code bottom}
     */
    public record Parts(List<Node> collapsed, SplitPane centre, Node work, SplitPane bottom, Node chart) {
    }

    /** The normal layout, kept while presenting to be put back exactly. */
    private record Saved(Orientation orientation, List<Node> centreItems, double[] centreDividers, int chartIndex,
                         double[] bottomDividers, boolean fullScreen) {
    }

    private final Parts parts;
    private final ObjectProperty<Show> show = new SimpleObjectProperty<>(Show.CANVAS);
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
        arrange(show.get());
    }

    /** Puts the work area and/or the chart in the centre split, as {@code what} asks. */
    private void arrange(Show what) {
        SplitPane centre = parts.centre();
        parts.bottom().getItems().remove(parts.chart());
        switch (what) {
            case CANVAS -> centre.getItems().setAll(parts.work());
            case CHART -> centre.getItems().setAll(parts.chart());
            default -> centre.getItems().setAll(parts.work(), parts.chart());
        }
        centre.setOrientation(what == Show.CANVAS_AND_CHART ? Orientation.HORIZONTAL : Orientation.VERTICAL);
        if (what == Show.CANVAS_AND_CHART) {
            centre.setDividerPositions(0.55);
        }
    }

    private void leave() {
        if (saved == null) {
            return;
        }
        SplitPane centre = parts.centre();
        centre.getItems().clear();
        centre.setOrientation(saved.orientation());
        if (saved.chartIndex() >= 0) {
            parts.bottom().getItems().add(Math.min(saved.chartIndex(), parts.bottom().getItems().size()), parts.chart());
        }
        parts.bottom().setDividerPositions(saved.bottomDividers());
        centre.getItems().setAll(saved.centreItems());
        centre.setDividerPositions(saved.centreDividers());
        for (Node n : parts.collapsed()) {
            n.setManaged(true);
            n.setVisible(true);
        }
        if (fullScreen() != saved.fullScreen() && stage() != null) {
            stage().setFullScreen(saved.fullScreen());
        }
        saved = null;
        show.set(Show.CANVAS);
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
