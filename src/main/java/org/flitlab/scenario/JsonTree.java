package org.flitlab.scenario;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;
import com.google.gson.Strictness;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;
import java.io.IOException;
import java.io.StringReader;
import java.util.List;

/**
 * Parses JSON text strictly (no comments, no NaN, no single quotes, no trailing text) into a Gson tree, keeping
 * numbers as written ({@link JsonNumber}) and reporting a duplicate key as an error with its path. A syntax error,
 * a truncated file included, becomes one {@link ScenarioError} with the line, column and path where reading stopped.
 * Stateless.
 */
final class JsonTree {
    private JsonTree() {
    }

    /** The tree, or null after adding the syntax error to {@code errors}; duplicate keys are added too (last wins). */
    static JsonElement parse(String text, List<ScenarioError> errors) {
        JsonReader reader = new JsonReader(new StringReader(text));
        reader.setStrictness(Strictness.STRICT);
        try {
            JsonElement root = read(reader, errors);
            if (reader.peek() != JsonToken.END_DOCUMENT) {
                errors.add(new ScenarioError("$", "the file goes on after its closing bracket" + where(reader)
                        + "; expected one JSON object and nothing after it"));
                return null;
            }
            return root;
        } catch (IOException | RuntimeException e) {
            errors.add(new ScenarioError(safePath(reader), "the file is not valid JSON: " + clean(e)));
            return null;
        }
    }

    private static JsonElement read(JsonReader r, List<ScenarioError> errors) throws IOException {
        switch (r.peek()) {
            case BEGIN_OBJECT -> {
                JsonObject o = new JsonObject();
                r.beginObject();
                while (r.hasNext()) {
                    String name = r.nextName();
                    if (o.has(name)) {
                        errors.add(new ScenarioError(safePath(r), "the key \"" + name
                                + "\" appears twice in this object; each key may appear once"));
                    }
                    o.add(name, read(r, errors));
                }
                r.endObject();
                return o;
            }
            case BEGIN_ARRAY -> {
                JsonArray a = new JsonArray();
                r.beginArray();
                while (r.hasNext()) {
                    a.add(read(r, errors));
                }
                r.endArray();
                return a;
            }
            case STRING -> {
                return new JsonPrimitive(r.nextString());
            }
            case NUMBER -> {
                return new JsonPrimitive(new JsonNumber(r.nextString()));
            }
            case BOOLEAN -> {
                return new JsonPrimitive(r.nextBoolean());
            }
            case NULL -> {
                r.nextNull();
                return JsonNull.INSTANCE;
            }
            default -> throw new IOException("unexpected " + r.peek() + where(r));
        }
    }

    private static String where(JsonReader r) {
        // JsonReader.toString() is "JsonReader at line L column C path P".
        String s = r.toString();
        int at = s.indexOf(" at line ");
        return at < 0 ? "" : s.substring(at);
    }

    private static String safePath(JsonReader r) {
        try {
            String p = r.getPath();
            return p != null && p.startsWith("$") ? p : "$";
        } catch (RuntimeException e) {
            return "$";
        }
    }

    /** Gson's message without its link to the troubleshooting guide. */
    private static String clean(Exception e) {
        String m = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        int see = m.indexOf("\nSee ");
        return see < 0 ? m : m.substring(0, see);
    }
}
