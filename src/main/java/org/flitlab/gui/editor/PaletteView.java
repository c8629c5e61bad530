package org.flitlab.gui.editor;

import java.util.Locale;
import javafx.beans.property.ObjectProperty;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.scene.paint.Color;
import javafx.scene.shape.Circle;
import javafx.scene.shape.Line;
import javafx.scene.shape.Rectangle;
import javafx.scene.shape.Shape;
import javafx.scene.text.Font;
import javafx.scene.text.Text;
import org.flitlab.gui.common.Controls;

/**
 * The left palette: the editing tools (select/move, add switch, add host, connect, delete) and the colour key
 * of the canvas (link states, worms, blocked heads, deadlock cycle, routes). FX thread only.
 */
public final class PaletteView extends VBox {
    private final ToggleGroup tools = new ToggleGroup();

    public PaletteView() {
        setId("palette");
        getStyleClass().add("palette");
        setSpacing(6);
        getChildren().add(Controls.heading("Tools"));
        for (EditTool t : EditTool.values()) {
            ToggleButton b = new ToggleButton(t.label());
            b.setId("tool-" + t.name().toLowerCase(Locale.ROOT).replace('_', '-'));
            b.setUserData(t);
            b.setToggleGroup(tools);
            b.setMaxWidth(Double.MAX_VALUE);
            // Wrapped, never cut short: at a projector's 18px font the 170-pixel palette showed "Select / ...".
            b.setWrapText(true);
            Controls.tip(b, t.tip());
            getChildren().add(b);
        }
        tools.getToggles().get(0).setSelected(true);
        tools.selectedToggleProperty().addListener((o, was, now) -> {
            if (now == null) {
                was.setSelected(true); // one tool is always active
            }
        });
        getChildren().addAll(Controls.heading("Key"),
                key(line(NetworkPainter.TRANSMITTING, 3), "link sending"),
                key(line(NetworkPainter.STALLED, 3), "link stalled"),
                key(line(NetworkPainter.IDLE, 3), "link idle"),
                key(line(NetworkPainter.WORMS[0], 6), "worm (packet)"),
                key(dot(NetworkPainter.WORMS[0], false), "worm head"),
                key(dot(NetworkPainter.WORMS[0], true), "blocked head"),
                key(bar(), "buffer fill"),
                key(dashed(), "deadlock cycle"),
                key(line(Color.web("#1f77b4", 0.5), 8), "permitted route"));
    }

    /** The selected tool. */
    public EditTool tool() {
        return (EditTool) tools.getSelectedToggle().getUserData();
    }

    /**
     * The width the palette needs so that no tool's name breaks inside a word: the longest word in the tools' font
     * with a button's insets and the palette's own (at 24 px the 170-pixel panel broke "Connect" as "Connec/t").
     */
    public double widestWord() {
        Text measure = new Text();
        double widest = 0;
        for (var t : tools.getToggles()) {
            ToggleButton b = (ToggleButton) t;
            measure.setFont(b.getFont());
            for (String word : b.getText().split(" ")) {
                measure.setText(word);
                widest = Math.max(widest, measure.getLayoutBounds().getWidth() + b.snappedLeftInset() + b.snappedRightInset());
            }
        }
        return Math.ceil(widest) + snappedLeftInset() + snappedRightInset();
    }

    /** The tools' font, which {@link #widestWord} follows. */
    public ObjectProperty<Font> toolFont() {
        return ((ToggleButton) tools.getToggles().get(0)).fontProperty();
    }

    public ToggleGroup tools() {
        return tools;
    }

    private static HBox key(Shape s, String text) {
        Label name = new Label(text);
        // Wrapped in the palette's width, never cut short ("link sen..." at an 18px font).
        name.setWrapText(true);
        name.setMinWidth(0);
        HBox.setHgrow(name, Priority.ALWAYS);
        HBox row = new HBox(8, s, name);
        row.setAlignment(Pos.CENTER_LEFT);
        row.getStyleClass().add("key");
        return row;
    }

    private static Line line(Color c, double width) {
        Line l = new Line(0, 0, 26, 0);
        l.setStroke(c);
        l.setStrokeWidth(width);
        return l;
    }

    private static Line dashed() {
        Line l = line(NetworkPainter.DEADLOCK, 4);
        l.getStrokeDashArray().addAll(7.0, 4.0);
        return l;
    }

    private static Circle dot(Color c, boolean blocked) {
        Circle d = new Circle(blocked ? 8 : 5.5, c);
        if (blocked) {
            d.setFill(Color.TRANSPARENT);
            d.setStroke(NetworkPainter.DEADLOCK);
            d.setStrokeWidth(3);
        } else {
            d.setStroke(Color.WHITE);
        }
        return d;
    }

    private static Rectangle bar() {
        Rectangle r = new Rectangle(26, 5, Color.web("#34495e"));
        r.setStroke(Color.web("#34495e"));
        return r;
    }
}
