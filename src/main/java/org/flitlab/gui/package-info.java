/**
 * The JavaFX workbench, the only package that imports JavaFX; it may depend on {@code experiment},
 * {@code scenario}, {@code report} and what those may use, never on {@code cli}.
 */
package org.flitlab.gui;
