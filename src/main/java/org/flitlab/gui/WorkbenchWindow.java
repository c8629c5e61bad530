package org.flitlab.gui;

import java.io.File;
import java.io.IOException;
import java.util.List;
import javafx.application.Platform;
import javafx.collections.ListChangeListener;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.stage.FileChooser;
import javafx.stage.Window;
import org.flitlab.gui.charts.ExperimentView;
import org.flitlab.gui.charts.SweepTabs;
import org.flitlab.gui.common.Controls;
import org.flitlab.gui.common.ScrollingText;
import org.flitlab.gui.compare.CompareView;
import org.flitlab.gui.editor.InspectorView;
import org.flitlab.gui.editor.NetworkCanvas;
import org.flitlab.gui.editor.PaletteView;
import org.flitlab.gui.files.WindowMemory;
import org.flitlab.gui.inspect.InspectPanels;
import org.flitlab.gui.lessons.LessonPanel;
import org.flitlab.gui.present.PresentationLayout;
import org.flitlab.gui.run.ReadoutStrip;
import org.flitlab.gui.run.RunControlsView;
import org.flitlab.gui.timeline.TimelineModel;
import org.flitlab.gui.timeline.TimelineView;

/**
 * Lays out the workbench window: menu bar and toolbar on top, the tool palette on the left, the network canvas in
 * the centre with the run controls under it, the inspector on the right, and at the bottom the experiment
 * settings, the latency chart and the message log. Views only; behaviour is in {@link WorkbenchModel}.
 * FX thread only.
 */
final class WorkbenchWindow {
    private SweepTabs sweepTabs;
    private final WorkbenchModel model;
    private final BorderPane root = new BorderPane();
    private final NetworkCanvas canvas = new NetworkCanvas();
    private final PaletteView palette = new PaletteView();
    private final RunControlsView runControls;
    private final TimelineModel timelineModel;
    private final TimelineView timeline;
    private final Label status = new Label("Ready");
    private final SplitPane centre;
    private final SplitPane bottom;
    private final VBox top;
    private final WorkbenchMenus menus;
    private CompareView compareView;
    private final PresentationLayout presentation;
    /** The inspector tab that was selected when presentation mode hid the inspectors, to select it again after. */
    private Tab inspectorBeforePresenting;

    WorkbenchWindow(WorkbenchModel model, WindowMemory memory) {
        this.model = model;
        this.runControls = new RunControlsView(model.live());
        this.timelineModel = new TimelineModel(model.live(), model.log()::add);
        this.timeline = new TimelineView(timelineModel, model.live(),
                model.sceneProperty().map(s -> s == null ? -1L : s.focusWorm()));
        root.setId("workbench");
        canvas.drawingProperty().bind(model.sceneProperty());
        new CanvasTools(model, canvas, palette);
        model.presentationProperty().addListener((o, was, on) -> {
            root.getStyleClass().remove("presentation");
            if (on) {
                root.getStyleClass().add("presentation");
            }
        });
        menus = new WorkbenchMenus(model, this, memory);
        Node toolBar = WorkbenchToolBar.of(model, this, menus);
        javafx.scene.control.MenuBar menuBar = menus.menuBar();
        top = new VBox(menuBar, toolBar);
        root.setTop(top);
        ScrollPane left = leftSide();
        ScrollPane right = rightSide();
        SplitPane canvases = compareCanvases();
        BorderPane canvasArea = new BorderPane(canvases, null, null, new VBox(4, timeline, runControls), null);
        BorderPane work = new BorderPane(canvasArea, null, right, null, left);
        bottom = bottomArea();
        centre = new SplitPane(work, bottom);
        centre.setId("centre-split");
        centre.setOrientation(Orientation.VERTICAL);
        centre.setDividerPositions(0.66);
        root.setCenter(centre);
        Node statusBar = statusBar();
        root.setBottom(statusBar);
        presentation = new PresentationLayout(model.presentationProperty(), new PresentationLayout.Parts(
                List.of(toolBar, left, right, statusBar), centre, work, canvases, canvasArea, bottom, sweepTabs.node()));
        PresentationClassroom.install(this, menuBar, model);
    }

    /** The palette of tools, scrolling on short screens. */
    private ScrollPane leftSide() {
        ScrollPane left = new ScrollPane(palette);
        left.setFitToWidth(true);
        // 170 pixels, or wider where a tool's name would break inside a word (at 24 px, "Connec/t"): room for the
        // longest word, the panel's frame and its scroll bar (about a font size wide).
        left.prefWidthProperty().bind(javafx.beans.binding.Bindings.createDoubleBinding(
                () -> Math.max(170, palette.widestWord() + 4 + palette.toolFont().get().getSize()), palette.toolFont()));
        left.getStyleClass().add("side");
        return left;
    }

    /** The lesson panel (following the open lesson and scenario) above the inspector. */
    private ScrollPane rightSide() {
        var lessonPanel = new LessonPanel(model::chooseLessonOption);
        lessonPanel.setOnMeasure(l -> LessonMeasurement.start(l, model.document().scenario(), t -> lessonPanel.showMeasured(l, t)));
        model.lessonProperty().addListener((o, was, now) -> {
            lessonPanel.show(now);
            lessonPanel.follow(model.document().scenario());
        });
        model.document().scenarioProperty().addListener((o, was, now) -> lessonPanel.follow(now));
        ScrollPane right = new ScrollPane(new VBox(12, lessonPanel, new InspectorView(model)));
        right.setFitToWidth(true);
        right.setPrefWidth(340);
        right.getStyleClass().add("side");
        return right;
    }

    /** Canvas A alone, or A and B side by side while compare mode is on. */
    private SplitPane compareCanvases() {
        StackPane stackA = canvasStack();
        compareView = new CompareView(model.compare(), model::startCompare, model::sweepCompare,
                () -> model.compare().stop());
        SplitPane canvases = new SplitPane(stackA);
        canvases.setId("canvases");
        Label labelA = CompareView.label("");
        labelA.setId("compare-label-a");
        labelA.textProperty().bind(model.compare().labelAProperty());
        labelA.visibleProperty().bind(model.compare().activeProperty());
        stackA.getChildren().add(labelA);
        StackPane.setAlignment(labelA, Pos.TOP_LEFT);
        model.compare().activeProperty().addListener((o, was, on) -> {
            if (on && canvases.getItems().size() == 1) {
                canvases.getItems().add(compareView.paneB());
                canvases.setDividerPositions(0.5);
            } else if (!on) {
                canvases.getItems().remove(compareView.paneB());
            }
            showBar(on ? compareView.bar() : null, "compare-bar");
            Platform.runLater(() -> {
                canvas.fitView();
                compareView.canvasB().fitView();
            });
        });
        return canvases;
    }

    private HBox statusBar() {
        status.setId("status");
        // Always two lines, wrapped, scrolling when longer: on one line a projector's font cut most messages short.
        ScrollingText text = new ScrollingText(status, 2);
        HBox.setHgrow(text, Priority.ALWAYS);
        HBox bar = new HBox(text);
        bar.setId("status-bar");
        bar.getStyleClass().add("status-bar");
        bar.setAlignment(Pos.CENTER_LEFT);
        return bar;
    }

    private StackPane canvasStack() {
        var readouts = new ReadoutStrip(runControls.counters(), runControls.tick());
        canvas.readoutBandProperty().bind(readouts.bandProperty());
        canvas.readoutColumnProperty().bind(readouts.columnProperty());
        var banner = new DeadlockBanner(canvas, readouts.bandProperty(), model.live().snapshotProperty());
        StackPane stack = new StackPane(canvas, banner, readouts);
        stack.setMinSize(200, 150);
        return stack;
    }

    private SplitPane bottomArea() {
        ExperimentView experiment = new ExperimentView(model.experiment(), model::sweepCompare, this::exportChart,
                () -> model.document().scenario());
        ListView<String> log = new ListView<>(model.log().entries());
        log.setId("message-log");
        Controls.tip(log, "Messages: events, results and errors, newest at the bottom");
        model.log().entries().addListener((ListChangeListener<String>) c -> {
            log.scrollTo(log.getItems().size() - 1);
            status.setText(model.log().last());
            status.getStyleClass().remove("status-error");
            if (isProblem(model.log().last())) {
                status.getStyleClass().add("status-error");
            }
        });
        VBox logBox = new VBox(4, Controls.heading("Messages"), log);
        logBox.getStyleClass().add("log");
        VBox.setVgrow(log, Priority.ALWAYS);
        VBox settings = experiment.settings();
        sweepTabs = new SweepTabs(model.experiment(), experiment.chart(), model.experiment()::lastSetup);
        sweepTabs.node().getTabs().addAll(inspectors());
        SplitPane area = new SplitPane(settings, sweepTabs.node(), logBox);
        area.setId("bottom-area");
        area.setDividerPositions(0.3, 0.72);
        return area;
    }

    /** Classroom mode's inspectors (the clicked worm, switch or link, and the event log), after the chart tabs. */
    private List<Tab> inspectors() {
        InspectPanels panels = new InspectPanels(model.live(), model::setup);
        model.sceneProperty().addListener((o, was, now) -> panels.followWorm(model.focusWorm()));
        model.selectedNodeProperty().addListener((o, was, now) -> panels.showSwitch(now.intValue()));
        model.selectedLinkProperty().addListener((o, was, now) -> panels.showLink(now.intValue()));
        List<Tab> tabs = panels.tabs();
        model.presentationProperty().addListener((o, was, on) -> showInspectors(tabs, !on));
        return tabs;
    }

    /**
     * Presentation mode shows the chart tabs only (F6 puts them beside the canvas): the inspectors' tables and eight
     * tab names do not fit beside the canvas in 18-point lettering at 1280 x 720. They come back, the one that was
     * selected selected again, when presentation mode ends.
     */
    private void showInspectors(List<Tab> tabs, boolean show) {
        TabPane pane = sweepTabs.node();
        if (show) {
            pane.getTabs().addAll(tabs);
            if (inspectorBeforePresenting != null) {
                pane.getSelectionModel().select(inspectorBeforePresenting);
            }
            inspectorBeforePresenting = null;
        } else {
            Tab selected = pane.getSelectionModel().getSelectedItem();
            inspectorBeforePresenting = tabs.contains(selected) ? selected : null;
            pane.getTabs().removeAll(tabs);
        }
    }

    /** Whether a log line reports a failure, shown in red in the status bar. */
    static boolean isProblem(String line) {
        return line != null && line.matches("(?s)(\\d\\d:\\d\\d:\\d\\d\\s+)?(Could not|Cannot|Not applied|Not done|Sweep not started|Sweep failed|"
                + "The animation stopped|Compare mode cannot|Lesson choice .* cannot|An autosave copy).*");
    }

    /** The experiment's chart tabs. */
    SweepTabs sweepTabs() {
        return sweepTabs;
    }

    /** File &gt; Export of the network picture and the results. */
    WorkbenchExports exports() {
        return new WorkbenchExports(model, canvas, this::window);
    }

    /** Asks for a file and saves the chart as PNG or SVG; errors go to the log. */
    void exportChart() {
        FileChooser chooser = new FileChooser();
        chooser.setTitle("Export chart");
        chooser.getExtensionFilters().addAll(new FileChooser.ExtensionFilter("PNG image", "*.png"),
                new FileChooser.ExtensionFilter("SVG drawing", "*.svg"));
        chooser.setInitialFileName("latency-vs-load.png");
        File f = chooser.showSaveDialog(window());
        if (f == null) {
            return;
        }
        try {
            model.experiment().export(f.toPath());
            model.log().add("Chart saved to " + f);
        } catch (IOException | RuntimeException e) {
            model.log().add("Could not save the chart to " + f + ": " + e.getMessage() + ". Choose another folder or name.");
        }
    }

    /** The divider between the canvas area and the bottom area, 0..1. */
    SplitPane centreSplit() {
        return centre;
    }

    /** The bottom area: experiment settings | chart | messages. */
    SplitPane bottomSplit() {
        return bottom;
    }

    /** Shows {@code bar} under the toolbar (recovery offer, compare controls); null removes it. */
    void showBar(Node bar, String id) {
        top.getChildren().removeIf(n -> id.equals(n.getId()));
        if (bar != null) {
            bar.setId(id);
            top.getChildren().add(bar);
        }
    }

    /** Presentation mode's layout (what it shows, full screen). */
    PresentationLayout presentation() {
        return presentation;
    }

    WorkbenchMenus menus() {
        return menus;
    }

    Window window() {
        return root.getScene() == null ? null : root.getScene().getWindow();
    }

    NetworkCanvas canvas() {
        return canvas;
    }

    TimelineView timeline() {
        return timeline;
    }

    /** The live run's timeline: rewind, go to a tick, a deadlock's onset or a packet's injection (goToInjection). */
    TimelineModel timelineModel() {
        return timelineModel;
    }

    PaletteView palette() {
        return palette;
    }

    Parent root() {
        return root;
    }

    /** Opens the compare bar (B starts when an option is chosen there). */
    void openCompare() {
        showBar(compareView.bar(), "compare-bar");
    }

    CompareView compareView() {
        return compareView;
    }

    void stop() {
        compareView.stop();
        runControls.stop();
        timeline.stop();
        timelineModel.dispose();
    }
}
