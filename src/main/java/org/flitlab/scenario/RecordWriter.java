package org.flitlab.scenario;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;
import java.lang.reflect.RecordComponent;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import org.flitlab.topology.LayoutHint;

/**
 * Turns scenario records into a JSON tree, the inverse of {@link RecordBinder}: every key written (defaults too), in
 * record order; enums lower case and hyphenated; layout points as [x, y]; doubles in a form that reads back to the
 * same double. Series override values are written as the JSON they hold, or as a string. Stateless.
 */
final class RecordWriter {
    private RecordWriter() {
    }

    static JsonElement toTree(Object value) {
        if (value instanceof ComponentChoice || value instanceof LayoutHint || value instanceof Series) {
            return shaped(value);
        }
        if (value instanceof Record r) {
            JsonObject o = new JsonObject();
            for (RecordComponent c : RecordAccess.components(r.getClass())) {
                o.add(c.getName(), toTree(RecordAccess.get(r, c)));
            }
            return o;
        }
        if (value instanceof List<?> list) {
            JsonArray a = new JsonArray();
            list.forEach(v -> a.add(toTree(v)));
            return a;
        }
        if (value instanceof Map<?, ?> map) {
            JsonObject o = new JsonObject();
            map.forEach((k, v) -> o.add(String.valueOf(k), toTree(v)));
            return o;
        }
        return scalar(value);
    }

    /** The records the format writes in a shape of their own rather than one key per component. */
    private static JsonElement shaped(Object value) {
        if (value instanceof ComponentChoice c) {
            JsonObject o = new JsonObject();
            o.addProperty("id", c.id());
            o.add("params", toTree(c.params()));
            return o;
        }
        if (value instanceof LayoutHint p) {
            JsonArray a = new JsonArray();
            a.add(number(p.x()));
            a.add(number(p.y()));
            return a;
        }
        Series s = (Series) value;
        JsonObject o = new JsonObject();
        o.addProperty("name", s.name());
        JsonObject overrides = new JsonObject();
        s.overrides().forEach((k, v) -> overrides.add(k, Overrides.parseValue(v)));
        o.add("overrides", overrides);
        return o;
    }

    private static JsonElement scalar(Object value) {
        if (value instanceof Enum<?> e) {
            return new JsonPrimitive(EnumNames.of(e));
        }
        if (value instanceof Double d) {
            return number(d);
        }
        if (value instanceof Number n) {
            return new JsonPrimitive(new JsonNumber(n.toString()));
        }
        if (value instanceof Boolean b) {
            return new JsonPrimitive(b);
        }
        if (value instanceof String s) {
            return new JsonPrimitive(s);
        }
        throw new IllegalStateException("the scenario format cannot write a " + (value == null ? "null" : value.getClass().getName()));
    }

    /**
     * A double as JSON: plain decimals in the everyday range (6.4E8 is written 640000000.0), Java's shortest
     * round-trip form otherwise; both read back to the same double.
     */
    static JsonPrimitive number(double d) {
        if (!Double.isFinite(d)) {
            throw new IllegalArgumentException("a scenario cannot hold the number " + d);
        }
        double a = Math.abs(d);
        String text = d != 0 && a >= 1e-4 && a < 1e15 ? BigDecimal.valueOf(d).toPlainString() : Double.toString(d);
        if (!text.contains(".") && !text.contains("E")) {
            text += ".0";
        }
        return new JsonPrimitive(new JsonNumber(text));
    }
}
