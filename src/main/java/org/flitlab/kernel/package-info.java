/**
 * The discrete-event kernel: a scheduler in integer ticks with an event queue and cancellation, knowing
 * nothing of networks; it depends on the JDK only.
 */
package org.flitlab.kernel;
