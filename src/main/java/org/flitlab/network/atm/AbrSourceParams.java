package org.flitlab.network.atm;

/**
 * The ABR source parameters negotiated at call set-up (ATM Forum TM 4.0; Bianco et al. Table 2). Rates are
 * fractions of the link rate (1 = one cell per slot = 640 Mbit/s in the paper). Immutable.
 *
 * @param pcr  peak cell rate, in (0, 1] (Table 2: 640 Mbit/s = 1)
 * @param mcr  minimum cell rate, in (0, pcr] (Table 2: 1 Mbit/s = 1/640)
 * @param icr  initial cell rate, in [mcr, pcr] (Table 2: 150 Mbit/s = 150/640)
 * @param tbe  transient buffer exposure, cells a source may send before its first backward RM cell, at least
 *             {@code nrm} (Table 2: 512)
 * @param rif  rate increase factor: an increase adds {@code rif * pcr}, in (0, 1] (Table 2: 1/64)
 * @param rdf  rate decrease factor: a decrease removes {@code rdf * acr}, in (0, 1] (Table 2: 1/16)
 * @param nrm  cells per forward RM cell, at least 2 (TM 4.0 default 32; not in Table 2)
 * @param cdf  cutoff decrease factor applied when more than {@code tbe / nrm} forward RM cells are unanswered, in
 *             [0, 1] (TM 4.0 default 1/16; not in Table 2)
 */
public record AbrSourceParams(double pcr, double mcr, double icr, int tbe, double rif, double rdf, int nrm, double cdf) {
    public AbrSourceParams {
        if (!(pcr > 0 && pcr <= 1)) {
            throw new IllegalArgumentException("pcr is " + pcr + "; it must be above 0 and at most 1 (the link rate)");
        }
        if (!(mcr > 0 && mcr <= pcr)) {
            throw new IllegalArgumentException("mcr is " + mcr + "; it must be above 0 and at most pcr (" + pcr + ")");
        }
        if (!(icr >= mcr && icr <= pcr)) {
            throw new IllegalArgumentException("icr is " + icr + "; it must be from mcr (" + mcr + ") to pcr (" + pcr + ")");
        }
        if (nrm < 2) {
            throw new IllegalArgumentException("nrm is " + nrm + "; a forward RM cell goes at most every 2 cells");
        }
        if (tbe < nrm) {
            throw new IllegalArgumentException("tbe is " + tbe + "; it must be at least nrm (" + nrm + ") cells");
        }
        if (!(rif > 0 && rif <= 1)) {
            throw new IllegalArgumentException("rif is " + rif + "; it must be above 0 and at most 1");
        }
        if (!(rdf > 0 && rdf <= 1)) {
            throw new IllegalArgumentException("rdf is " + rdf + "; it must be above 0 and at most 1");
        }
        if (!(cdf >= 0 && cdf <= 1)) {
            throw new IllegalArgumentException("cdf is " + cdf + "; it must be from 0 to 1");
        }
    }

    /** Table 2: PCR 640, MCR 1, ICR 150 Mbit/s on 640 Mbit/s links; TBE 512; RIF 1/64; RDF 1/16; Nrm 32; CDF 1/16. */
    public static AbrSourceParams table2() {
        return new AbrSourceParams(1.0, 1.0 / 640, 150.0 / 640, 512, 1.0 / 64, 1.0 / 16, 32, 1.0 / 16);
    }

    /** CRM: forward RM cells a source may have unanswered before the cutoff decrease, {@code ceil(tbe / nrm)}. */
    public int unansweredLimit() {
        return (tbe + nrm - 1) / nrm;
    }
}
