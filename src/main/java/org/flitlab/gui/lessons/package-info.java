/**
 * The Lessons menu: guided demos built from the samples, each a short text and one control to change, after a
 * result of the seed studies.
 *
 * <p>May depend on {@code gui.common} and JavaFX; on no other {@code gui} package and no simulator package
 * (a lesson names its sample and its choices as scenario paths and values).
 */
package org.flitlab.gui.lessons;
