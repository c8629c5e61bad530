package org.flitlab.gui;

import javafx.application.Application;

/**
 * Starts the JavaFX workbench. It holds the program's only {@code Application.launch} so that
 * {@code org.flitlab.Launcher} can decide between GUI and command line without loading a JavaFX class
 * (stack.md section 8): the JVM loads this class, and JavaFX with it, only on the workbench path.
 */
public final class WorkbenchLauncher {

    private WorkbenchLauncher() {
    }

    /**
     * Starts the JavaFX toolkit and opens {@link WorkbenchApp}; returns when the last window closes.
     * Call at most once per JVM (a JavaFX rule) and not on the JavaFX Application Thread.
     *
     * @param args the process arguments, passed on as the application's parameters
     */
    public static void launch(String... args) {
        Application.launch(WorkbenchApp.class, args);
    }
}
