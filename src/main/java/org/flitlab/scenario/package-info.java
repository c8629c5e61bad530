/**
 * Scenarios: the scenario and its spec records, the catalogue of stable ids, and the versioned JSON reader
 * and writer (the one core package allowed Gson); it may depend on the simulator packages below
 * {@code experiment}, never on {@code experiment}, {@code report}, {@code cli} or {@code gui}.
 */
package org.flitlab.scenario;
