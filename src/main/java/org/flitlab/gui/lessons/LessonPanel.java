package org.flitlab.gui.lessons;

import java.util.function.BiConsumer;
import javafx.scene.control.Label;
import javafx.scene.control.RadioButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.layout.VBox;
import org.flitlab.gui.common.Controls;
import org.flitlab.scenario.Scenario;
import org.flitlab.scenario.ScenarioJson;

/**
 * The lesson's text panel with its one control (a radio button per choice), shown above the inspector while a
 * lesson is open. FX thread only.
 */
public final class LessonPanel extends VBox {
    private final Label title = Controls.heading("");
    private final Label text = new Label();
    private final Label control = new Label();
    private final VBox buttons = new VBox(4);
    private final ToggleGroup group = new ToggleGroup();
    private final BiConsumer<Lesson, String> onChoice;
    private Lesson shown;

    /** @param onChoice called with the lesson and the chosen label when the user picks a choice */
    public LessonPanel(BiConsumer<Lesson, String> onChoice) {
        this.onChoice = onChoice;
        setId("lesson-panel");
        getStyleClass().add("lesson-panel");
        setSpacing(6);
        text.setWrapText(true);
        text.setId("lesson-text");
        control.getStyleClass().add("heading");
        title.setWrapText(true);
        getChildren().addAll(title, text, control, buttons);
        show(null);
    }

    /** Shows {@code lesson}, its first choice selected; null hides the panel. */
    public void show(Lesson lesson) {
        shown = lesson;
        setVisible(lesson != null);
        setManaged(lesson != null);
        buttons.getChildren().clear();
        group.getToggles().clear();
        if (lesson == null) {
            return;
        }
        title.setText("Lesson: " + lesson.title());
        text.setText(lesson.text());
        control.setText("Change: " + lesson.control());
        for (String choice : lesson.choiceNames()) {
            RadioButton b = new RadioButton(choice);
            b.setId("lesson-choice-" + lesson.choiceNames().indexOf(choice));
            b.setToggleGroup(group);
            Controls.tip(b, "Set " + String.join(", ", lesson.choices().get(choice).keySet()) + " and restart the animation");
            b.setOnAction(e -> onChoice.accept(lesson, choice));
            buttons.getChildren().add(b);
        }
        group.getToggles().get(0).setSelected(true);
    }

    /**
     * Selects the choice the document {@code s} is in (whose overrides change nothing in it), so that after an undo
     * the panel shows what runs; none is selected if the document is in none of them.
     */
    public void follow(Scenario s) {
        if (shown == null || s == null) {
            return;
        }
        group.selectToggle(null);
        for (int i = 0; i < shown.choiceNames().size(); i++) {
            var changed = ScenarioJson.withOverrides(s, shown.choices().get(shown.choiceNames().get(i)));
            if (changed.isValid() && changed.scenario().equals(s)) {
                group.getToggles().get(i).setSelected(true);
                return;
            }
        }
    }
}
