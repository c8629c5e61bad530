package org.flitlab.network.atm;

/**
 * The ATM service category of the TCP circuits (Bianco et al., Sections 2.2 and 3): {@link Ubr} (no control),
 * {@link RrmParams} (ABR with relative rate marking by the PD+ controller) or {@link EricaParams} (ABR with
 * explicit rate marking by ERICA). Background cells are never controlled. Immutable.
 */
public sealed interface AtmService permits AtmService.Ubr, RrmParams, EricaParams {
    /** Catalogue id of the category ("ubr", "abr-rrm", "abr-erica"). */
    String id();

    /** Unspecified bit rate: sources send at the peak (link) rate, switches give no feedback. */
    record Ubr() implements AtmService {
        @Override
        public String id() {
            return "ubr";
        }
    }
}
