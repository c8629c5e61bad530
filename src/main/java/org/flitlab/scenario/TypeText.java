package org.flitlab.scenario;

import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import org.flitlab.topology.LayoutHint;

/** Says in words what a scenario key expects: "an integer", "one of "fixed", "detect"", "an object with keys ...". */
final class TypeText {
    private TypeText() {
    }

    static String of(Type type, ComponentKind kind, Catalog catalog) {
        if (type instanceof ParameterizedType p) {
            return p.getRawType() == List.class ? "an array" : "an object";
        }
        Class<?> c = (Class<?>) type;
        if (c == int.class || c == Integer.class || c == long.class || c == Long.class) {
            return "an integer";
        }
        if (c == double.class || c == Double.class) {
            return "a finite number";
        }
        if (c == boolean.class || c == Boolean.class) {
            return "true or false";
        }
        if (c == String.class) {
            return kind == null ? "a string" : article(kind.noun()) + " id, one of " + quoted(catalog.ids(kind));
        }
        if (c == LayoutHint.class) {
            return "[x, y], an array of two numbers";
        }
        if (c == ComponentChoice.class) {
            return "{\"id\": ..., \"params\": {...}} naming " + article(kind.noun()) + " (one of " + quoted(catalog.ids(kind)) + ")";
        }
        if (c.isEnum()) {
            return "one of " + quoted(Arrays.stream(c.getEnumConstants()).map(e -> EnumNames.of((Enum<?>) e)).toList());
        }
        if (c.isRecord()) {
            return "an object with keys " + String.join(", ", FileRules.names(c));
        }
        return c.getSimpleName();
    }

    /** "a topology", "an arrival process". */
    static String article(String noun) {
        return ("aeiou".indexOf(noun.charAt(0)) >= 0 ? "an " : "a ") + noun;
    }

    private static String quoted(List<String> ids) {
        return ids.stream().map(s -> "\"" + s + "\"").collect(Collectors.joining(", "));
    }

}
