package org.flitlab.gui.files;

import java.nio.file.Path;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.flitlab.gui.editor.NetworkEditor;
import org.flitlab.gui.editor.NetworkLayout;
import org.flitlab.scenario.SampleStudy;

/**
 * One sample of the gallery: its file, the scenario's name, the study it belongs to, the first sentence and the
 * whole of its description, and the layout its thumbnail is drawn from (null when the sample cannot be assembled;
 * {@code summary} then says why). Immutable.
 *
 * @param file        the scenario file
 * @param name        the scenario's name (the file name if it cannot be read)
 * @param summary     the description's first sentence, or the problem that stops it from opening
 * @param description the whole description (the summary if it cannot be read)
 * @param study       the study the sample reproduces, from its file name
 * @param layout      the network as the canvas would draw it; null if it cannot be built
 */
public record SampleEntry(Path file, String name, String summary, String description, SampleStudy study,
                          NetworkLayout layout) {
    private static final Pattern FIRST_SENTENCE = Pattern.compile("^(.*?[.!?])(?=\\s+[A-Z(]|\\s*$)", Pattern.DOTALL);

    /** Reads {@code file}; never throws for a bad file: the entry says what is wrong instead. */
    public static SampleEntry read(Path file) {
        String fallback = file.getFileName().toString().replace(".json", "");
        SampleStudy study = SampleStudy.of(fallback);
        var read = ScenarioDocument.read(file);
        if (!read.isValid()) {
            String problem = "Cannot be read: " + read.errors().get(0);
            return new SampleEntry(file, fallback, problem, problem, study, null);
        }
        var s = read.scenario();
        var setup = ScenarioDocument.toSetup(s);
        NetworkLayout layout = setup.ok() ? NetworkEditor.layoutOf(setup.value()) : null;
        String summary = firstSentence(s.description());
        String description = s.description() == null ? "" : s.description().strip();
        if (!setup.ok()) {
            summary += " (Cannot run here: " + setup.errors().get(0) + ")";
            description += " (Cannot run here: " + setup.errors().get(0) + ")";
        }
        return new SampleEntry(file, s.name().isBlank() ? fallback : s.name(), summary, description, study, layout);
    }

    /** The text up to the first full stop (or ! or ?) that a capital letter or the end follows. */
    public static String firstSentence(String description) {
        String d = description == null ? "" : description.strip();
        Matcher m = FIRST_SENTENCE.matcher(d);
        return m.find() ? m.group(1) : d;
    }

    /**
     * Whether every word of {@code query} starts a word, ignoring case, of the name, the file name, the description
     * or the study ("ring" finds a ring, not Corefringe); a blank query matches every entry.
     */
    public boolean matches(String query) {
        String text = (name + " " + file.getFileName() + " " + description + " " + study.title()).toLowerCase(Locale.ROOT);
        for (String word : query.toLowerCase(Locale.ROOT).trim().split("\\s+")) {
            if (!word.isEmpty() && !Pattern.compile("(?<![\\p{L}\\p{N}])" + Pattern.quote(word)).matcher(text).find()) {
                return false;
            }
        }
        return true;
    }
}
