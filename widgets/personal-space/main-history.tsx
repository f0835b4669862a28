import { ViewHeading } from '../../src/ui/view-heading';
import { PERSONAL_SPACE_MESSAGES as M } from './messages';

/**
 * The '#/historique' tab. The saved calculations arrive with the thermal-break tool: that issue
 * replaces the empty state below with the list, inside this component.
 */
export function MainHistory() {
  return (
    <section className="oss-space__view" aria-label={M.historyTitle}>
      <ViewHeading>{M.historyTitle}</ViewHeading>
      <p className="oss-space__empty">{M.historyEmpty}</p>
      <p className="oss-text">{M.historyText}</p>
    </section>
  );
}
