package org.flitlab.gui.lessons;

import java.util.function.BiConsumer;
import java.util.function.Consumer;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Labeled;
import javafx.scene.control.RadioButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.flitlab.gui.common.Controls;
import org.flitlab.scenario.Scenario;
import org.flitlab.scenario.ScenarioJson;

/**
 * The lesson's panel, shown above the inspector while a lesson is open: what the network is, the numbered steps,
 * the one control (a radio button per choice, each an undoable edit of the document), a button that measures both
 * choices, the question and a button that reveals the answer. FX thread only.
 */
public final class LessonPanel extends VBox {
    private final Label title = Controls.heading("");
    private final Label text = wrapped("lesson-text");
    private final Label steps = wrapped("lesson-steps");
    private final Label control = new Label();
    private final VBox buttons = new VBox(4);
    private final ToggleGroup group = new ToggleGroup();
    private final Label question = wrapped("lesson-question");
    private final Button reveal = new Button("Show answer");
    private final Label answer = wrapped("lesson-answer");
    private final Button measure = new Button("Measure both choices");
    private final Label measured = wrapped("lesson-measured");
    private final BiConsumer<Lesson, String> onChoice;
    private Consumer<Lesson> onMeasure = l -> { };
    private Lesson shown;

    /** @param onChoice called with the lesson and the chosen label when the user picks a choice */
    public LessonPanel(BiConsumer<Lesson, String> onChoice) {
        this.onChoice = onChoice;
        setId("lesson-panel");
        getStyleClass().add("lesson-panel");
        setSpacing(6);
        control.getStyleClass().add("heading");
        control.setId("lesson-control");
        // Every text here wraps rather than end in "..." at a projector's large fonts (the heading, buttons, choices).
        for (Labeled l : new Labeled[] {title, control, reveal, measure}) {
            wrap(l);
        }
        question.getStyleClass().add("lesson-question");
        answer.getStyleClass().add("lesson-answer");
        reveal.setId("lesson-show-answer");
        Controls.tip(reveal, "Reveal the answer (ask the class first)");
        reveal.setOnAction(e -> revealAnswer(true));
        measure.setId("lesson-measure");
        Controls.tip(measure, "Run the open scenario once with each choice, headless, and show the numbers");
        measure.setOnAction(e -> {
            measure.setDisable(true);
            measured.setText("Measuring each choice...");
            onMeasure.accept(shown);
        });
        getChildren().addAll(title, text, steps, control, buttons, measure, measured, question, reveal, answer);
        show(null);
    }

    private static Label wrapped(String id) {
        Label l = new Label();
        l.setId(id);
        return wrap(l);
    }

    /** {@code l} wrapping its text, as tall as its lines. */
    private static <T extends Labeled> T wrap(T l) {
        l.setWrapText(true);
        l.setMinHeight(Region.USE_PREF_SIZE);
        return l;
    }

    /** Sets what "Measure both choices" does with the lesson shown; it answers through {@link #showMeasured}. */
    public void setOnMeasure(Consumer<Lesson> onMeasure) {
        this.onMeasure = onMeasure;
    }

    /** Shows the measured {@code text} if {@code lesson} is still the one shown. */
    public void showMeasured(Lesson lesson, String text) {
        if (lesson.equals(shown)) {
            measured.setText(text);
            measure.setDisable(false);
        }
    }

    /** Shows {@code lesson}, its first choice selected and its answer hidden; null hides the panel. */
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
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < lesson.steps().size(); i++) {
            s.append(i == 0 ? "" : "\n").append(i + 1).append(". ").append(lesson.steps().get(i));
        }
        steps.setText(s.toString());
        control.setText("Change: " + lesson.control());
        for (String choice : lesson.choiceNames()) {
            RadioButton b = wrap(new RadioButton(choice));
            b.setId("lesson-choice-" + lesson.choiceNames().indexOf(choice));
            b.setToggleGroup(group);
            Controls.tip(b, "Set " + String.join(", ", lesson.choices().get(choice).keySet()) + " and restart the animation");
            b.setOnAction(e -> onChoice.accept(lesson, choice));
            buttons.getChildren().add(b);
        }
        group.getToggles().get(0).setSelected(true);
        question.setText("Question: " + lesson.question());
        answer.setText("Answer: " + lesson.answer());
        measured.setText("");
        measure.setDisable(false);
        revealAnswer(false);
    }

    /** Shows the answer (and hides the button) or hides it again. */
    private void revealAnswer(boolean on) {
        answer.setVisible(on);
        answer.setManaged(on);
        reveal.setVisible(!on);
        reveal.setManaged(!on);
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
