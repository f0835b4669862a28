/**
 * The continuity check (§5 'Continuity', §7 `GET /api/validation/continuity/{a},{b}/`). Rule: the
 * intermediate support is at least 20 cm wide (the joists' bearing on each side plus the
 * chapeaux' anchorage) and the continuity — the length of the top bars over the support — is
 * between 50 and 150 cm: the order of the detailing in the beam-and-block Avis Techniques and
 * NF DTU 23.5 practice (chapeaux about a fifth of the span on each side).
 */
export const CONTINUITY_RULE = { minWidth: 20, minLength: 50, maxLength: 150 } as const;

/** The field at fault in an unbuildable pair and its French message; null when it is valid. Both in cm. */
export function continuityProblem(
  width: number,
  length: number,
): { field: 'continuityWidth' | 'continuityLength'; message: string } | null {
  if (width < CONTINUITY_RULE.minWidth)
    return {
      field: 'continuityWidth',
      message: `La largeur de l'appui doit être d'au moins ${CONTINUITY_RULE.minWidth} cm pour assurer la continuité.`,
    };
  if (length < CONTINUITY_RULE.minLength || length > CONTINUITY_RULE.maxLength)
    return {
      field: 'continuityLength',
      message: `La longueur de continuité doit être comprise entre ${CONTINUITY_RULE.minLength} et ${CONTINUITY_RULE.maxLength} cm.`,
    };
  return null;
}

/** The admissible span grows by this factor when the joists are continuous over the support. */
export const CONTINUITY_SPAN_FACTOR = 1.1;
