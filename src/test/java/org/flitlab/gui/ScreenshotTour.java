package org.flitlab.gui;

import java.nio.file.Path;
import java.util.Map;
import java.util.Objects;
import javafx.animation.PauseTransition;
import javafx.application.Platform;
import javafx.scene.control.Button;
import javafx.scene.control.MenuBar;
import javafx.scene.control.ScrollPane;
import javafx.scene.robot.Robot;
import javafx.stage.Stage;
import javafx.stage.Window;
import javafx.util.Duration;
import org.flitlab.gui.compare.CompareControl;
import org.flitlab.gui.editor.AutoLayout;
import org.flitlab.gui.files.BuiltInScenarios;
import org.flitlab.gui.generate.GeneratorDialog;
import org.flitlab.gui.generate.TopologyGenerator;
import org.flitlab.gui.lessons.Lessons;
import org.flitlab.scenario.BundledSamples;
import org.flitlab.scenario.Catalog;

/**
 * Opens the real workbench window in a given state for the docs/images screenshots (run under Xvfb, see
 * stack.md section 6): {@code workbench}, {@code sweep}, {@code deadlock}, {@code updown}, {@code editor}, {@code lesson} ({@code -Dflitlab.lesson}, {@code -Dflitlab.answer}, {@code -Dflitlab.measure}), {@code heatmap}, {@code compare}, {@code timeouts}, {@code inspector}, {@code gallery} ({@code -Dflitlab.search}), {@code generator} ({@code -Dflitlab.family}, {@code -Dflitlab.field=id=value}), {@code guide}, {@code about}, {@code link} or {@code charts} (after a sweep, tab {@code -Dflitlab.tab}, File &gt; Export open with {@code -Dflitlab.menu=true}). With
 * {@code -Dflitlab.exportCanvas=a.svg,a.png} it also exports the network picture to those files after
 * {@code flitlab.exportAfter} seconds (4). {@code family} opens a generator's default network ({@code -Dflitlab.family})
 * as Network &gt; Generate does, at load {@code -Dflitlab.load} (0.05). {@code -Dflitlab.fontPx=N} sets the window's font
 * to N pixels (a projector's 18-24) before the state is shown. docs/images/workbench-screenshots.sh takes
 * every docs/images picture of the window with it (twm for the title bar). Not a test.
 */
public final class ScreenshotTour {
    private ScreenshotTour() {
    }

    private static void showExportMenu(WorkbenchApp app) {
        var bar = (MenuBar) app.window().root().lookup(".menu-bar");
        var file = bar.getMenus().stream().filter(x -> "menu-file".equals(x.getId())).findFirst().orElseThrow();
        file.show();
        // A submenu opens on hover, so the pointer is moved onto File > Export once the menu is up.
        PauseTransition p = new PauseTransition(Duration.seconds(0.5));
        p.setOnFinished(e -> {
            var export = app.window().root().getScene().getWindow();
            var item = Window.getWindows().stream().filter(w -> w != export)
                    .map(w -> w.getScene().getRoot().lookup("#menu-export")).filter(Objects::nonNull).findFirst();
            item.ifPresent(n -> {
                var b = n.localToScreen(n.getBoundsInLocal());
                new Robot().mouseMove(b.getMinX() + 30, b.getCenterY());
            });
        });
        p.play();
    }

    public static void main(String[] args) {
        String state = args.length == 0 ? "workbench" : args[0];
        Platform.startup(() -> {
            Stage stage = new Stage();
            WorkbenchApp app = TestWorkbench.app();
            app.start(stage);
            // A projector's larger font (-Dflitlab.fontPx=22), set on the window's root as the tests set it.
            Integer px = Integer.getInteger("flitlab.fontPx");
            if (px != null) {
                stage.getScene().getRoot().setStyle("-fx-font-size: " + px + "px");
            }
            switch (state) {
                case "sweep" -> showSweep(stage, app, args);
                case "deadlock" -> showDeadlock(stage, app, args);
                case "updown" -> showUpdown(stage, app, args);
                case "generator" -> showGenerator(stage, app, args);
                case "family" -> showFamily(stage, app, args);
                case "force" -> showForce(stage, app, args);
                case "editor" -> showEditor(stage, app, args);
                case "lesson" -> showLesson(stage, app, args);
                case "heatmap" -> showHeatmap(stage, app, args);
                case "compare" -> showCompare(stage, app, args);
                case "timeouts" -> showTimeouts(stage, app, args);
                case "inspector" -> showInspector(stage, app, args);
                case "gallery" -> showGallery(stage, app, args);
                case "charts" -> showCharts(stage, app, args);
                case "link" -> showLink(stage, app, args);
                case "rewind" -> RewindScreenshot.show(app);
                case "guide", "about" -> showGuide(app, state);
                default -> { }
            }
            scheduleExport(app);
        });
    }

    private static void showSweep(Stage stage, WorkbenchApp app, String[] args) {
        WorkbenchModel m = app.model();
        // The panel's default packets per point: with far fewer, the saturation rule can flag a stable
        // point (docs/user-guide.md), and the picture would show that instead of the example.
        m.experiment().loadsProperty().set("0.05:0.55:0.05");
        m.experiment().seriesBProperty().set("up-down");
        m.experiment().run();
    }

    private static void showDeadlock(Stage stage, WorkbenchApp app, String[] args) {
        WorkbenchModel m = app.model();
        m.open(BuiltInScenarios.deadlock(), null);
        m.live().speedProperty().set(0.75);
        m.live().play();
    }

    private static void showUpdown(Stage stage, WorkbenchApp app, String[] args) {
        WorkbenchModel m = app.model();
        m.open(BuiltInScenarios.upDownMesh(), null);
        m.live().pause();
        m.routingViewProperty().set(true);
        var t = m.setup().topology();
        m.showRoutes(t.hostNode(15), t.hostNode(5));
    }

    private static void showGenerator(Stage stage, WorkbenchApp app, String[] args) {
        WorkbenchModel m = app.model();
        var d = new GeneratorDialog(stage,
                new TopologyGenerator(Catalog.standard()),
                m.document().scenario(), System.getProperty("flitlab.family", "torus"));
        String field = System.getProperty("flitlab.field", "radixX=6");
        d.fields().get(field.substring(0, field.indexOf('='))).setText(field.substring(field.indexOf('=') + 1));
        d.show();
    }

    private static void showFamily(Stage stage, WorkbenchApp app, String[] args) {
        WorkbenchModel m = app.model();
        // A generator's default network (-Dflitlab.family), made as the Generate dialog makes it, at moderate load.
        String family = System.getProperty("flitlab.family", "hypercube");
        var base = m.document().scenario();
        var made = new TopologyGenerator(Catalog.standard()).generate(base, family, Map.of());
        String name = org.flitlab.gui.editor.ChoiceLabels.name(org.flitlab.scenario.ComponentKind.TOPOLOGY, family);
        m.openGenerated(ScenarioFiles.describedGenerated(made.scenario(), base, name), made.notes());
        // Then the offered load lowered as in the inspector (one edit), so the drawing is seen, not buried in worms.
        m.document().edit("offered load", s -> ScenarioFiles.overridden(s,
                Map.of("traffic.arrivals.params.offeredLoad", System.getProperty("flitlab.load", "0.05"))));
        app.window().canvas().fitView();
        m.live().speedProperty().set(0.75);
        m.live().play();
    }

    private static void showForce(Stage stage, WorkbenchApp app, String[] args) {
        WorkbenchModel m = app.model();
        m.applyLayout(AutoLayout.valueOf(args[1]));
        app.window().canvas().fitView();
    }

    private static void showEditor(Stage stage, WorkbenchApp app, String[] args) {
        WorkbenchModel m = app.model();
        m.live().pause();
        var l0 = m.layout();
        // Right of the s7/s11 column, clear of the torus's wrap bands, so the new link is seen.
        double cx = l0.x(7) + 0.75 * (l0.x(7) - l0.x(6));
        double cy = (l0.y(7) + l0.y(11)) / 2;
        m.editNetwork("add switch", k -> k.addSwitch(cx, cy));
        m.editNetwork("add host", k -> k.addHost("s16"));
        m.editNetwork("connect", k -> k.connect("s16", "s11"));
        var l = m.layout();
        m.markInside(l.x(0) - 0.1, l.y(0) - 0.1, l.x(3) + 0.1, l.y(3) + 0.6);
        app.window().palette().tools().getToggles().get(1).setSelected(true);
    }

    /** Lesson {@code -Dflitlab.lesson} (the first), playing; answer and measurements shown with -Dflitlab.answer, .measure. */
    private static void showLesson(Stage stage, WorkbenchApp app, String[] args) {
        WorkbenchModel m = app.model();
        String id = System.getProperty("flitlab.lesson", Lessons.all().get(0).id());
        m.openLesson(Lessons.all().stream().filter(l -> l.id().equals(id)).findFirst().orElseThrow(), BundledSamples.folder());
        m.live().play();
        for (String button : new String[] {"answer", "measure"}) {
            if (Boolean.getBoolean("flitlab." + button)) {
                ((Button) app.window().root().lookup(button.equals("answer") ? "#lesson-show-answer" : "#lesson-measure")).fire();
            }
        }
        // Once measured, the side panel scrolls down to the question and its answer.
        PauseTransition p = new PauseTransition(Duration.seconds(4));
        p.setOnFinished(e -> {
            var panel = app.window().root().lookup("#lesson-panel");
            for (var n = panel; n != null; n = n.getParent()) {
                if (n instanceof ScrollPane sp) {
                    double view = sp.getViewportBounds().getHeight();
                    double content = sp.getContent().getBoundsInLocal().getHeight();
                    sp.setVvalue(Math.max(0, Math.min(1, (panel.getBoundsInParent().getMaxY() - view) / (content - view))));
                }
            }
        });
        p.play();
    }

    private static void showHeatmap(Stage stage, WorkbenchApp app, String[] args) {
        WorkbenchModel m = app.model();
        m.live().pause();
        m.experiment().loadsProperty().set("0.1 0.2 0.3");
        m.experiment().seriesBProperty().set(null);
        m.experiment().measuredPacketsProperty().set("400");
        m.experiment().run();
    }

    private static void showCompare(Stage stage, WorkbenchApp app, String[] args) {
        WorkbenchModel m = app.model();
        m.openScenario(BundledSamples.folder().resolve("lesson-cut-through.json"));
        app.window().openCompare();
        var c = CompareControl.standard().get(1);
        app.window().compareView().choose(c, "store-and-forward");
        m.live().speedProperty().set(0.35);
        m.experiment().loadsProperty().set("0.02:0.18:0.02");
        m.experiment().measuredPacketsProperty().set("300");
        m.sweepCompare();
    }

    private static void showTimeouts(Stage stage, WorkbenchApp app, String[] args) {
        WorkbenchModel m = app.model();
        m.openLesson(Lessons.all().stream().filter(l -> l.id().equals("timeouts")).findFirst().orElseThrow(), BundledSamples.folder());
        m.live().speedProperty().set(0.35);
        m.live().play();
    }

    private static void showInspector(Stage stage, WorkbenchApp app, String[] args) {
        WorkbenchModel m = app.model();
        m.open(BuiltInScenarios.upDownMesh(), null);
        m.live().speedProperty().set(0.5);
        m.live().play();
        m.routingViewProperty().set(true);
        m.makeRoot(5);
        m.nodeClicked(5);
    }

    private static void showGallery(Stage stage, WorkbenchApp app, String[] args) {
        var g = app.window().menus().showGallery();
        g.stage().setX(330);
        g.stage().setY(90);
        g.search().setText(System.getProperty("flitlab.search", ""));
    }

    private static void showCharts(Stage stage, WorkbenchApp app, String[] args) {
        WorkbenchModel m = app.model();
        m.experiment().loadsProperty().set("0.05:0.5:0.05");
        m.experiment().seriesBProperty().set("up-down");
        m.experiment().runningProperty().addListener((o, was, now) -> {
            if (!now) {
                app.window().sweepTabs().tabs().getSelectionModel().select(Integer.getInteger("flitlab.tab", 1));
                if (Boolean.getBoolean("flitlab.menu")) {
                    PauseTransition p = new PauseTransition(Duration.seconds(1));
                    p.setOnFinished(e -> showExportMenu(app));
                    p.play();
                }
            }
        });
        m.experiment().run();
    }

    private static void showLink(Stage stage, WorkbenchApp app, String[] args) {
        WorkbenchModel m = app.model();
        // A link picked with the Select tool (s5-s6), outlined; Delete would remove it.
        var t = m.setup().topology();
        t.links().stream().filter(k -> t.node(k.nodeA()).name().equals("s5") && t.node(k.nodeB()).name().equals("s6")
                || t.node(k.nodeA()).name().equals("s6") && t.node(k.nodeB()).name().equals("s5"))
                .findFirst().ifPresent(k -> m.linkClicked(k.id()));
    }

    private static void showGuide(WorkbenchApp app, String state) {
        // Help > User guide (or About), as the menu fires it.
        var bar = (MenuBar) app.window().root().lookup(".menu-bar");
        String id = state.equals("guide") ? "user-guide-item" : "about-item";
        bar.getMenus().stream().flatMap(x -> x.getItems().stream()).filter(i -> id.equals(i.getId()))
                .findFirst().orElseThrow().fire();
    }

    /** Exports the network picture to each file of -Dflitlab.exportCanvas, -Dflitlab.exportAfter seconds in. */
    private static void scheduleExport(WorkbenchApp app) {
        String export = System.getProperty("flitlab.exportCanvas");
        if (export != null) {
            // File > Export > Network picture as the user would get it, a few seconds into the state.
            PauseTransition p = new PauseTransition(Duration.seconds(
                    Double.parseDouble(System.getProperty("flitlab.exportAfter", "4"))));
            p.setOnFinished(e -> {
                for (String f : export.split(",")) {
                    app.window().exports().exportCanvasTo(Path.of(f));
                }
            });
            p.play();
        }
    }
}
