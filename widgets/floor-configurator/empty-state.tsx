import type { CatalogueLimit, Exclusion } from '@/src/contracts/floor/simulator';
import { Button } from '@/src/ui/button';
import { ViewHeading } from '@/src/ui/view-heading';
import { FLOOR_MESSAGES as M } from './messages';

export interface EmptyStateProps {
  exclusions: readonly Exclusion[];
  /** Past the catalogue (beyond the spec): the limit the configuration passes; null when a choice is the cause. */
  limit: CatalogueLimit | null;
  loggedIn: boolean;
  /** Opens the design office's contact; `context` adds a sentence to its text (the limit). */
  onContact(context?: string): void;
  onModify(): void;
  onRestart(): void;
}

/**
 * No solution (floor-and-carbon-tools §2.1 'Empty state', §8): 'Aucun résultat trouvé', the
 * advice, 'Contactez le Bureau d'Étude' and, logged in, 'Modifier la configuration', else
 * 'Recommencer la configuration'. Beyond the spec, the closest systems and the answer that
 * excluded each ('Pourquoi aucune solution ?'), so the visitor knows what to change. Past the
 * catalogue (beyond the spec), the limit that stops it first, and the contact that names it.
 */
export function EmptyState({ exclusions, limit, loggedIn, onContact, onModify, onRestart }: EmptyStateProps) {
  return (
    <div className="oss-floor-empty">
      <ViewHeading className="oss-floor__heading">{M.noResult}</ViewHeading>
      <p>{M.noResultText}</p>
      {limit && (
        <section className="oss-floor-why" aria-label={M.limitTitle}>
          <h3 className="oss-floor-why__title">{M.limitTitle}</h3>
          <p>{limit.message}</p>
          <p>{M.limitAdvice}</p>
        </section>
      )}
      {exclusions.length > 0 && (
        <section className="oss-floor-why" aria-label={M.whyNothing}>
          <h3 className="oss-floor-why__title">{M.whyNothing}</h3>
          <ul>
            {exclusions.map((exclusion) => (
              <li key={exclusion.slug}>
                <strong>{exclusion.libelle}</strong> : {exclusion.reason}
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className="oss-floor__actions">
        <Button onClick={() => onContact(limit ? M.limitSent(limit.message) : undefined)}>{M.contactOffice}</Button>
        {loggedIn ? (
          <Button variant="secondary" onClick={onModify}>
            {M.modifyConfiguration}
          </Button>
        ) : (
          <Button variant="secondary" onClick={onRestart}>
            {M.restartConfiguration}
          </Button>
        )}
      </div>
    </div>
  );
}
