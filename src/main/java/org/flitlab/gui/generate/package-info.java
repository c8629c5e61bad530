/**
 * Network &gt; Generate: every topology of the catalogue with its parameters as text, checked as the user
 * types, and the dialog that makes the chosen network the open one.
 *
 * <p>May depend on {@code gui.common}, {@code scenario} (the catalogue and the scenario's topology part) and
 * JavaFX; on no other {@code gui} package.
 */
package org.flitlab.gui.generate;
