package org.flitlab.scenario;

/**
 * The limits that keep reading, checking and assembling any input bounded in time and memory (docs/scenario-format.md,
 * Limits), and how a value from the input is quoted in a message: at most {@value #SHOWN_CHARS} characters, control
 * characters (terminal escapes included) written as JSON escapes, so that a message is one readable line whatever
 * the input holds. Stateless.
 */
public final class Limits {
    /** Bytes a scenario file may have. */
    public static final int MAX_FILE_BYTES = 16 * 1024 * 1024;
    /** Characters a string (a key or a value) may have. */
    public static final int MAX_STRING_CHARS = 100_000;
    /** Characters a number may be written with. */
    public static final int MAX_NUMBER_CHARS = 100;
    /** Elements an array, or keys an object, may have. */
    public static final int MAX_ELEMENTS = 1_000_000;
    /** Levels of nested arrays and objects. */
    public static final int MAX_DEPTH = 64;
    /** Characters of an unknown id or key for which a nearest known one is looked for. */
    public static final int MAX_SUGGEST_CHARS = 64;
    /** Characters of an input value shown in a message. */
    public static final int SHOWN_CHARS = 60;

    private Limits() {
    }

    /** The text as a message shows it: control characters escaped, cut to {@value #SHOWN_CHARS} characters. */
    public static String shown(String text) {
        if (text == null) {
            return "null";
        }
        StringBuilder b = new StringBuilder();
        int n = Math.min(text.length(), SHOWN_CHARS);
        for (int i = 0; i < n; i++) {
            char c = text.charAt(i);
            switch (c) {
                case '\n' -> b.append("\\n");
                case '\r' -> b.append("\\r");
                case '\t' -> b.append("\\t");
                default -> {
                    if (c < 0x20 || c == 0x7F || c >= 0x80 && c < 0xA0 || c == '\u2028' || c == '\u2029') {
                        b.append(String.format("\\u%04x", (int) c));
                    } else {
                        b.append(c);
                    }
                }
            }
        }
        if (text.length() > n) {
            b.append("... (").append(text.length()).append(" characters)");
        }
        return b.toString();
    }

    /** A whole message made safe for a terminal, on one line: control characters (newlines too) escaped, nothing cut. */
    public static String safe(String message) {
        if (message == null) {
            return "";
        }
        StringBuilder b = new StringBuilder(message.length());
        for (int i = 0; i < message.length(); i++) {
            char c = message.charAt(i);
            if (c < 0x20 || c == 0x7F || c >= 0x80 && c < 0xA0) {
                b.append(String.format("\\u%04x", (int) c));
            } else {
                b.append(c);
            }
        }
        return b.toString();
    }
}
