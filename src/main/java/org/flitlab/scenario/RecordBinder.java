package org.flitlab.scenario;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Pattern;
import org.flitlab.topology.LayoutHint;

/**
 * Binds a JSON tree to the scenario records, collecting every error with its JSON path instead of stopping at the
 * first: unknown keys (with the nearest allowed key), missing keys, wrong types, numbers out of the type's range,
 * unknown catalogue ids (with the nearest id), and the values a record's constructor refuses, mapped to the key
 * its message names. After such a refusal the key takes its default and the record is built again, so that one
 * record can report several bad values. Not thread-safe: one binder per read.
 */
final class RecordBinder {
    private final Catalog catalog;
    private final List<ScenarioError> errors;

    RecordBinder(Catalog catalog, List<ScenarioError> errors) {
        this.catalog = catalog;
        this.errors = errors;
    }

    /** The bound value of {@code type} at {@code path}, or null after adding the errors. */
    Object bind(Type type, String path, JsonElement e, ComponentKind kind) {
        if (e == null || e.isJsonNull()) {
            return fail(path, "found null; expected " + TypeText.of(type, kind, catalog));
        }
        if (type instanceof ParameterizedType p) {
            Class<?> raw = (Class<?>) p.getRawType();
            Type arg = p.getActualTypeArguments()[raw == Map.class ? 1 : 0];
            if (raw == List.class) {
                return list(arg, path, e);
            }
            if (raw == Map.class) {
                return map(arg, path, e);
            }
        }
        if (!(type instanceof Class<?> c)) {
            throw new IllegalStateException("the scenario format has no reader for " + type);
        }
        if (c == ComponentChoice.class) {
            return choice(kind, path, e);
        }
        if (c == LayoutHint.class) {
            return point(path, e);
        }
        if (c.isRecord()) {
            return record(c, path, e, FileRules.defaultsOf(c));
        }
        if (c.isEnum()) {
            return enumValue(c, path, e);
        }
        return scalar(c, path, e, kind);
    }

    private Object scalar(Class<?> c, String path, JsonElement e, ComponentKind kind) {
        if (c == String.class) {
            if (!isString(e)) {
                return expected(path, e, c, kind);
            }
            String s = e.getAsString();
            if (kind != null && catalog.find(kind, s).isEmpty()) {
                return fail(path, catalog.unknownId(kind, s));
            }
            return s;
        }
        if (c == boolean.class || c == Boolean.class) {
            return e.isJsonPrimitive() && e.getAsJsonPrimitive().isBoolean() ? e.getAsBoolean() : expected(path, e, c, kind);
        }
        if (!(e.isJsonPrimitive() && e.getAsJsonPrimitive().isNumber())) {
            return expected(path, e, c, kind);
        }
        String text = e.getAsString();
        if (c == double.class || c == Double.class) {
            double d = Double.parseDouble(text);
            return Double.isFinite(d) ? d : expected(path, e, c, kind);
        }
        boolean isInt = c == int.class || c == Integer.class;
        BigDecimal min = BigDecimal.valueOf(isInt ? Integer.MIN_VALUE : Long.MIN_VALUE);
        BigDecimal max = BigDecimal.valueOf(isInt ? Integer.MAX_VALUE : Long.MAX_VALUE);
        BigDecimal v = exactInteger(text);
        if (v == null) {
            return expected(path, e, c, kind);
        }
        if (v.compareTo(min) < 0 || v.compareTo(max) > 0) {
            return fail(path, found(e) + "; expected an integer from " + min + " to " + max);
        }
        return isInt ? (Object) v.intValueExact() : (Object) v.longValueExact();
    }

    /** The refusal of a value of the wrong type; the expected type's text is made only when needed. */
    private Object expected(String path, JsonElement e, Class<?> c, ComponentKind kind) {
        return fail(path, found(e) + "; expected " + TypeText.of(c, kind, catalog));
    }

    /** The value if {@code text} is an integer (8 and 8.0 are; 8.5 is not), else null. */
    private static BigDecimal exactInteger(String text) {
        try {
            BigDecimal v = new BigDecimal(text);
            if (v.signum() == 0) {
                return BigDecimal.ZERO;
            }
            // An absurd exponent would make setScale slow; anything this large is out of range anyway.
            if (v.precision() - v.scale() > 40) {
                return v.signum() > 0 ? BigDecimal.TEN.pow(40) : BigDecimal.TEN.pow(40).negate();
            }
            BigDecimal stripped = v.stripTrailingZeros();
            return stripped.scale() <= 0 ? stripped.setScale(0) : null;
        } catch (ArithmeticException | NumberFormatException ex) {
            return null;
        }
    }

    private Object enumValue(Class<?> c, String path, JsonElement e) {
        List<String> names = new ArrayList<>();
        for (Object constant : c.getEnumConstants()) {
            names.add(EnumNames.of((Enum<?>) constant));
            if (isString(e) && EnumNames.of((Enum<?>) constant).equals(e.getAsString())) {
                return constant;
            }
        }
        String hint = isString(e) ? Levenshtein.nearest(e.getAsString(), names).map(n -> "; did you mean \"" + n + "\"?").orElse("") : "";
        return fail(path, found(e) + "; expected " + TypeText.of(c, null, catalog) + hint);
    }

    private Object point(String path, JsonElement e) {
        if (e.isJsonArray() && e.getAsJsonArray().size() == 2) {
            Object x = bind(double.class, JsonPath.index(path, 0), e.getAsJsonArray().get(0), null);
            Object y = bind(double.class, JsonPath.index(path, 1), e.getAsJsonArray().get(1), null);
            return x == null || y == null ? null : new LayoutHint((Double) x, (Double) y);
        }
        return fail(path, found(e) + "; expected " + TypeText.of(LayoutHint.class, null, catalog));
    }

    private Object list(Type element, String path, JsonElement e) {
        if (!e.isJsonArray()) {
            return fail(path, found(e) + "; expected an array");
        }
        JsonArray a = e.getAsJsonArray();
        List<Object> out = new ArrayList<>();
        boolean ok = true;
        for (int i = 0; i < a.size(); i++) {
            Object v = bind(element, JsonPath.index(path, i), a.get(i), null);
            ok &= v != null;
            out.add(v);
        }
        return ok ? Collections.unmodifiableList(out) : null;
    }

    private Object map(Type value, String path, JsonElement e) {
        if (!e.isJsonObject()) {
            return fail(path, found(e) + "; expected an object");
        }
        Map<String, Object> out = new LinkedHashMap<>();
        boolean ok = true;
        for (Map.Entry<String, JsonElement> entry : e.getAsJsonObject().entrySet()) {
            Object v = value == String.class ? overrideValue(JsonPath.key(path, entry.getKey()), entry.getValue())
                    : bind(value, JsonPath.key(path, entry.getKey()), entry.getValue(), null);
            ok &= v != null;
            out.put(entry.getKey(), v);
        }
        return ok ? Collections.unmodifiableMap(out) : null;
    }

    /** A series override value: any JSON value but null, kept as the text {@link Overrides} parses back. */
    private Object overrideValue(String path, JsonElement e) {
        if (e.isJsonNull()) {
            return fail(path, "found null; expected a value for this path (a number, string, true or false)");
        }
        return isString(e) ? e.getAsString() : e.toString();
    }

    private Object choice(ComponentKind kind, String path, JsonElement e) {
        String idPath = path;
        JsonElement idElement = e;
        JsonElement params = null;
        if (e.isJsonObject()) {
            JsonObject o = e.getAsJsonObject();
            unknownKeys(o, List.of("id", "params"), path);
            idPath = JsonPath.key(path, "id");
            idElement = o.get("id");
            params = o.get("params");
            if (idElement == null) {
                return fail(idPath, "missing; expected " + TypeText.of(String.class, kind, catalog));
            }
        }
        if (!isString(idElement)) {
            Class<?> expected = e.isJsonObject() ? String.class : ComponentChoice.class;
            return fail(idPath, found(idElement) + "; expected " + TypeText.of(expected, kind, catalog));
        }
        String id = idElement.getAsString();
        Optional<CatalogEntry<?>> entry = catalog.find(kind, id);
        if (entry.isEmpty()) {
            return fail(idPath, catalog.unknownId(kind, id));
        }
        if (params == null) {
            return new ComponentChoice(id, entry.get().defaults());
        }
        Object p = record(entry.get().paramsType(), JsonPath.key(path, "params"), params, FileRules.valuesOf(entry.get().defaults()));
        return p == null ? null : new ComponentChoice(id, (Record) p);
    }

    /** Binds an object to a record; keys left out take {@code defaults}, or are reported missing. */
    Object record(Class<?> type, String path, JsonElement e, Map<String, Object> defaults) {
        List<String> names = FileRules.names(type);
        if (!e.isJsonObject()) {
            return fail(path, found(e) + "; expected " + TypeText.of(type, null, catalog));
        }
        JsonObject o = e.getAsJsonObject();
        unknownKeys(o, names, path);
        RecordComponent[] components = RecordAccess.components(type);
        Object[] args = new Object[components.length];
        boolean ok = true;
        for (int i = 0; i < components.length; i++) {
            String name = components[i].getName();
            String at = JsonPath.key(path, name);
            ComponentKind kind = FileRules.kindOf(type, name).orElse(null);
            if (o.has(name)) {
                args[i] = bind(components[i].getGenericType(), at, o.get(name), kind);
            } else if (defaults.containsKey(name)) {
                args[i] = defaults.get(name);
            } else {
                fail(at, "missing; expected " + TypeText.of(components[i].getGenericType(), kind, catalog) + " (this key has no default)");
            }
            ok &= args[i] != null;
        }
        return ok ? construct(type, path, args, names, defaults) : null;
    }

    private Object construct(Class<?> type, String path, Object[] args, List<String> names, Map<String, Object> defaults) {
        List<String> substituted = new ArrayList<>();
        for (int attempt = 0; attempt <= names.size(); attempt++) {
            try {
                return RecordAccess.construct(type, args);
            } catch (RuntimeException refusal) {
                String message = refusal.getMessage() == null ? "refused (" + refusal.getClass().getSimpleName() + ")" : refusal.getMessage();
                Optional<MessageSubject> subject = MessageSubject.find(message, names);
                if (subject.isPresent() && substituted.contains(subject.get().component())
                        || substituted.stream().anyMatch(n -> Pattern.compile("\\b" + n + "\\b").matcher(message).find())) {
                    // The refusal involves a default put in for an earlier bad value: it says nothing about the file.
                    return null;
                }
                errors.add(new ScenarioError(subject.map(s -> s.pathUnder(path)).orElse(path), message));
                if (subject.isEmpty()) {
                    return null;
                }
                int i = names.indexOf(subject.get().component());
                Object fallback = defaults.get(subject.get().component());
                if (fallback == null || Objects.equals(fallback, args[i])) {
                    return null;
                }
                // Try again with the default in its place, so that other bad values of this record are reported too.
                args[i] = fallback;
                substituted.add(subject.get().component());
            }
        }
        return null;
    }

    private void unknownKeys(JsonObject o, List<String> allowed, String path) {
        for (String key : o.keySet()) {
            if (!allowed.contains(key)) {
                String hint = Levenshtein.nearest(key, allowed).map(n -> "; did you mean \"" + n + "\"?").orElse("");
                fail(JsonPath.key(path, key), "unknown key \"" + Limits.shown(key) + "\"" + hint + " (allowed here: " + String.join(", ", allowed) + ")");
            }
        }
    }

    private Object fail(String path, String message) {
        errors.add(new ScenarioError(path, message));
        return null;
    }

    private static boolean isString(JsonElement e) {
        return e != null && e.isJsonPrimitive() && e.getAsJsonPrimitive().isString();
    }

    /** How a value is quoted in a message: "text", 12, true, null, an object, an array of 3. */
    static String found(JsonElement e) {
        if (e == null || e.isJsonNull()) {
            return "found null";
        }
        if (e.isJsonObject()) {
            return "found an object";
        }
        if (e.isJsonArray()) {
            return e.getAsJsonArray().size() == 0 ? "found an empty array" : "found an array of " + e.getAsJsonArray().size() + " values";
        }
        JsonPrimitive p = e.getAsJsonPrimitive();
        return "found " + (p.isString() ? "\"" + Limits.shown(p.getAsString()) + "\"" : Limits.shown(p.getAsString()));
    }
}
