package org.flitlab.gui.files;

import java.nio.file.Path;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import javafx.application.Platform;
import javafx.beans.binding.Bindings;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.collections.transformation.FilteredList;
import javafx.collections.transformation.SortedList;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.scene.image.Image;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.flitlab.gui.editor.NetworkThumbnail;
import org.flitlab.scenario.BundledSamples;

/**
 * File &gt; Open sample gallery: the bundled samples (the list {@code flitlab samples} prints) grouped by the study
 * they reproduce, each with its name, its whole description and a thumbnail of its network, and a search box
 * that keeps the samples whose name or description holds every word typed. The files are read on a background
 * thread (assembling a large sample takes a moment) and appear as they are read; thumbnails are drawn on the FX
 * thread when shown. Double-click, Enter or Open opens the selected sample. FX thread only, apart from the
 * reader thread it starts.
 */
public final class SampleGallery {
    /** Thumbnail size on screen, pixels; drawn at five times this (the canvas keeps a fixed margin) and scaled down. */
    static final int THUMB_W = 132;
    static final int THUMB_H = 96;

    private final Stage stage = new Stage();
    private final ObservableList<SampleEntry> all = FXCollections.observableArrayList();
    private final FilteredList<SampleEntry> matching = new FilteredList<>(all);
    private final ListView<SampleEntry> list = new ListView<>(new SortedList<>(matching,
            Comparator.comparing((SampleEntry e) -> e.study().ordinal()).thenComparing(e -> e.file().getFileName().toString())));
    private final TextField search = new TextField();
    private final Map<Path, Image> thumbnails = new HashMap<>();

    /** @param open opens a chosen sample file (the File menu's open, which asks about unsaved changes) */
    public SampleGallery(Window owner, Path folder, Consumer<Path> open) {
        list.setId("sample-gallery-list");
        list.setCellFactory(v -> new SampleGalleryCell(this));
        search.setId("sample-gallery-search");
        search.setPromptText("Search names and descriptions (e.g. deadlock, torus, window)");
        search.textProperty().addListener((o, was, now) -> {
            matching.setPredicate(e -> e.matches(now));
            list.refresh();
        });
        Button openButton = new Button("Open");
        openButton.setId("sample-gallery-open");
        openButton.setDefaultButton(true);
        openButton.disableProperty().bind(list.getSelectionModel().selectedItemProperty().isNull());
        openButton.setOnAction(e -> openSelected(open));
        list.setOnMouseClicked(e -> {
            if (e.getClickCount() == 2) {
                openSelected(open);
            }
        });
        list.setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.ENTER) {
                openSelected(open);
            }
        });
        stage.setScene(new Scene(layout(openButton), 900, 640));
        stage.setTitle("FlitLab sample gallery");
        if (owner != null) {
            stage.initOwner(owner);
        }
        read(folder);
    }

    private BorderPane layout(Button openButton) {
        Label header = new Label("Samples grouped by the study they reproduce (the list flitlab samples prints); "
                + "double-click one to open it.");
        header.setWrapText(true);
        Label shown = new Label();
        shown.setId("sample-gallery-count");
        shown.textProperty().bind(Bindings.createStringBinding(
                () -> list.getItems().size() + " of " + all.size() + " samples", list.getItems(), all));
        HBox.setHgrow(search, Priority.ALWAYS);
        HBox searchRow = new HBox(8, new Label("Search:"), search, shown);
        searchRow.setAlignment(Pos.CENTER_LEFT);
        BorderPane root = new BorderPane(list);
        VBox top = new VBox(6, header, searchRow);
        top.setPadding(new Insets(0, 0, 8, 0));
        root.setTop(top);
        HBox buttons = new HBox(8, openButton);
        buttons.setPadding(new Insets(8, 0, 0, 0));
        root.setBottom(buttons);
        root.setPadding(new Insets(10));
        return root;
    }

    private void read(Path folder) {
        List<Path> files = folder.toFile().isDirectory() ? BundledSamples.files(folder) : List.of();
        Thread reader = new Thread(() -> {
            for (Path p : files) {
                SampleEntry e = SampleEntry.read(p);
                Platform.runLater(() -> {
                    all.add(e);
                    list.refresh();
                });
            }
        }, "flitlab-sample-gallery");
        reader.setDaemon(true);
        reader.start();
    }

    private void openSelected(Consumer<Path> open) {
        SampleEntry e = list.getSelectionModel().getSelectedItem();
        if (e != null) {
            stage.hide();
            open.accept(e.file());
        }
    }

    public void show() {
        stage.show();
        search.requestFocus();
    }

    /** The samples shown: those matching the search, grouped by study, by file name within a study. */
    public ListView<SampleEntry> list() {
        return list;
    }

    /** Every sample read so far, whatever the search. */
    public List<SampleEntry> entries() {
        return List.copyOf(all);
    }

    public TextField search() {
        return search;
    }

    public Stage stage() {
        return stage;
    }

    /** The thumbnail of {@code e}, drawn once; null if the sample has no network to draw. */
    Image thumbnail(SampleEntry e) {
        if (e.layout() == null) {
            return null;
        }
        return thumbnails.computeIfAbsent(e.file(), f -> NetworkThumbnail.of(e.layout(), 5 * THUMB_W, 5 * THUMB_H));
    }
}
