package org.flitlab.gui.files;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import javafx.application.Platform;
import javafx.geometry.Insets;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.image.Image;
import javafx.scene.image.ImageView;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.flitlab.gui.editor.NetworkThumbnail;

/**
 * File &gt; Open sample gallery: every samples/*.json with its name, the first sentence of its description and a
 * thumbnail of its network. The files are read on a background thread (assembling a large sample takes a
 * moment) and appear as they are read; thumbnails are drawn on the FX thread when shown. Double-click or Open
 * opens the selected sample. FX thread only, apart from the reader thread it starts.
 */
public final class SampleGallery {
    /** Thumbnail size on screen, pixels; drawn at five times this (the canvas keeps a fixed margin) and scaled down. */
    private static final int THUMB_W = 132;
    private static final int THUMB_H = 96;

    private final Stage stage = new Stage();
    private final ListView<SampleEntry> list = new ListView<>();
    private final Map<Path, Image> thumbnails = new HashMap<>();

    /** @param open opens a chosen sample file (the File menu's open, which asks about unsaved changes) */
    public SampleGallery(Window owner, Path folder, Consumer<Path> open) {
        list.setId("sample-gallery-list");
        list.setCellFactory(v -> new EntryCell());
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
        Label header = new Label("Samples in " + folder.toAbsolutePath().normalize() + ": double-click one to open it.");
        header.setWrapText(true);
        BorderPane root = new BorderPane(list);
        root.setTop(header);
        HBox buttons = new HBox(8, openButton);
        buttons.setPadding(new Insets(8, 0, 0, 0));
        root.setBottom(buttons);
        root.setPadding(new Insets(10));
        BorderPane.setMargin(header, new Insets(0, 0, 8, 0));
        stage.setScene(new Scene(root, 720, 560));
        stage.setTitle("FlitLab sample gallery");
        if (owner != null) {
            stage.initOwner(owner);
        }
        read(ScenarioDocument.samples(folder));
    }

    private void read(List<Path> files) {
        Thread reader = new Thread(() -> {
            for (Path p : files) {
                SampleEntry e = SampleEntry.read(p);
                Platform.runLater(() -> list.getItems().add(e));
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
    }

    /** The entries read so far, in file-name order. */
    public ListView<SampleEntry> list() {
        return list;
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

    /** Thumbnail on the left, name in bold and the one-line summary on the right. */
    private final class EntryCell extends ListCell<SampleEntry> {
        @Override
        protected void updateItem(SampleEntry e, boolean empty) {
            super.updateItem(e, empty);
            if (empty || e == null) {
                setGraphic(null);
                setText(null);
                return;
            }
            ImageView image = new ImageView(thumbnail(e));
            image.setFitWidth(THUMB_W);
            image.setFitHeight(THUMB_H);
            image.setPreserveRatio(true);
            image.setSmooth(true);
            Label name = new Label(e.name());
            name.setStyle("-fx-font-weight: bold");
            Label summary = new Label(e.summary());
            summary.setWrapText(true);
            summary.setMaxWidth(Double.MAX_VALUE);
            Label file = new Label(e.file().getFileName().toString());
            file.setStyle("-fx-text-fill: #6b7280; -fx-font-size: 0.85em");
            VBox text = new VBox(2, name, summary, file);
            // Wrap within the list's width rather than widening the row past it.
            text.setMinWidth(0);
            text.prefWidthProperty().bind(list.widthProperty().subtract(THUMB_W + 50));
            HBox.setHgrow(text, Priority.ALWAYS);
            HBox row = new HBox(10, image, text);
            row.setMinHeight(THUMB_H);
            setText(null);
            setGraphic(row);
        }
    }
}
