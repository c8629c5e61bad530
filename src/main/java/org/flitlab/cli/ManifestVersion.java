package org.flitlab.cli;

import picocli.CommandLine.IVersionProvider;

/**
 * The text of {@code flitlab --version}: the FlitLab version from the jar manifest's
 * {@code Implementation-Version} ("dev" when running from classes, e.g. under Maven), and the Java
 * runtime that runs it. Stateless and thread-safe.
 */
public final class ManifestVersion implements IVersionProvider {

    /** Creates the provider; picocli instantiates it by reflection. */
    public ManifestVersion() {
    }

    /** The FlitLab version, or "dev" when the classes do not come from a jar with a version. */
    public static String flitLabVersion() {
        String version = ManifestVersion.class.getPackage().getImplementationVersion();
        return version == null || version.isBlank() ? "dev" : version;
    }

    @Override
    public String[] getVersion() {
        return new String[] {
            "FlitLab " + flitLabVersion(),
            "Java " + System.getProperty("java.version") + " (" + System.getProperty("java.vendor") + ")"
        };
    }
}
