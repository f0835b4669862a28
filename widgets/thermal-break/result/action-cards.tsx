import { Button } from '@/src/ui/button';
import { RESULT_LINKS } from './links';
import { RESULT_MESSAGES as M } from './messages';

export interface ActionCardsProps {
  onSave: () => void;
  onPdf: () => void;
  onEmail: () => void;
}

/** The cards under a result (§2): evaluate psi values, save, download the PDF, send by e-mail. */
export function ActionCards({ onSave, onPdf, onEmail }: ActionCardsProps) {
  const card = (title: string, text: string, action: React.ReactNode) => (
    <li className="oss-tb-action">
      <p className="oss-tb-action__title">{title}</p>
      <p className="oss-tb-action__text">{text}</p>
      {action}
    </li>
  );
  return (
    <ul className="oss-tb-actions">
      {card(
        M.evaluateTitle,
        M.evaluateText,
        <a className="oss-btn oss-btn--secondary" href={RESULT_LINKS.thermal}>
          {M.evaluateTitle}
        </a>,
      )}
      {card(M.saveTitle, M.saveText, <Button onClick={onSave}>{M.saveTitle}</Button>)}
      {card(M.pdfTitle, M.pdfText, <Button onClick={onPdf}>{M.pdfTitle}</Button>)}
      {card(M.emailTitle, M.emailText, <Button onClick={onEmail}>{M.emailTitle}</Button>)}
    </ul>
  );
}
