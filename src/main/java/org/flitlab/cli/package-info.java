/**
 * The headless command line (picocli): the {@code flitlab} root command and its sub-commands; it may depend
 * on {@code experiment}, {@code scenario}, {@code report} and what those may use, never on {@code gui} or
 * JavaFX.
 */
package org.flitlab.cli;
