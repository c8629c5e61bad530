/**
 * Runs and sweeps: a simulation run (warm-up, measure, drain), parallel cancellable sweeps, run control,
 * listeners and progress; it may depend on {@code network}, {@code control}, {@code stats}, {@code scenario}
 * and what those may use, never on {@code report}, {@code cli} or {@code gui}.
 */
package org.flitlab.experiment;
