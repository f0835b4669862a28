import type { PsiValue } from '@/src/contracts/thermal/psi-value';
import type { Rupteur } from '@/src/contracts/thermal/rupteur';
import { shortName } from '@/features/psi-values/format';
import { quoteHref } from './links';
import { RESULT_MESSAGES as M } from './messages';

function External({ href, children, title }: { href: string; children: string; title?: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" title={title}>
      {children}
      <span className="oss-visually-hidden">{M.newWindow}</span>
    </a>
  );
}

/**
 * Information links (§2): product sheet, the configuration's site reference, at most 2
 * certifications (names over 30 characters cut to 27 + '…', the full name in the tooltip), and
 * a quote request on the provider's site.
 */
export function InfoLinks({ rupteur, psi }: { rupteur: Rupteur; psi: PsiValue | null }) {
  const certifications = [rupteur.certification1, rupteur.certification2].filter((c) => c !== null).slice(0, 2);
  return (
    <section className="oss-tb-card" aria-label={M.infoTitle}>
      <h3 className="oss-tb-card__title">{M.infoTitle}</h3>
      <ul className="oss-tb-links">
        {rupteur.urlProduct && (
          <li>
            <External href={rupteur.urlProduct}>{M.productSheet}</External>
          </li>
        )}
        {psi?.urlRefSite && (
          <li>
            <External href={psi.urlRefSite}>{M.refSite}</External>
          </li>
        )}
        {certifications.map((c) => (
          <li key={c.url}>
            <External href={c.url} title={c.name.length > 30 ? c.name : undefined}>
              {M.certification(shortName(c.name))}
            </External>
          </li>
        ))}
        <li>
          <External href={quoteHref(rupteur.name)}>{M.quote}</External>
        </li>
      </ul>
    </section>
  );
}
