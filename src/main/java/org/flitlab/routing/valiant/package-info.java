/**
 * Universal (Valiant) routing from the IMS C104 study (Performance of C104 Networks, section 7.5; model.md,
 * Routing): each packet visits a random intermediate switch, then its destination, each phase by the network's
 * deterministic routing. On the binary n-cube the intermediate is any switch and the phases run e-cube on two
 * virtual networks (virtual-channel classes); on a grid only x, the second direction of y-then-x routing, is
 * randomised, on an extra virtual network of x links; on a folded indirect multistage network the intermediate is
 * a right-hand ({@link org.flitlab.routing.valiant.CentreStage centre}) switch and no extra channel is needed.
 * May depend on {@code org.flitlab.routing}, {@code org.flitlab.routing.shortest},
 * {@code org.flitlab.routing.dimensionorder}, {@code org.flitlab.topology} and JGraphT only.
 */
package org.flitlab.routing.valiant;
