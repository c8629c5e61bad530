package org.flitlab.network;

/**
 * Order in which heads waiting at a switch are offered its free outputs (model.md, Switch). FCFS by
 * waiting time is the default; TRANSIT_FIRST serves heads that arrived from switches before heads from
 * local hosts (Bianco et al.), FCFS within each class.
 */
public enum OutputArbitration { FCFS, RANDOM, ROUND_ROBIN, TRANSIT_FIRST }
