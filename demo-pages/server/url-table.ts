import { CATALOGUE_PATH } from './catalogue-page';
import { API_HOSTS, INDEX_HOST, MAIL_HOST, originOf, PAGE_HOSTS, SSO_HOST } from './hosts';

export interface UrlRow {
  what: string;
  url: string;
}

/** Every address of the preview, in the order the README lists them. */
export function urlTable(port: number): UrlRow[] {
  const o = (host: string) => `${originOf(host, port)}/`;
  return [
    { what: 'Site principal (conseil)', url: o(PAGE_HOSTS.main) },
    { what: 'API du site principal', url: o(API_HOSTS.main) },
    { what: 'Configurateur plancher', url: o(PAGE_HOSTS.plancher) },
    { what: 'API du configurateur plancher', url: o(API_HOSTS.plancher) },
    { what: 'Simulateur carbone', url: o(PAGE_HOSTS.carbone) },
    { what: 'Simulateur carbone, variante neo', url: o(PAGE_HOSTS.neo) },
    { what: 'Simulateur carbone, variante partenaire', url: o(PAGE_HOSTS.partenaire) },
    { what: 'API du simulateur carbone', url: o(API_HOSTS.carbone) },
    { what: 'Connexion unique partenaire (SSO)', url: `${originOf(SSO_HOST, port)}/api/saml-login?site=plancher` },
    { what: "Boîte d'envoi (e-mails)", url: o(MAIL_HOST) },
    { what: "Boîte d'envoi en JSON", url: `${originOf(MAIL_HOST, port)}/messages.json` },
    { what: 'Catalogue des widgets', url: `${originOf(INDEX_HOST, port)}${CATALOGUE_PATH}` },
  ];
}
