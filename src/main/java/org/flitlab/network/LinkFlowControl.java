package org.flitlab.network;

/**
 * Link-level back-pressure (model.md, Network). Stop/go: the receiver signals STOP above the high mark and
 * GO at the low mark, each signal taking the link delay to arrive (AN1, Myrinet, ServerNet busy/ready).
 * Credit: the sender holds a credit per free receiver slot; credits return after the link delay.
 */
public enum LinkFlowControl { CREDIT, STOP_GO }
