package org.flitlab.scenario;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Sets one value in a scenario's JSON tree by path, as the command line's {@code --set PATH=VALUE} and sweep series
 * do. A path is keys joined by dots, with {@code [i]} for an array element and {@code ['key']} for a key that is
 * not a plain identifier; a leading {@code $.} is allowed, so a path from an error message can be pasted back.
 * The value is JSON text (3, 0.5, true, "x", [1, 2]) or a bare string; where the value it replaces is a string, it
 * is taken as a string as it stands. Changing the {@code id} of a catalogue choice resets its {@code params} to the
 * new entry's defaults, so that {@code routing.id=shortest} does not leave dimension order's parameters behind;
 * a later override in the same batch can set them. Stateless.
 */
final class Overrides {
    /** A JSON number as RFC 8259 writes it. */
    private static final Pattern NUMBER = Pattern.compile("-?(0|[1-9][0-9]{0,30})(\\.[0-9]{1,30})?([eE][+-]?[0-9]{1,4})?");

    private Overrides() {
    }

    /**
     * Sets {@code path} in {@code root} to {@code value}.
     *
     * @throws IllegalArgumentException if the path is malformed or runs through a value that is not an object or array
     */
    static void set(JsonObject root, String path, String value) {
        List<Object> steps = parse(path);
        JsonElement here = root;
        String at = "$";
        for (int i = 0; i < steps.size() - 1; i++) {
            Object step = steps.get(i);
            JsonElement next = child(here, step, at, path);
            if (next == null) {
                next = new JsonObject();
                put(here, step, next, at, path);
            }
            at = step instanceof Integer n ? JsonPath.index(at, n) : JsonPath.key(at, (String) step);
            here = next;
        }
        Object last = steps.get(steps.size() - 1);
        JsonElement old = child(here, last, at, path);
        JsonElement fresh = old != null && old.isJsonPrimitive() && old.getAsJsonPrimitive().isString() ? new JsonPrimitive(value) : parseValue(value);
        put(here, last, fresh, at, path);
        if ("id".equals(last) && here.isJsonObject() && here.getAsJsonObject().has("params") && !fresh.equals(old)) {
            here.getAsJsonObject().add("params", new JsonObject());
        }
    }

    /** The value as JSON if it is JSON, else as a string ({@code shortest} needs no quotes). */
    static JsonElement parseValue(String value) {
        if (NUMBER.matcher(value).matches()) {
            // the common case (every swept value): no parser needed
            return new JsonPrimitive(new JsonNumber(value));
        }
        List<ScenarioError> ignored = new ArrayList<>();
        JsonElement e = JsonTree.parse(value, ignored);
        return e == null || !ignored.isEmpty() ? new JsonPrimitive(value) : e;
    }

    private static JsonElement child(JsonElement here, Object step, String at, String path) {
        if (step instanceof Integer n) {
            if (!here.isJsonArray()) {
                throw new IllegalArgumentException("cannot set " + path + ": " + at + " is not an array, so it has no element [" + n + "]");
            }
            JsonArray a = here.getAsJsonArray();
            if (n > a.size()) {
                throw new IllegalArgumentException("cannot set " + path + ": " + at + " has " + a.size() + " elements, so [" + n
                        + "] is out of range (use [" + a.size() + "] to append)");
            }
            return n < a.size() ? a.get(n) : null;
        }
        if (!here.isJsonObject()) {
            throw new IllegalArgumentException("cannot set " + path + ": " + at + " is not an object, so it has no key \"" + step + "\"");
        }
        return here.getAsJsonObject().get((String) step);
    }

    private static void put(JsonElement here, Object step, JsonElement value, String at, String path) {
        if (step instanceof Integer n) {
            JsonArray a = here.getAsJsonArray();
            if (n == a.size()) {
                a.add(value);
            } else {
                a.set(n, value);
            }
        } else {
            here.getAsJsonObject().add((String) step, value);
        }
    }

    /** Keys (String) and indices (Integer) of a path. */
    static List<Object> parse(String path) {
        String p = path.startsWith("$.") ? path.substring(2) : path.startsWith("$[") ? path.substring(1) : path;
        List<Object> steps = new ArrayList<>();
        int i = 0;
        while (i < p.length()) {
            char c = p.charAt(i);
            if (c == '[') {
                i = bracket(p, i, path, steps);
            } else if (c == '.') {
                if (i == 0 || i + 1 >= p.length() || p.charAt(i + 1) == '.' || p.charAt(i + 1) == '[') {
                    throw malformed(path, "a key is empty");
                }
                i++;
            } else {
                int end = i;
                while (end < p.length() && p.charAt(end) != '.' && p.charAt(end) != '[') {
                    end++;
                }
                steps.add(p.substring(i, end));
                i = end;
            }
        }
        if (steps.isEmpty()) {
            throw malformed(path, "it names no key");
        }
        return steps;
    }

    /** Parses the ['key'] or [index] step that starts at {@code i}; returns the index just past it. */
    private static int bracket(String p, int i, String path, List<Object> steps) {
        if (p.startsWith("['", i)) {
            int close = p.indexOf("']", i + 2);
            if (close < 0) {
                throw malformed(path, "a ['key'] is not closed");
            }
            steps.add(p.substring(i + 2, close).replace("\\'", "'").replace("\\\\", "\\"));
            return close + 2;
        }
        int close = p.indexOf(']', i);
        if (close < 0) {
            throw malformed(path, "a [ is not closed");
        }
        steps.add(index(p.substring(i + 1, close), path));
        return close + 1;
    }

    private static Integer index(String text, String path) {
        try {
            int n = Integer.parseInt(text.trim());
            if (n < 0) {
                throw malformed(path, "index " + n + " is negative");
            }
            return n;
        } catch (NumberFormatException e) {
            throw malformed(path, "[" + text + "] is not an index");
        }
    }

    private static IllegalArgumentException malformed(String path, String why) {
        return new IllegalArgumentException("the path '" + path + "' is malformed: " + why
                + "; write keys joined by dots, e.g. routing.params.root or sweep.series[0].name");
    }
}
