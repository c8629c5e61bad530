package org.flitlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Fuzzes the command line at its own entry point ({@link FlitLabCommand#execute}, which returns the exit code):
 * byte junk, invalid UTF-8, UTF-16, byte-level mutations of the samples, huge arrays, deep nesting, huge ids,
 * large networks and random valid scenarios run briefly. Every input must end with exit 0, 1 or 2, never a crash
 * (an exception reaching picocli, a stack trace, a Java class name), within 5 s of the command thread's CPU time;
 * every refusal (exit 2) names a JSON path. A short campaign runs in the suite; {@code -Dflitlab.fuzz.rounds=N}
 * runs N rounds of mutations for a long one.
 */
class CommandLineFuzzTest {
    private static final long CPU_LIMIT_NANOS = 5_000_000_000L;
    private static final ThreadMXBean CPU = ManagementFactory.getThreadMXBean();
    private static final List<String> SAMPLES = List.of("single-link-md1.json", "torus4x4-dateline.json", "mesh8x8-dor-vs-shortest.json",
            "lesson-cut-through.json", "hk-table1-3x3.json");

    @TempDir
    Path dir;
    private int files;

    private static String sample(String name) throws Exception {
        return Files.readString(Path.of(System.getProperty("flitlab.samples", "samples"), name));
    }

    private Path file(byte[] bytes) throws Exception {
        return Files.write(dir.resolve("f" + files++ + ".json"), bytes);
    }

    private Path file(String text) throws Exception {
        return file(text.getBytes(StandardCharsets.UTF_8));
    }

    /** Runs the command line; checks the exit code, the time, and that no crash or internal name leaked. */
    private int check(String what, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        long t0 = CPU.getCurrentThreadCpuTime();
        int code;
        try {
            code = FlitLabCommand.execute(new PrintWriter(out, true), new PrintWriter(err, true), args);
        } catch (Throwable t) {
            fail(what + ": the command line threw " + t);
            return -1;
        }
        long cpu = CPU.getCurrentThreadCpuTime() - t0;
        String text = out + "\n" + err;
        assertTrue(cpu < CPU_LIMIT_NANOS, what + ": " + cpu / 1e9 + " s of CPU");
        assertTrue(code == 0 || code == 1 || code == 2, what + ": exit " + code + "\n" + text);
        for (String leak : List.of("Exception", "\tat ", "java.", "com.google", "Strictness", "JsonReader")) {
            assertTrue(!text.contains(leak), what + ": the output names '" + leak + "':\n" + cut(text));
        }
        if (code == 2) {
            assertTrue(err.toString().lines().anyMatch(l -> l.startsWith("  $")), what + ": a refusal without a JSON path:\n" + cut(text));
        }
        return code;
    }

    private static String cut(String s) {
        return s.length() > 2000 ? s.substring(0, 2000) + "..." : s;
    }

    private int validate(String what, Path f) {
        return check(what, "validate", f.toString());
    }

    @Test
    void junkAndBrokenEncodingsAreRefusedWithAPath() throws Exception {
        SplittableRandom random = new SplittableRandom(16);
        for (int i = 0; i < 20; i++) {
            byte[] junk = new byte[random.nextInt(1, 3000)];
            random.nextBytes(junk);
            assertEquals(2, validate("junk " + i, file(junk)));
        }
        byte[] text = sample("single-link-md1.json").getBytes(StandardCharsets.UTF_8);
        byte[] bad = text.clone();
        bad[412] = (byte) 0xFF;
        assertEquals(2, validate("invalid UTF-8", file(bad)));
        assertEquals(2, validate("UTF-16", file(sample("single-link-md1.json").getBytes(StandardCharsets.UTF_16))));
        assertEquals(2, validate("UTF-16LE", file(sample("single-link-md1.json").getBytes(StandardCharsets.UTF_16LE))));
        assertEquals(2, validate("empty", file(new byte[0])));
    }

    @Test
    void mutatedSamplesNeverCrash() throws Exception {
        int rounds = Integer.getInteger("flitlab.fuzz.rounds", 1);
        SplittableRandom random = new SplittableRandom(1616);
        for (int round = 0; round < rounds; round++) {
            for (String name : SAMPLES) {
                byte[] text = sample(name).getBytes(StandardCharsets.UTF_8);
                for (int i = 0; i < 8; i++) {
                    byte[] m = mutate(text, random);
                    validate(name + " mutation " + round + "." + i, file(m));
                }
            }
        }
    }

    /** Flips, deletes, duplicates or replaces a few bytes, or swaps a number for another. */
    private static byte[] mutate(byte[] text, SplittableRandom random) {
        String s = new String(text, StandardCharsets.UTF_8);
        for (int k = 0; k < 1 + random.nextInt(3); k++) {
            int at = random.nextInt(s.length());
            String[] inserts = {"-", "0", "1e999", "NaN", "\"", "[", "]", "{", "}", ",", "null", "-1", "99999999999", "\u001b[31m", ""};
            switch (random.nextInt(4)) {
                case 0 -> s = s.substring(0, at) + s.substring(Math.min(s.length(), at + random.nextInt(1, 20)));
                case 1 -> s = s.substring(0, at) + inserts[random.nextInt(inserts.length)] + s.substring(at);
                case 2 -> s = s.substring(0, at) + (char) random.nextInt(32, 127) + s.substring(Math.min(s.length(), at + 1));
                default -> s = s.replaceFirst("\\b[0-9]+\\b", Integer.toString(random.nextInt(-5, 5000)));
            }
        }
        return s.getBytes(StandardCharsets.UTF_8);
    }

    @Test
    void hugeAndDeepInputsAreRefusedQuickly() throws Exception {
        String md1 = sample("single-link-md1.json");
        StringBuilder deep = new StringBuilder();
        deep.append("[".repeat(100_000));
        assertEquals(2, validate("deep nesting", file(deep.toString())));
        StringBuilder many = new StringBuilder("{\"format\": \"flitlab-scenario\", \"version\": 1, \"x\": [");
        for (int i = 0; i < 1_100_000; i++) {
            many.append(i == 0 ? "1" : ",1");
        }
        assertEquals(2, validate("huge array", file(many.append("]}").toString())));
        assertEquals(2, validate("huge id", file(md1.replace("\"shortest\"", "\"" + "s".repeat(200_000) + "\""))));
        assertEquals(2, validate("long id", file(md1.replace("\"shortest\"", "\"" + "s".repeat(50_000) + "\""))));
        List<String> values = new ArrayList<>();
        for (int i = 0; i < 100_001; i++) {
            values.add(Double.toString(0.01 + i * 1e-7));
        }
        String sweep = "\"sweep\": {\"values\": [" + String.join(", ", values) + "]";
        assertEquals(2, validate("too many sweep points", file(md1.replace("\"sweep\": {\"values\": [0.3, 0.6, 0.8]", sweep))));
        assertEquals(0, validate("100,000 sweep values", file(md1.replace("\"sweep\": {\"values\": [0.3, 0.6, 0.8]",
                "\"sweep\": {\"values\": [" + String.join(", ", values.subList(0, 100_000)) + "]"))));
    }

    @Test
    void largeNetworksAreAcceptedOrRefusedWithinTheLimits() throws Exception {
        Path torus = Path.of(System.getProperty("flitlab.samples", "samples"), "torus4x4-dateline.json");
        assertEquals(2, check("shortest on a 256x256 torus", "validate", torus.toString(), "--set", "topology.params.radixX=256",
                "--set", "topology.params.radixY=256", "--set", "routing.id=shortest"));
        assertEquals(0, check("dimension order on a 128x128 torus", "validate", torus.toString(), "--set", "topology.params.radixX=128",
                "--set", "topology.params.radixY=128"));
        assertEquals(2, check("a 1000x1000 torus", "validate", torus.toString(), "--set", "topology.params.radixX=1000",
                "--set", "topology.params.radixY=1000"));
    }

    @Test
    void randomValidScenariosRunBriefly() throws Exception {
        SplittableRandom random = new SplittableRandom(7);
        String[][] choices = {
            {"network.switching", "cut-through", "store-and-forward"},
            {"network.bufferFlits", "4", "16", "64"},
            {"network.flowControl.id", "credit", "stop-go"},
            {"network.queueing", "fifo", "voq"},
            {"routing.id", "shortest", "dimension-order", "up-down"},
            {"traffic.arrivals.params.offeredLoad", "0.05", "0.3", "0.9"},
        };
        Path out = dir.resolve("out");
        for (int i = 0; i < 6; i++) {
            List<String> args = new ArrayList<>(List.of("run", Path.of(System.getProperty("flitlab.samples", "samples"),
                    "torus4x4-dateline.json").toString(), "--out", out.toString(), "--no-charts", "--threads", "1",
                    "--set", "run.measuredPackets=50", "--set", "run.warmupTicks=100", "--set", "sweep.values=[0.1]"));
            for (String[] c : choices) {
                if (random.nextBoolean()) {
                    args.add("--set");
                    args.add(c[0] + "=" + c[1 + random.nextInt(c.length - 1)]);
                }
            }
            check("random run " + args, args.toArray(String[]::new));
        }
    }
}
