package org.flitlab.cli;

/** The FlitLab version recorded in results: the jar's Implementation-Version, or "dev" from a build tree. */
final class ManifestVersionText {
    private ManifestVersionText() {
    }

    static String get() {
        return ManifestVersion.flitLabVersion();
    }
}
