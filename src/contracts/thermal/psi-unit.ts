/**
 * The ψ unit, one notation everywhere: the result page, the psi cards, the comparison, the CSV
 * and the PDFs. The spec's prose writes 'W/m.K'; W/(m·K) is the SI notation of a
 * linear thermal transmittance, the one thermal engineers file. A module of its own: the psi
 * library takes the unit without the guard rail's rule.
 */
export const PSI_UNIT = 'W/(m·K)';
