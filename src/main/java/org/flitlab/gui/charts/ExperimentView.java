package org.flitlab.gui.charts;

import java.util.ArrayList;
import java.util.Collections;
import java.util.function.Supplier;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Spinner;
import javafx.scene.control.TextField;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.flitlab.gui.common.Controls;
import org.flitlab.gui.common.ScrollingText;
import org.flitlab.gui.common.ValueButtonCell;
import org.flitlab.scenario.Scenario;
import org.jfree.chart.fx.ChartViewer;

/**
 * The sweep panel, a form over the document's sweep and run sections: what is swept and its values, the series
 * (the scenario itself, compared with another routing or its own series), measured packets per point,
 * replications; Run with progress bar, ETA and Cancel; and the chart that fills as points finish. FX thread only.
 */
public final class ExperimentView {
    private final VBox settings = new VBox(4);
    private final ChartViewer viewer;

    /**
     * @param model the experiment view model
     * @param sweep starts the sweep of the open network (both configurations in compare mode)
     * @param export asks where to save the chart and saves it
     */
    public ExperimentView(ExperimentModel model, Runnable sweep, Runnable export) {
        this(model, sweep, export, () -> null);
    }

    /**
     * @param scenario the open scenario (or null), whose end-to-end window is offered as a swept parameter
     */
    public ExperimentView(ExperimentModel model, Runnable sweep, Runnable export,
                          Supplier<Scenario> scenario) {
        settings.setId("experiment");
        settings.getStyleClass().add("experiment");
        TextField loads = valuesField(model);
        ComboBox<SweptParameter> swept = sweptBox(model, scenario);
        Label a = seriesALabel(model);
        ComboBox<String> b = seriesBBox(model);
        TextField packets = packetsField(model);
        Spinner<Integer> reps = replicationsSpinner(model);
        GridPane grid = Controls.form();
        // Rows, heading and actions a little closer than the inspector's: at a projector's 1280 x 720 the fourth row
        // (Compare with) shows, and at 18px the second (Values).
        grid.setVgap(4);
        grid.addRow(0, new Label("Sweep"), swept);
        grid.addRow(1, new Label("Values"), loads);
        grid.addRow(2, new Label("Series A"), a);
        grid.addRow(3, new Label("Compare with"), b);
        grid.addRow(4, new Label("Packets/point"), packets);
        grid.addRow(5, new Label("Replications"), reps);
        Button run = Controls.button("run-sweep", "Run sweep", "Simulate every load for each routing; points appear as they finish (Ctrl+Enter)",
                e -> sweep.run());
        run.getStyleClass().add("primary");
        run.disableProperty().bind(model.runningProperty());
        Button cancel = Controls.button("cancel-sweep", "Cancel", "Stop the sweep; finished points stay (Esc)", e -> model.cancel());
        cancel.disableProperty().bind(model.runningProperty().not());
        Button save = Controls.button("export-chart", "Export\u2026", "Save the chart as PNG or SVG", e -> export.run());
        Button copy = Controls.button("copy-data", "Copy data", "Copy the last sweep's results (CSV with a header line) to the clipboard",
                e -> copyData(model));
        copy.disableProperty().bind(model.runningProperty());
        // The form scrolls; the actions and the status stay pinned under it, so that Run sweep and Cancel are in
        // view at a projector's 1280 x 720 and with large fonts, without scrolling (they were below the fold there).
        ScrollPane formScroll = scrolling(grid);
        ScrollingText status = new ScrollingText(statusLabel(model), 2);
        keepTheFormInView(formScroll, swept, status);
        VBox actions = new VBox(4, buttons(run, cancel, save, copy), progressBar(model), status);
        actions.setId("experiment-actions");
        settings.getChildren().addAll(formScroll, actions);
        keepButtonsOnOneRow(run, cancel, save, copy);
        viewer = new ChartViewer(model.chartProperty().get());
        viewer.setId("chart");
        model.chartProperty().addListener((o, was, now) -> viewer.setChart(now));
    }

    /**
     * The four actions in as few rows as the column's width allows: one row where they fit (at this machine's font in
     * the column's default width), so that the form above keeps that row's height at a projector's 1280 x 720.
     */
    private static FlowPane buttons(Button... buttons) {
        FlowPane row = new FlowPane(6, 6, buttons);
        row.setId("sweep-buttons");
        row.setPrefWrapLength(0);
        return row;
    }

    /**
     * The column is never narrower than the four buttons on one row: with a larger font (a projector's 18px) they
     * took two rows and the status two lines, and the form above kept only its heading at 1280 x 720. The chart
     * beside it gives up the width.
     */
    private void keepButtonsOnOneRow(Button... buttons) {
        javafx.beans.Observable[] widths = new javafx.beans.Observable[buttons.length];
        for (int i = 0; i < buttons.length; i++) {
            widths[i] = buttons[i].widthProperty();
        }
        settings.minWidthProperty().bind(javafx.beans.binding.Bindings.createDoubleBinding(() -> {
            double row = 6 * (buttons.length - 1) + settings.snappedLeftInset() + settings.snappedRightInset();
            for (Button b : buttons) {
                row += b.getWidth();
            }
            return row;
        }, widths));
    }

    /**
     * The status takes two lines where the form above keeps its heading and first row in view beside them, else one:
     * at a projector's 1280 x 720 with a 22-24 px font the column is about 150 pixels tall, and with two lines of
     * status the form showed part of its heading only. Decided again as the form's height changes (font, divider).
     */
    private static void keepTheFormInView(ScrollPane form, Region firstRow, ScrollingText status) {
        form.heightProperty().addListener((o, was, now) -> {
            var box = (VBox) form.getContent();
            double need = box.getChildren().get(0).prefHeight(-1) + box.getSpacing() + firstRow.prefHeight(-1)
                    + form.snappedTopInset() + form.snappedBottomInset();
            double spare = now.doubleValue() - need;
            if (status.lines() == 2 && spare < 0) {
                status.setLines(1);
            } else if (status.lines() == 1 && spare >= status.lineHeight()) {
                status.setLines(2);
            }
        });
    }

    /** The form under its heading, in a pane that scrolls and takes the column's spare height. */
    private static ScrollPane scrolling(GridPane grid) {
        VBox form = new VBox(2, Controls.heading("Sweep experiment"), grid);
        ScrollPane formScroll = new ScrollPane(form);
        formScroll.setId("experiment-form");
        formScroll.setFitToWidth(true);
        formScroll.setMinHeight(0);
        VBox.setVgrow(formScroll, Priority.ALWAYS);
        return formScroll;
    }

    private static TextField valuesField(ExperimentModel model) {
        TextField loads = new TextField();
        loads.setId("loads");
        loads.textProperty().bindBidirectional(model.loadsProperty());
        loads.setPromptText("(the scenario's own value)");
        Controls.tip(loads, "Values to sweep (offered load in flits/tick per host, or whole numbers for the others): "
                + "a list (0.1 0.2 0.3) or from:to:step (0.05:0.5:0.05)");
        loads.setOnAction(e -> model.commit());
        return loads;
    }

    /** The swept parameter; its choices are listed again on opening, as the open scenario may have changed. */
    private static ComboBox<SweptParameter> sweptBox(ExperimentModel model, Supplier<Scenario> scenario) {
        ComboBox<SweptParameter> swept = new ComboBox<>();
        swept.setId("swept-parameter");
        swept.setMaxWidth(Double.MAX_VALUE);
        swept.getItems().setAll(SweptParameter.choices(scenario.get()));
        swept.setOnShowing(e -> {
            SweptParameter now = swept.getValue();
            swept.getItems().setAll(SweptParameter.choices(scenario.get()));
            swept.setValue(now);
        });
        swept.valueProperty().bindBidirectional(model.parameterProperty());
        ValueButtonCell.install(swept);
        model.parameterProperty().addListener((o, was, now) -> {
            if (now != null && !swept.getItems().contains(now)) {
                swept.getItems().setAll(SweptParameter.choices(scenario.get()));
                swept.getSelectionModel().select(now);
            }
        });
        Controls.tip(swept, "What the sweep varies, set by its scenario path at each point as a scenario's sweep section does; "
                + "the Values field lists its values");
        swept.setOnAction(e -> model.commit());
        return swept;
    }

    private static Label seriesALabel(ExperimentModel model) {
        Label a = new Label();
        a.setId("series-a");
        // The column's width, wrapped onto more lines rather than cut: at 240 pixels it read "Dimension order (dateli..."
        // at a projector's 18px, "(the sc..." at 13px.
        a.setMaxWidth(Double.MAX_VALUE);
        a.setWrapText(true);
        a.setMinHeight(Region.USE_PREF_SIZE);
        a.textProperty().bind(model.seriesAProperty());
        Controls.tip(a, "The first curve: the scenario as the inspector shows it (or the scenario's own series)");
        return a;
    }

    /** The second curve's routing; the scenario's own series is an item only while it is the value. */
    private static ComboBox<String> seriesBBox(ExperimentModel model) {
        ComboBox<String> b = new ComboBox<>();
        b.setId("series-b");
        b.setMaxWidth(Double.MAX_VALUE);
        b.setPromptText("(one curve)");
        Runnable items = () -> {
            String now = model.seriesBProperty().get();
            b.getItems().setAll(new ArrayList<>(Collections.singletonList((String) null)));
            if (ExperimentModel.OWN_SERIES.equals(now)) {
                b.getItems().add(ExperimentModel.OWN_SERIES);
            }
            b.getItems().addAll(SweepForm.routingOptions().keySet());
            // Selecting again, not setValue: the value is unchanged, so setValue would leave the new list's box blank.
            b.getSelectionModel().select(now);
        };
        items.run();
        model.seriesBProperty().addListener((o, was, now) -> {
            if (!b.getItems().contains(now)) {
                items.run();
            }
        });
        b.valueProperty().bindBidirectional(model.seriesBProperty());
        ValueButtonCell.install(b);
        b.setOnAction(e -> model.commit());
        Controls.tip(b, "A second curve: the scenario with another routing, on the same traffic; empty for one curve. "
                + "A scenario's own series (a sample's comparison) show as '" + ExperimentModel.OWN_SERIES + "'");
        return b;
    }

    private static TextField packetsField(ExperimentModel model) {
        TextField packets = new TextField();
        packets.setId("measured-packets");
        packets.setPrefColumnCount(6);
        packets.textProperty().bindBidirectional(model.measuredPacketsProperty());
        packets.setOnAction(e -> model.commit());
        Controls.tip(packets, "Packets measured per point: more is smoother but slower");
        return packets;
    }

    private static Spinner<Integer> replicationsSpinner(ExperimentModel model) {
        Spinner<Integer> reps = new Spinner<>(1, 50, 1);
        reps.setId("replications");
        reps.setEditable(true);
        reps.setPrefWidth(80);
        reps.getValueFactory().valueProperty().addListener((o, was, now) -> model.replicationsProperty().set(now == null ? 1 : now));
        model.replicationsProperty().addListener((o, was, now) -> reps.getValueFactory().setValue(now.intValue()));
        Controls.tip(reps, "Runs per load, each with its own seed: the chart shows their mean and a 95% CI from their spread");
        return reps;
    }

    private static ProgressBar progressBar(ExperimentModel model) {
        ProgressBar progress = new ProgressBar();
        progress.setId("sweep-progress");
        progress.setMaxWidth(Double.MAX_VALUE);
        // Shown, at its own height, while a sweep runs; otherwise its row is the form's. (It was always there, and at a
        // projector's 1280 x 720 the column squeezed it to nothing, running or not.)
        progress.setMinHeight(Region.USE_PREF_SIZE);
        progress.visibleProperty().bind(model.runningProperty());
        progress.managedProperty().bind(progress.visibleProperty());
        progress.progressProperty().bind(model.progressProperty());
        Controls.tip(progress, "Share of the sweep's points finished");
        return progress;
    }

    private static Label statusLabel(ExperimentModel model) {
        Label status = new Label();
        status.setId("sweep-status");
        // Two lines in a pane of its own that scrolls (ScrollingText): as tall as its text, a saturated series' long
        // report pushed the buttons and the form out of the column at a projector's large fonts.
        status.textProperty().bind(model.statusProperty());
        return status;
    }

    private static void copyData(ExperimentModel model) {
        var csv = model.resultsCsv();
        if (csv.isEmpty()) {
            model.statusProperty().set("No finished sweep to copy yet: Run sweep first (a cancelled sweep has no table).");
            return;
        }
        ClipboardContent content = new ClipboardContent();
        content.putString(csv.get());
        Clipboard.getSystemClipboard().setContent(content);
        long lines = csv.get().lines().count();
        model.statusProperty().set("Copied " + (lines - 1) + " result rows (CSV with a header line) to the clipboard.");
    }

    /** The settings column: the form (scrolling) above the actions and the status (always in view). */
    public VBox settings() {
        return settings;
    }

    /** The chart. */
    public ChartViewer chart() {
        return viewer;
    }
}
