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
 * a truncated file included, becomes one {@link ScenarioError} in plain words with the line, column and path where
 * reading stopped ({@link StrictSyntax}); input beyond the {@link Limits} (string and number length, array and
 * object size, nesting depth) stops reading with one error at its path. Stateless.
 */
final class JsonTree {
    private JsonTree() {
    }

    /** Reading stopped at a limit; the message is for the user. */
    private static final class OverLimit extends IOException {
        private static final long serialVersionUID = 1L;

        OverLimit(String message) {
            super(message);
        }
    }

    /** The tree, or null after adding the syntax error to {@code errors}; duplicate keys are added too (last wins). */
    static JsonElement parse(String text, List<ScenarioError> errors) {
        JsonReader reader = new JsonReader(new StringReader(text));
        reader.setStrictness(Strictness.STRICT);
        reader.setNestingLimit(Limits.MAX_DEPTH + 1);
        try {
            JsonElement root = read(reader, errors, 0);
            if (reader.peek() != JsonToken.END_DOCUMENT) {
                errors.add(new ScenarioError("$", "the file goes on after its closing bracket" + StrictSyntax.where(reader)
                        + "; expected one JSON object and nothing after it"));
                return null;
            }
            return root;
        } catch (OverLimit e) {
            errors.add(new ScenarioError(safePath(reader), e.getMessage()));
            return null;
        } catch (IOException | RuntimeException e) {
            errors.add(new ScenarioError(safePath(reader), StrictSyntax.explain(text, e.getMessage(), reader)));
            return null;
        } catch (StackOverflowError e) {
            errors.add(new ScenarioError("$", "the JSON is nested too deeply; at most " + Limits.MAX_DEPTH + " levels are allowed"));
            return null;
        }
    }

    private static JsonElement read(JsonReader r, List<ScenarioError> errors, int depth) throws IOException {
        JsonToken token = r.peek();
        if ((token == JsonToken.BEGIN_OBJECT || token == JsonToken.BEGIN_ARRAY) && depth >= Limits.MAX_DEPTH) {
            throw new OverLimit("the JSON is nested more than " + Limits.MAX_DEPTH + " levels deep here; a scenario needs far fewer"
                    + " (docs/scenario-format.md, Limits)");
        }
        switch (token) {
            case BEGIN_OBJECT -> {
                return object(r, errors, depth);
            }
            case BEGIN_ARRAY -> {
                return array(r, errors, depth);
            }
            case STRING -> {
                return new JsonPrimitive(string(r.nextString()));
            }
            case NUMBER -> {
                return number(r.nextString());
            }
            case BOOLEAN -> {
                return new JsonPrimitive(r.nextBoolean());
            }
            case NULL -> {
                r.nextNull();
                return JsonNull.INSTANCE;
            }
            default -> throw new IOException("unexpected " + r.peek() + StrictSyntax.where(r));
        }
    }

    private static JsonArray array(JsonReader r, List<ScenarioError> errors, int depth) throws IOException {
        JsonArray a = new JsonArray();
        r.beginArray();
        while (r.hasNext()) {
            if (a.size() >= Limits.MAX_ELEMENTS) {
                throw new OverLimit("this array has more than " + Limits.MAX_ELEMENTS + " elements; at most "
                        + Limits.MAX_ELEMENTS + " are allowed (docs/scenario-format.md, Limits)");
            }
            a.add(read(r, errors, depth + 1));
        }
        r.endArray();
        return a;
    }

    /** Keeps the number as written (a JsonNumber), so a file's 0.1 is not widened to a double's digits. */
    private static JsonPrimitive number(String n) throws OverLimit {
        if (n.length() > Limits.MAX_NUMBER_CHARS) {
            throw new OverLimit("a number written with " + n.length() + " characters (" + Limits.shown(n) + "); at most "
                    + Limits.MAX_NUMBER_CHARS + " are allowed");
        }
        return new JsonPrimitive(new JsonNumber(n));
    }

    private static JsonObject object(JsonReader r, List<ScenarioError> errors, int depth) throws IOException {
        JsonObject o = new JsonObject();
        r.beginObject();
        while (r.hasNext()) {
            String name = string(r.nextName());
            if (o.has(name)) {
                errors.add(new ScenarioError(safePath(r), "the key \"" + Limits.shown(name)
                        + "\" appears twice in this object; each key may appear once"));
            } else if (o.size() >= Limits.MAX_ELEMENTS) {
                throw new OverLimit("this object has more than " + Limits.MAX_ELEMENTS + " keys; at most " + Limits.MAX_ELEMENTS
                        + " are allowed (docs/scenario-format.md, Limits)");
            }
            o.add(name, read(r, errors, depth + 1));
        }
        r.endObject();
        return o;
    }

    private static String string(String s) throws OverLimit {
        if (s.length() > Limits.MAX_STRING_CHARS) {
            throw new OverLimit("a string of " + s.length() + " characters (" + Limits.shown(s) + "); strings may have at most "
                    + Limits.MAX_STRING_CHARS + " characters (docs/scenario-format.md, Limits)");
        }
        return s;
    }

    private static String safePath(JsonReader r) {
        try {
            String p = r.getPath();
            return p != null && p.startsWith("$") && !p.endsWith(".") ? p : p != null && p.startsWith("$.") ? p.substring(0, p.length() - 1) : "$";
        } catch (RuntimeException e) {
            return "$";
        }
    }
}
