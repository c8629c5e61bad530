/**
 * FlitLab's entry point: {@link org.flitlab.Launcher} picks the workbench or the headless command line; it
 * may depend on {@code cli} and {@code gui} only, and nothing depends on it.
 */
package org.flitlab;
