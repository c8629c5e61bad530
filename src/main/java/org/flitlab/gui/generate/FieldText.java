package org.flitlab.gui.generate;

import java.util.Arrays;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How the Generate dialog speaks of a topology parameter: a human label for its id ("Hosts per switch" for
 * {@code hostsPerSwitch}, the id going into the tooltip), a list of numbers typed as "4, 8" rather than as JSON
 * ("[4, 8]"), and the scenario reader's path-named message for a field turned into a sentence about that field
 * ("Level sizes: enter numbers separated by commas, e.g. 4, 8"). Stateless.
 */
public final class FieldText {
    /** Labels a plain split of the id would get wrong or leave unclear. */
    private static final Map<String, String> LABELS = Map.ofEntries(
            Map.entry("radixX", "Switches across (x)"), Map.entry("radixY", "Switches down (y)"),
            Map.entry("portLimit", "Ports per switch (0: no limit)"), Map.entry("servers", "Servers"),
            Map.entry("linkDelayTicks", "Link delay (ticks)"), Map.entry("hostDelayTicks", "Host link delay (ticks)"),
            Map.entry("levelSizes", "Level sizes"), Map.entry("linkRateBitsPerSecond", "Link rate (bits/s)"),
            Map.entry("linkLengthMeters", "Link length (m)"), Map.entry("velocityFractionOfC", "Signal speed (fraction of c)"),
            Map.entry("cpusPerGroup", "CPUs per group"), Map.entry("ioPerGroup", "I/O devices per group"),
            Map.entry("secondSourceSwitch", "Switch of the second source"), Map.entry("flitBits", "Flit size (bits)"));
    private static final Pattern PROBLEM = Pattern.compile("^\\$\\.topology\\.params\\.([A-Za-z]+)(\\S*): (.*)$", Pattern.DOTALL);
    private static final Pattern FOUND = Pattern.compile("^found (.*); expected (an integer|a number|an array|a boolean|.*)$");

    private FieldText() {
    }

    /** The label shown for parameter {@code id}. */
    public static String label(String id) {
        String known = LABELS.get(id);
        if (known != null) {
            return known;
        }
        String words = id.replaceAll("([a-z0-9])([A-Z])", "$1 $2").toLowerCase(Locale.ROOT);
        words = words.replaceAll(" ticks$", " (ticks)");
        return Character.toUpperCase(words.charAt(0)) + words.substring(1);
    }

    /** Whether a field's JSON text {@code json} is a list of plain numbers, typed without brackets. */
    static boolean isNumberList(String json) {
        return json.strip().matches("\\[[-0-9.eE,\\s]*\\]");
    }

    /** The text a field shows for JSON value {@code json}: a list of numbers without its brackets. */
    static String shown(String json) {
        String j = json.strip();
        if (!isNumberList(j)) {
            return json;
        }
        return String.join(", ", Arrays.stream(j.substring(1, j.length() - 1).split(","))
                .map(String::strip).filter(x -> !x.isEmpty()).toList());
    }

    /** The JSON value of what the user typed, for a field whose default was {@code defaultJson}. */
    static String json(String typed, String defaultJson) {
        String t = typed.strip();
        return isNumberList(defaultJson) && !t.startsWith("[") ? "[" + t + "]" : t;
    }

    /**
     * {@code problem} ("$.topology.params.levelSizes: found ...; expected an array") as a sentence about the
     * field with its label; a problem elsewhere in the scenario is returned as it is.
     */
    public static String sentence(String problem, String defaultJsonOfField) {
        Matcher m = PROBLEM.matcher(problem);
        if (!m.matches()) {
            return problem;
        }
        String id = m.group(1);
        String label = label(id);
        String message = m.group(3);
        Matcher found = FOUND.matcher(message);
        if (defaultJsonOfField != null && isNumberList(defaultJsonOfField) && (found.matches() || !m.group(2).isEmpty())) {
            return label + ": enter numbers separated by commas, e.g. " + example(defaultJsonOfField) + ".";
        }
        if (found.matches()) {
            String typed = found.group(1);
            String what = switch (found.group(2)) {
                case "an integer" -> "a whole number, e.g. 4";
                case "a number" -> "a number, e.g. 0.5";
                case "a boolean" -> "true or false";
                default -> found.group(2);
            };
            return label + ": enter " + what + ("null".equals(typed) ? "" : " (not " + typed + ")") + ".";
        }
        // "levelSizes is [4]; give at least 2 levels": the message starts with the id, which reads as the label.
        String text = message.startsWith(id + " ") ? message.substring(id.length() + 1) : ": " + message;
        return label + (text.startsWith(": ") ? text : " " + text) + (text.endsWith(".") ? "" : ".");
    }

    private static String example(String defaultJson) {
        String shown = shown(defaultJson);
        return shown.isBlank() ? "4, 8" : shown;
    }
}
