package org.flitlab.scenario;


/**
 * Builds the JSON paths that errors name: {@code $.network.bufferFlits}, {@code $.sweep.values[2]},
 * {@code $.layout['switch 1']} (bracket form for keys that are not plain identifiers). Stateless.
 */
final class JsonPath {
    private JsonPath() {
    }

    static String key(String parent, String key) {
        if (key.length() > Limits.SHOWN_CHARS) {
            // an absurd key is named, not copied: a path is for reading
            return parent + "['" + Limits.shown(key).replace("'", "\\'") + "']";
        }
        if (plain(key)) {
            return parent + "." + key;
        }
        return parent + "['" + key.replace("\\", "\\\\").replace("'", "\\'") + "']";
    }

    /** Whether the key is an identifier, [A-Za-z_][A-Za-z0-9_]* (a loop: paths are made for every bound value). */
    private static boolean plain(String key) {
        if (key.isEmpty()) {
            return false;
        }
        for (int i = 0; i < key.length(); i++) {
            char c = key.charAt(i);
            boolean letter = c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c == '_';
            if (!letter && !(i > 0 && c >= '0' && c <= '9')) {
                return false;
            }
        }
        return true;
    }

    static String index(String parent, int i) {
        return parent + "[" + i + "]";
    }
}
