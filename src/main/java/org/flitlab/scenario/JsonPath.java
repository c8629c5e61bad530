package org.flitlab.scenario;

import java.util.regex.Pattern;

/**
 * Builds the JSON paths that errors name: {@code $.network.bufferFlits}, {@code $.sweep.values[2]},
 * {@code $.layout['switch 1']} (bracket form for keys that are not plain identifiers). Stateless.
 */
final class JsonPath {
    private static final Pattern PLAIN = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");

    private JsonPath() {
    }

    static String key(String parent, String key) {
        if (PLAIN.matcher(key).matches()) {
            return parent + "." + key;
        }
        return parent + "['" + key.replace("\\", "\\\\").replace("'", "\\'") + "']";
    }

    static String index(String parent, int i) {
        return parent + "[" + i + "]";
    }
}
