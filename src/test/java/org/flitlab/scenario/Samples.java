package org.flitlab.scenario;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/** The scenario files in samples/, for tests. */
final class Samples {
    static final List<String> REQUIRED = List.of("mesh8x8-dor-vs-shortest.json", "torus4x4-dateline.json", "torus4x4-no-dateline.json",
            "hypercube5-updown-vs-shortest.json", "single-link-md1.json");

    private Samples() {
    }

    static Path dir() {
        return Path.of(System.getProperty("flitlab.samples", "samples"));
    }

    static List<Path> all() {
        try (Stream<Path> files = Files.list(dir())) {
            return files.filter(p -> p.toString().endsWith(".json")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static String text(String name) {
        try {
            return Files.readString(dir().resolve(name), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static Scenario read(String name) {
        return ScenarioJson.read(text(name), name).orElseThrow();
    }
}
