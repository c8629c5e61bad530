package org.flitlab.network.atm;

/**
 * The allowed cell rate of one ABR source and its reactions (ATM Forum TM 4.0 source rules as used by Bianco et
 * al.): ACR starts at ICR; every Nrm-th cell sent is a forward RM cell; a backward RM cell with CI = 1 cuts ACR by
 * {@code RDF * ACR}, one with NI = CI = 0 raises it by {@code RIF * PCR}, NI = 1 keeps it; then ACR is capped by
 * the cell's ER and kept within [MCR, PCR]. When more than {@code ceil(TBE / Nrm)} forward RM cells are unanswered
 * each further one cuts ACR by {@code CDF * ACR} (the TBE rule: a source that hears nothing slows down). Rates are
 * fractions of the link rate. Mutable, owned by one run's engine thread.
 */
public final class AbrSource {
    private final AbrSourceParams params;
    private double acr;
    private int unanswered;
    private long cellsSent;

    public AbrSource(AbrSourceParams params) {
        if (params == null) {
            throw new IllegalArgumentException("params is null; give the ABR source parameters");
        }
        this.params = params;
        this.acr = params.icr();
    }

    /** Whether the next cell to send is a forward RM cell (the first, and then every Nrm-th). */
    public boolean forwardRmDue() {
        return cellsSent % params.nrm() == 0;
    }

    /** A cell left the source; {@code forwardRm} if it was a forward RM cell. */
    public void sent(boolean forwardRm) {
        cellsSent++;
        if (forwardRm) {
            unanswered++;
            if (unanswered > params.unansweredLimit()) {
                acr = Math.max(params.mcr(), acr - acr * params.cdf());
            }
        }
    }

    /** A backward RM cell came back with these fields. */
    public void backwardRm(boolean ci, boolean ni, double er) {
        unanswered = 0;
        if (ci) {
            acr -= acr * params.rdf();
        } else if (!ni) {
            acr += params.rif() * params.pcr();
        }
        acr = Math.max(params.mcr(), Math.min(Math.min(acr, er), params.pcr()));
    }

    /** The allowed cell rate, cells per slot. */
    public double allowedRate() {
        return acr;
    }

    public AbrSourceParams params() {
        return params;
    }
}
