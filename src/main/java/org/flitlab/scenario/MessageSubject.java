package org.flitlab.scenario;

import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The parameter a validation message is about, found from its first word, so that "radixX is 0; it must be at
 * least 1" is reported at {@code ...params.radixX} and "flits[2] is 0" at {@code ...params.flits[2]}. Parameter
 * records name the parameter first (architecture.md, Style); a message about a list element may use the singular
 * ("link 3 (a -> b) names ..." is about {@code links}). Immutable.
 *
 * @param component the record component the message is about
 * @param index     the "[i]" that followed it, or ""
 */
record MessageSubject(String component, String index) {
    private static final Pattern LEAD = Pattern.compile("^([A-Za-z][A-Za-z0-9]*)(\\[\\d+])?");

    /** The component named at the start of {@code message}, if it names one of {@code components}. */
    static Optional<MessageSubject> find(String message, List<String> components) {
        Matcher m = LEAD.matcher(message);
        if (!m.find()) {
            return Optional.empty();
        }
        String word = m.group(1);
        String index = m.group(2) == null ? "" : m.group(2);
        if (components.contains(word)) {
            return Optional.of(new MessageSubject(word, index));
        }
        if (word.length() >= 3) {
            for (String c : components) {
                if (c.startsWith(word) && c.length() - word.length() <= 2) {
                    return Optional.of(new MessageSubject(c, ""));
                }
            }
        }
        return Optional.empty();
    }

    String pathUnder(String recordPath) {
        return JsonPath.key(recordPath, component) + index;
    }
}
