package org.flitlab.scenario;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;
import java.util.Map;

/**
 * Prints a JSON tree for people: objects one key per line, indented by two spaces; arrays of plain values on one
 * line ({@code [0.1, 0.2]}, {@code [120.0, 40.0]}), other arrays one element per line; strings escaped as JSON
 * requires and nothing more. Stateless.
 */
final class JsonText {
    private JsonText() {
    }

    static String pretty(JsonElement e) {
        StringBuilder out = new StringBuilder();
        write(e, "", out);
        return out.append('\n').toString();
    }

    private static void write(JsonElement e, String indent, StringBuilder out) {
        if (e.isJsonObject()) {
            JsonObject o = e.getAsJsonObject();
            if (o.size() == 0) {
                out.append("{}");
                return;
            }
            out.append("{\n");
            String inner = indent + "  ";
            int i = 0;
            for (Map.Entry<String, JsonElement> entry : o.entrySet()) {
                out.append(inner).append(quote(entry.getKey())).append(": ");
                write(entry.getValue(), inner, out);
                out.append(++i < o.size() ? ",\n" : "\n");
            }
            out.append(indent).append('}');
        } else if (e.isJsonArray()) {
            writeArray(e.getAsJsonArray(), indent, out);
        } else if (e.isJsonNull()) {
            out.append("null");
        } else {
            JsonPrimitive p = e.getAsJsonPrimitive();
            out.append(p.isString() ? quote(p.getAsString()) : p.getAsString());
        }
    }

    private static void writeArray(JsonArray a, String indent, StringBuilder out) {
        boolean flat = true;
        for (JsonElement x : a) {
            flat &= x.isJsonPrimitive() || x.isJsonNull();
        }
        if (flat) {
            out.append('[');
            for (int i = 0; i < a.size(); i++) {
                write(a.get(i), indent, out);
                out.append(i + 1 < a.size() ? ", " : "");
            }
            out.append(']');
            return;
        }
        out.append("[\n");
        String inner = indent + "  ";
        for (int i = 0; i < a.size(); i++) {
            out.append(inner);
            write(a.get(i), inner, out);
            out.append(i + 1 < a.size() ? ",\n" : "\n");
        }
        out.append(indent).append(']');
    }

    static String quote(String s) {
        StringBuilder b = new StringBuilder("\"");
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> b.append("\\\"");
                case '\\' -> b.append("\\\\");
                case '\n' -> b.append("\\n");
                case '\r' -> b.append("\\r");
                case '\t' -> b.append("\\t");
                default -> {
                    if (c < 0x20 || c == '\u2028' || c == '\u2029') {
                        b.append(String.format("\\u%04x", (int) c));
                    } else {
                        b.append(c);
                    }
                }
            }
        }
        return b.append('"').toString();
    }
}
