package org.flitlab.scenario;

import com.google.gson.stream.JsonReader;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Says in plain words why text is not strict JSON, from where the parser stopped: "not strict JSON: NaN is not a
 * number literal (line 12, column 19)". The parser's own message names only where it stopped, and advises a lenient
 * mode that FlitLab does not offer; here the word at that place is classified instead (a comment, NaN or Infinity, a
 * number with a plus sign, a leading zero or a bare decimal point, single quotes, an unquoted word, a trailing
 * comma). Stateless.
 */
final class StrictSyntax {
    private static final Pattern AT = Pattern.compile("at line (\\d+) column (\\d+)");
    private static final String STRUCTURE = "{}[],:";

    private StrictSyntax() {
    }

    /** " at line L column C" of the reader's current place, or "". */
    static String where(JsonReader r) {
        Matcher m = AT.matcher(r.toString());
        return m.find() ? " at line " + m.group(1) + " column " + m.group(2) : "";
    }

    /** The refusal of {@code text}, given the parser's message (which holds the line and column where it stopped). */
    static String explain(String text, String parserMessage, JsonReader reader) {
        String m = parserMessage == null ? "" : parserMessage;
        Matcher at = AT.matcher(m);
        if (!at.find()) {
            at = AT.matcher(reader.toString());
            if (!at.find()) {
                return "not strict JSON: " + plain(m);
            }
        }
        int line = Integer.parseInt(at.group(1));
        int column = Integer.parseInt(at.group(2));
        int offset = offset(text, line, column);
        if (m.startsWith("Nesting limit")) {
            return "the JSON is nested more than " + Limits.MAX_DEPTH + " levels deep (line " + line + ", column " + column + ")";
        }
        if (m.startsWith("End of input")) {
            return text.isBlank() ? "the file is empty; expected a scenario object {\"format\": \"flitlab-scenario\", ...}"
                    : "the file ends before its JSON does (line " + line + ", column " + column + "): a bracket or quote is not closed";
        }
        if (m.startsWith("Unterminated string")) {
            return "not strict JSON: a string is not closed (line " + line + ", column " + column + ")";
        }
        if (m.startsWith("Invalid escape") || m.startsWith("Malformed Unicode escape") || m.startsWith("Unterminated escape")) {
            return "not strict JSON: a string has an invalid escape; JSON allows \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX"
                    + " (line " + line + ", column " + column + ")";
        }
        if (m.startsWith("Unescaped control characters")) {
            return "not strict JSON: a string holds a raw control character (a tab or line break, say); write it as an escape"
                    + " such as \\t or \\n (line " + line + ", column " + column + ")";
        }
        int start = wordStart(text, offset - 1) >= 0 ? wordStart(text, offset - 1) : wordStart(text, offset);
        if (start < 0 || m.startsWith("Expected")) {
            return "not strict JSON: " + punctuation(text, offset, m) + " (line " + line + ", column " + column + ")";
        }
        String word = word(text, start);
        int[] lc = lineColumn(text, start);
        return "not strict JSON: " + classify(word) + " (line " + lc[0] + ", column " + lc[1] + ")";
    }

    private static String classify(String word) {
        String w = Limits.shown(word.length() > 20 ? word.substring(0, 20) : word);
        if (word.startsWith("//") || word.startsWith("/*") || word.startsWith("#") || word.startsWith("/")) {
            return "comments are not allowed";
        }
        String unsigned = word.startsWith("-") || word.startsWith("+") ? word.substring(1) : word;
        if (unsigned.startsWith("NaN")) {
            return "NaN is not a number literal; write a number";
        }
        if (unsigned.startsWith("Infinity")) {
            return "Infinity is not a number literal; write a finite number";
        }
        if (word.startsWith("+")) {
            return "a number may not start with + (" + w + ")";
        }
        if (unsigned.matches("0[0-9].*")) {
            return "a number may not start with a leading zero (" + w + ")";
        }
        if (unsigned.startsWith(".") || unsigned.matches("[0-9]+\\.([eE].*)?")) {
            return "a number needs a digit on both sides of its decimal point (" + w + ")";
        }
        if (word.startsWith("'")) {
            return "strings and keys take double quotes, not single quotes (" + w + ")";
        }
        return "the bare word " + w + " is not a JSON value; write strings and keys in double quotes (true, false and null are"
                + " the only bare words)";
    }

    private static String punctuation(String text, int offset, String parserMessage) {
        int k = Math.min(offset, text.length()) - 1;
        while (k >= 0 && Character.isWhitespace(text.charAt(k))) {
            k--;
        }
        boolean closes = false;
        if (k >= 0 && (text.charAt(k) == '}' || text.charAt(k) == ']')) {
            // the parser may stop just after the closing bracket that follows the comma
            closes = true;
            k--;
            while (k >= 0 && Character.isWhitespace(text.charAt(k))) {
                k--;
            }
        }
        int next = Math.min(offset, text.length());
        while (next < text.length() && Character.isWhitespace(text.charAt(next))) {
            next++;
        }
        closes |= next < text.length() && (text.charAt(next) == '}' || text.charAt(next) == ']');
        if (k >= 0 && text.charAt(k) == ',' && (closes || parserMessage.startsWith("Expected name"))) {
            return "a comma before a closing bracket is not allowed";
        }
        if (parserMessage.startsWith("Expected name")) {
            return "expected a key in double quotes";
        }
        if (parserMessage.startsWith("Expected ':'")) {
            return "expected ':' after the key";
        }
        return "unexpected character" + (next < text.length() ? " '" + Limits.shown(String.valueOf(text.charAt(next))) + "'" : "");
    }

    private static boolean delimiter(char c) {
        return Character.isWhitespace(c) || STRUCTURE.indexOf(c) >= 0 || c == '"';
    }

    /** The start of the word containing {@code k}, or -1 if there is none there. */
    private static int wordStart(String text, int k) {
        if (k < 0 || k >= text.length() || delimiter(text.charAt(k))) {
            return -1;
        }
        while (k > 0 && !delimiter(text.charAt(k - 1))) {
            k--;
        }
        return k;
    }

    private static String word(String text, int start) {
        int end = start;
        while (end < text.length() && !delimiter(text.charAt(end)) && end - start < 80) {
            end++;
        }
        return text.substring(start, end);
    }

    /** The offset of a 1-based line and column, clamped to the text. */
    private static int offset(String text, int line, int column) {
        int offset = 0;
        for (int l = 1; l < line && offset < text.length(); l++) {
            int nl = text.indexOf('\n', offset);
            offset = nl < 0 ? text.length() : nl + 1;
        }
        return Math.min(text.length(), offset + Math.max(0, column - 1));
    }

    private static int[] lineColumn(String text, int offset) {
        int line = 1;
        int lineStart = 0;
        for (int i = 0; i < offset; i++) {
            if (text.charAt(i) == '\n') {
                line++;
                lineStart = i + 1;
            }
        }
        return new int[] {line, offset - lineStart + 1};
    }

    /** A parser message without its advice and its link. */
    private static String plain(String m) {
        int cut = m.indexOf(" at line ");
        String s = cut < 0 ? m : m.substring(0, cut);
        return s.startsWith("Use JsonReader") ? "malformed JSON" : Limits.shown(s);
    }
}
