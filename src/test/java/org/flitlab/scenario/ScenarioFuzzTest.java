package org.flitlab.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.gson.JsonPrimitive;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * 1000 seeded mutations of the samples: keys dropped or misspelt, values of the wrong type, out of range, huge,
 * negative or fractional, and truncated text. Each must read as a valid scenario or as a list of errors that each
 * name a JSON path; valid ones must also assemble (or list their problems) without an exception escaping.
 */
class ScenarioFuzzTest {
    private static final JsonElement[] ODD_VALUES = {
        new JsonPrimitive(-1), new JsonPrimitive(0), new JsonPrimitive(1), new JsonPrimitive(2147483648L), new JsonPrimitive(1e300),
        new JsonPrimitive(-0.0), new JsonPrimitive(3.5), new JsonPrimitive(9223372036854775807L), new JsonPrimitive("x"),
        new JsonPrimitive(""), new JsonPrimitive(true), JsonNull.INSTANCE, new JsonObject(), new JsonArray(), new JsonPrimitive(4096),
        new JsonPrimitive("shortest"), new JsonPrimitive("stop-go"), new JsonPrimitive(-1e-300)
    };

    /** A place in a tree: a key of an object or an index of an array. */
    private record Slot(JsonElement parent, String key, int index) {
        JsonElement get() {
            return key != null ? parent.getAsJsonObject().get(key) : parent.getAsJsonArray().get(index);
        }

        void set(JsonElement v) {
            if (key != null) {
                parent.getAsJsonObject().add(key, v);
            } else {
                parent.getAsJsonArray().set(index, v);
            }
        }

        void remove() {
            if (key != null) {
                parent.getAsJsonObject().remove(key);
            } else {
                parent.getAsJsonArray().remove(index);
            }
        }
    }

    @Test
    void thousandMutationsEndAsAScenarioOrCleanErrorsWithPaths() {
        List<String> samples = Samples.all().stream().map(p -> p.getFileName().toString()).toList();
        SplittableRandom random = new SplittableRandom(20261121);
        int valid = 0;
        int invalid = 0;
        for (int i = 0; i < 1000; i++) {
            String name = samples.get(random.nextInt(samples.size()));
            String text = mutate(Samples.text(name), random);
            ReadResult r;
            try {
                r = ScenarioJson.read(text, name + " mutation " + i);
            } catch (RuntimeException e) {
                throw new AssertionError("mutation " + i + " of " + name + " threw:\n" + text, e);
            }
            if (r.isValid()) {
                valid++;
                assemble(r.scenario(), i, text);
            } else {
                invalid++;
                assertFalse(r.errors().isEmpty());
                for (ScenarioError e : r.errors()) {
                    assertTrue(e.path().startsWith("$"), "mutation " + i + ": " + e);
                    assertFalse(e.message().isBlank(), "mutation " + i + ": " + e);
                    assertFalse(e.message().contains("Exception"), "mutation " + i + " leaks an exception name: " + e);
                }
            }
        }
        assertEquals(1000, valid + invalid);
        assertTrue(valid > 50 && invalid > 500, "the mutations exercise both outcomes: " + valid + " valid, " + invalid + " invalid");
    }

    private static void assemble(Scenario s, int i, String text) {
        if (hasLargeTopologyNumber(s.topology().params())) {
            return;
        }
        try {
            ScenarioAssembly a = ScenarioAssembly.of(s);
            a.problems().forEach(p -> assertTrue(p.path().startsWith("$"), "mutation " + i + ": " + p));
            if (a.isRunnable()) {
                a.newWorkload();
                a.selection().create();
            }
        } catch (RuntimeException e) {
            throw new AssertionError("assembling mutation " + i + " threw:\n" + text, e);
        }
    }

    /** Building a topology of a million hosts is legal but too slow for a unit test. */
    private static boolean hasLargeTopologyNumber(Record params) {
        for (RecordComponent c : params.getClass().getRecordComponents()) {
            try {
                if (c.getAccessor().invoke(params) instanceof Integer n && n > 64) {
                    return true;
                }
            } catch (ReflectiveOperationException e) {
                fail(e);
            }
        }
        return false;
    }

    private static String mutate(String text, SplittableRandom random) {
        if (random.nextInt(10) == 0) {
            return text.substring(0, random.nextInt(text.length()));
        }
        JsonObject root = JsonParser.parseString(text).getAsJsonObject();
        int changes = 1 + random.nextInt(3);
        for (int c = 0; c < changes; c++) {
            List<Slot> slots = new ArrayList<>();
            collect(root, slots);
            Slot slot = slots.get(random.nextInt(slots.size()));
            switch (random.nextInt(5)) {
                case 0 -> slot.remove();
                case 1 -> rename(slot, random);
                case 2 -> slot.set(ODD_VALUES[random.nextInt(ODD_VALUES.length)]);
                case 3 -> scale(slot, random);
                default -> slot.set(slot.get().isJsonPrimitive() && slot.get().getAsJsonPrimitive().isNumber()
                        ? new JsonPrimitive(slot.get().getAsString()) : new JsonPrimitive(12));
            }
        }
        return root.toString();
    }

    private static void rename(Slot slot, SplittableRandom random) {
        if (slot.key() == null) {
            slot.remove();
            return;
        }
        JsonElement v = slot.get();
        slot.remove();
        String k = slot.key();
        String typo = random.nextBoolean() ? k + "s" : k.length() > 1 ? k.substring(1) : "x" + k;
        slot.parent().getAsJsonObject().add(typo, v);
    }

    private static void scale(Slot slot, SplittableRandom random) {
        JsonElement v = slot.get();
        if (v.isJsonPrimitive() && v.getAsJsonPrimitive().isNumber()) {
            double[] factors = {-1, 0, 1e6, 1e19, 0.5, 2};
            double d = v.getAsDouble() * factors[random.nextInt(factors.length)];
            slot.set(d == Math.rint(d) && Math.abs(d) < 1e18 ? new JsonPrimitive((long) d) : new JsonPrimitive(d));
        } else {
            slot.set(new JsonPrimitive(-7));
        }
    }

    private static void collect(JsonElement e, List<Slot> out) {
        if (e.isJsonObject()) {
            for (String k : e.getAsJsonObject().keySet()) {
                out.add(new Slot(e, k, -1));
                collect(e.getAsJsonObject().get(k), out);
            }
        } else if (e.isJsonArray()) {
            JsonArray a = e.getAsJsonArray();
            for (int i = 0; i < a.size(); i++) {
                out.add(new Slot(e, null, i));
                collect(a.get(i), out);
            }
        }
    }
}
