package org.flitlab.gui;

import java.io.InputStream;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javafx.scene.Cursor;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.image.Image;
import javafx.scene.image.ImageView;
import javafx.scene.layout.VBox;
import javafx.scene.paint.Color;
import javafx.scene.text.Font;
import javafx.scene.text.FontPosture;
import javafx.scene.text.FontWeight;
import javafx.scene.text.Text;
import javafx.scene.text.TextFlow;

/**
 * Shows the Markdown of the bundled user guide without a browser: headings, paragraphs, bullet lists, code
 * blocks and tables (in a fixed-width font), pictures (from the resources beside the guide, else their caption),
 * and inline bold, italics, code and links (their text). The subset docs/user-guide.md uses; anything else shows
 * as plain text. FX thread only.
 */
final class MarkdownView {
    private static final Pattern INLINE = Pattern.compile("\\*\\*(.+?)\\*\\*|`([^`]+)`|\\[([^\\]]+)\\]\\(([^)]*)\\)|(?<![\\w*])\\*([^*\\s][^*]*?)\\*(?![\\w*])");
    private static final Pattern IMAGE = Pattern.compile("^!\\[([^\\]]*)\\]\\(([^)]+)\\)\\s*$");
    private static final double WIDTH = 760;

    private final String resourceFolder;
    /** Each heading by its anchor ("the-command-line"), as GitHub names it, for the guide's own links. */
    private final Map<String, Node> anchors = new HashMap<>();
    private Consumer<Node> onAnchor = n -> { };

    /** @param resourceFolder the class-path folder the guide's relative picture paths start from */
    MarkdownView(String resourceFolder) {
        this.resourceFolder = resourceFolder;
    }

    /** Sets what a click on a link to a heading of the guide ({@code [text](#anchor)}) does with that heading. */
    void setOnAnchor(Consumer<Node> action) {
        onAnchor = action;
    }

    /** The heading of anchor {@code name}, or null. */
    Node anchor(String name) {
        return anchors.get(name);
    }

    /** GitHub's anchor of a heading: lower case, spaces to hyphens, other punctuation dropped. */
    static String anchorOf(String heading) {
        return heading.strip().toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9 _-]", "").replace(' ', '-');
    }

    /** The guide's blocks, top to bottom. */
    VBox render(String markdown) {
        VBox box = new VBox(8);
        box.setPrefWidth(WIDTH);
        List<String> lines = markdown.lines().toList();
        for (int i = 0; i < lines.size(); ) {
            String line = lines.get(i);
            if (line.isBlank()) {
                i++;
            } else if (line.startsWith("```")) {
                int end = endOfFence(lines, i);
                box.getChildren().add(fixed(lines.subList(i + 1, end)));
                i = end + 1;
            } else if (line.startsWith("#")) {
                int level = line.indexOf(' ');
                Node h = heading(line.substring(level + 1), level);
                anchors.put(anchorOf(line.substring(level + 1)), h);
                box.getChildren().add(h);
                i++;
            } else if (line.startsWith("|")) {
                int end = i;
                while (end < lines.size() && lines.get(end).startsWith("|")) {
                    end++;
                }
                box.getChildren().add(fixed(lines.subList(i, end)));
                i = end;
            } else if (IMAGE.matcher(line).matches()) {
                Matcher m = IMAGE.matcher(line);
                m.matches();
                box.getChildren().add(picture(m));
                i++;
            } else {
                i = addParagraph(box, lines, i);
            }
        }
        return box;
    }

    /** The index of the fence closing the code block that opens at {@code start}, or the end of the text. */
    private static int endOfFence(List<String> lines, int start) {
        int end = start + 1;
        while (end < lines.size() && !lines.get(end).startsWith("```")) {
            end++;
        }
        return end;
    }

    /** Adds the paragraph or list item that starts at {@code start}; returns the index after it. */
    private int addParagraph(VBox box, List<String> lines, int start) {
        int end = start + 1;
        boolean item = lines.get(start).startsWith("- ");
        // A paragraph or list item runs on until a blank line, a new item or another block.
        while (end < lines.size() && !lines.get(end).isBlank() && !lines.get(end).startsWith("- ")
                && !lines.get(end).startsWith("#") && !lines.get(end).startsWith("```") && !lines.get(end).startsWith("|")) {
            end++;
        }
        String text = String.join(" ", lines.subList(start, end).stream().map(String::strip).toList());
        box.getChildren().add(paragraph(item ? "\u2022  " + text.substring(2) : text, item, this::follow));
        return end;
    }

    private static Node heading(String text, int level) {
        Label l = new Label(text);
        l.setWrapText(true);
        l.setFont(Font.font(Font.getDefault().getFamily(), FontWeight.BOLD, level <= 1 ? 22 : level == 2 ? 18 : 15));
        l.getStyleClass().add("guide-heading");
        return l;
    }

    private static Node fixed(List<String> lines) {
        Label l = new Label(String.join("\n", lines));
        l.setFont(Font.font("monospace", 12));
        l.setStyle("-fx-background-color: #f1f3f5; -fx-padding: 6;");
        l.setMaxWidth(WIDTH);
        return l;
    }

    private Node picture(Matcher m) {
        String caption = m.group(1);
        InputStream in = MarkdownView.class.getResourceAsStream(resourceFolder + "/" + m.group(2));
        Label label = new Label(caption.isBlank() ? m.group(2) : caption);
        label.setFont(Font.font(Font.getDefault().getFamily(), FontPosture.ITALIC, 12));
        if (in == null) {
            return label;
        }
        ImageView image = new ImageView(new Image(in));
        image.setPreserveRatio(true);
        image.setFitWidth(Math.min(WIDTH - 20, image.getImage().getWidth()));
        return new VBox(2, image, label);
    }

    private void follow(String target) {
        Node h = target.startsWith("#") ? anchors.get(target.substring(1)) : null;
        if (h != null) {
            onAnchor.accept(h);
        }
    }

    /**
     * One paragraph (or list item, indented) with its inline bold, italics, code and link texts; a click on a
     * link's text hands its target to {@code links}.
     */
    static TextFlow paragraph(String text, boolean item, Consumer<String> links) {
        List<Text> parts = new ArrayList<>();
        Matcher m = INLINE.matcher(text);
        int at = 0;
        double size = Font.getDefault().getSize();
        String family = Font.getDefault().getFamily();
        while (m.find()) {
            parts.add(new Text(text.substring(at, m.start())));
            Text t;
            if (m.group(1) != null) {
                t = new Text(m.group(1));
                t.setFont(Font.font(family, FontWeight.BOLD, size));
            } else if (m.group(2) != null) {
                t = new Text(m.group(2));
                t.setFont(Font.font("monospace", size));
            } else if (m.group(3) != null) {
                t = new Text(m.group(3));
                t.setUnderline(true);
                String target = m.group(4);
                if (target.startsWith("#")) {
                    t.setFill(Color.web("#1f5fa8"));
                    t.setCursor(Cursor.HAND);
                    t.setId("guide-link-" + target.substring(1));
                    t.setOnMouseClicked(e -> links.accept(target));
                }
            } else {
                t = new Text(m.group(5));
                t.setFont(Font.font(family, FontPosture.ITALIC, size));
            }
            parts.add(t);
            at = m.end();
        }
        parts.add(new Text(text.substring(at)));
        TextFlow flow = new TextFlow(parts.toArray(Text[]::new));
        flow.setPrefWidth(WIDTH - (item ? 16 : 0));
        if (item) {
            flow.setStyle("-fx-padding: 0 0 0 16;");
        }
        return flow;
    }
}
