package org.flitlab.topology;

/**
 * The part a host plays in client/server workloads (AN1 names its servers; clients talk to servers and
 * servers answer clients). Hosts of workloads without roles are {@link #CLIENT}.
 */
public enum HostRole { CLIENT, SERVER }
