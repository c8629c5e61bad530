package org.flitlab.gui.files;

import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.image.ImageView;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * A row of the sample gallery: the study's heading when the row starts a group, then the thumbnail on the left and
 * on the right the name in bold, the whole description (wrapped, never cut) and the file name.
 */
final class SampleGalleryCell extends ListCell<SampleEntry> {
    private final SampleGallery gallery;

    SampleGalleryCell(SampleGallery gallery) {
        this.gallery = gallery;
    }

    @Override
    protected void updateItem(SampleEntry e, boolean empty) {
        super.updateItem(e, empty);
        setText(null);
        if (empty || e == null) {
            setGraphic(null);
            return;
        }
        VBox cell = new VBox(4);
        if (startsGroup(e)) {
            Label heading = new Label(e.study().title());
            heading.getStyleClass().add("gallery-study");
            heading.setStyle("-fx-font-size: 1.25em; -fx-font-weight: bold; -fx-text-fill: #1f5f8b; -fx-padding: 6 0 2 0");
            cell.getChildren().add(heading);
        }
        cell.getChildren().add(row(e));
        setGraphic(cell);
    }

    /** Whether {@code e} is the first shown entry of its study. */
    private boolean startsGroup(SampleEntry e) {
        int i = getIndex();
        var items = getListView().getItems();
        return i <= 0 || i > items.size() - 1 || items.get(i - 1).study() != e.study();
    }

    private HBox row(SampleEntry e) {
        ImageView image = new ImageView(gallery.thumbnail(e));
        image.setFitWidth(SampleGallery.THUMB_W);
        image.setFitHeight(SampleGallery.THUMB_H);
        image.setPreserveRatio(true);
        image.setSmooth(true);
        Label name = new Label(e.name());
        name.setStyle("-fx-font-weight: bold");
        Label description = new Label(e.description());
        description.getStyleClass().add("gallery-description");
        description.setWrapText(true);
        description.setMaxWidth(Double.MAX_VALUE);
        description.setMinHeight(Region.USE_PREF_SIZE);
        Label file = new Label(e.file().getFileName().toString());
        file.setStyle("-fx-text-fill: #6b7280; -fx-font-size: 0.85em");
        VBox text = new VBox(2, name, description, file);
        // Wrap within the list's width rather than widening the row past it.
        text.setMinWidth(0);
        text.prefWidthProperty().bind(getListView().widthProperty().subtract(SampleGallery.THUMB_W + 50));
        HBox.setHgrow(text, Priority.ALWAYS);
        HBox row = new HBox(10, image, text);
        row.setMinHeight(SampleGallery.THUMB_H);
        return row;
    }
}
