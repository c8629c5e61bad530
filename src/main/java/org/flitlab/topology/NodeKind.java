package org.flitlab.topology;

/** Whether a node forwards worms (a switch) or sources and sinks them (a host). */
public enum NodeKind { SWITCH, HOST }
