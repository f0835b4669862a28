/**
 * Where the result page links to. The site's own pages are the spec's (§2 "Other links used");
 * the two external addresses are decisions, written in docs/tools/thermal-break.md.
 */
export const RESULT_LINKS = {
  library: '/bibliotheque/',
  envData: '/donnees-environnementales/',
  thermal: '/evaluer-le-psi-dun-rupteur/',
  history: '/espace-personnel/#/historique',
  questionnaire: '#/',
} as const;

/**
 * The quote request on the provider's external site (the spec names the link, not its address):
 * the provider's contact form, told which product the visitor looks at.
 */
export const QUOTE_REQUEST_URL = 'https://www.fournisseur-rupteurs.fr/demande-de-devis/';

export function quoteHref(productName: string): string {
  const url = new URL(QUOTE_REQUEST_URL);
  if (productName) url.searchParams.set('produit', productName);
  return url.href;
}

/**
 * An FDES sheet's page in the INIES base (the French reference base of environmental product
 * declarations, base-inies.fr), by its number.
 */
export function fdesHref(number: string): string {
  return `https://www.base-inies.fr/iniesV4/dist/consultation.html?id=${encodeURIComponent(number)}`;
}
