package org.flitlab.routing;

/** Makes a fresh {@link SelectionPolicy} for one run, with its own state. */
@FunctionalInterface
public interface SelectionPolicyFactory {
    SelectionPolicy create();
}
