// BâtiConseil Pro, the advice site: the home of the thermal-break, psi and environmental-data tools.
import { a, card, columns, cover, group, heading, list, notice, p, placeholder, quote, widget } from './blocks';
import { escapeAttr } from './escape';
import { legalPage } from './shared-pages';
import type { SiteDefinition, ThemedPage } from './site';
import { ssoLandingPage } from './sso-pages';
import type { PageContext } from './types';

const NAME = 'BâtiConseil Pro';

const newsSidebar = (): string =>
  widget(
    'Articles récents',
    `<ul><li>${a('RE2020 : ce qui change pour les planchers', '/')}</li><li>${a('Ponts thermiques : les erreurs fréquentes', '/')}</li><li>${a('Fiches FDES : où les trouver ?', '/')}</li></ul>`,
  ) +
  widget(
    'Espace pro',
    `<p>Vos calculs et vos projets sont enregistrés dans ${a('votre espace personnel', '/espace-personnel/')}.</p>`,
  );

const home: ThemedPage = {
  path: '/',
  title: 'Accueil',
  hideTitle: true,
  sidebar: newsSidebar,
  body: () =>
    [
      cover(
        'Les outils des professionnels du bâtiment',
        "Calculs thermiques, bibliothèque de ponts thermiques et données environnementales : tout ce qu'il faut pour chiffrer et justifier vos choix constructifs.",
        [
          { label: 'Découvrir nos outils', href: '#outils' },
          { label: 'Mon espace personnel', href: '/espace-personnel/', outline: true },
        ],
      ),
      heading(2, 'Des conseils techniques pour vos chantiers'),
      p(
        "Maçons, négoces, bureaux d'étude, architectes : BâtiConseil Pro rassemble des fiches pratiques et des outils de calcul pensés pour le terrain.",
      ),
      p(
        'Les outils sont réservés aux professionnels. Connectez-vous avec les identifiants reçus de votre organisation partenaire.',
      ),
      `<div id="outils">${heading(2, 'Nos outils')}</div>`,
      columns([
        card(
          'Rupteurs de ponts thermiques',
          'Comparez les solutions de rupteurs et obtenez le coefficient ψ de vos liaisons plancher-façade.',
          { label: 'Évaluer le psi d’un rupteur', href: '/evaluer-le-psi-dun-rupteur/' },
        ),
        card(
          'Bibliothèque ψ',
          'Consultez les valeurs de ponts thermiques de liaison, classées par système constructif.',
          { label: 'Consulter la bibliothèque de PSI', href: '/bibliotheque/' },
        ),
        card('Données environnementales', 'Retrouvez les données FDES de nos systèmes pour vos études RE2020.', {
          label: 'Voir les données environnementales',
          href: '/donnees-environnementales/',
        }),
      ]),
      quote('Un gain de temps réel pour nos notes de calcul thermique.', "Un bureau d'étude, Lyon"),
    ].join(''),
};

const personalSpace: ThemedPage = {
  path: '/espace-personnel/',
  title: 'Mon espace personnel',
  body: () =>
    [
      p("Retrouvez vos informations personnelles et l'historique de vos calculs."),
      group(placeholder('personal-space')),
      p('Les calculs enregistrés restent disponibles tant que votre compte est actif.'),
    ].join(''),
};

/** The thermal-break tool: its questionnaire, then its result ('#/{id}/{nom}'). */
const thermalTool: ThemedPage = {
  path: '/evaluer-le-psi-dun-rupteur/',
  title: 'Évaluer le psi d’un rupteur',
  body: () =>
    [
      p(
        'Décrivez votre chantier en quelques questions : nous vous proposons le rupteur de ponts thermiques adapté et ses valeurs ψ.',
      ),
      group(placeholder('thermal-break', { tool: 'thermal' })),
      p('Les valeurs ψ sont issues des Avis Techniques des produits, pour les configurations évaluées.'),
    ].join(''),
};

/** The environmental questionnaire: the constructive system, then its data and FDES sheets. */
const environmentalTool: ThemedPage = {
  path: '/donnees-environnementales/',
  title: 'Données environnementales',
  body: () =>
    [
      p(
        'Choisissez votre système constructif et ses caractéristiques : nous vous donnons les volumes de béton, les ratios d’armatures et les fiches FDES correspondantes.',
      ),
      group(placeholder('thermal-break', { tool: 'environmental' })),
      p('Les fiches FDES sont consultables sur la base INIES.'),
    ].join(''),
};

/**
 * The psi library ('#/', then '#/results/{hash}'). The island's own heading, 'Bibliothèque de
 * PSI', stands for the page's title, which the theme keeps for screen readers only (as the home's).
 */
const psiLibrary: ThemedPage = {
  path: '/bibliotheque/',
  title: 'Bibliothèque de PSI',
  hideTitle: true,
  body: () =>
    [
      p(
        'Toutes les valeurs ψ du catalogue, filtrées par liaison : comparez-les, exportez-les et partagez la vue filtrée par son lien.',
      ),
      group(placeholder('psi-library')),
      p(
        'Vous cherchez le rupteur de votre chantier ? <a href="/evaluer-le-psi-dun-rupteur/">Évaluez le psi d’un rupteur</a> en quelques questions.',
      ),
    ].join(''),
};

function contactForm(ctx: PageContext): string {
  // Not ours: a contact-form plugin as the site would have, styled by the theme. GET keeps the
  // preview server out of it; the `envoye` flag only shows the plugin's thank-you notice.
  if (ctx.url.searchParams.has('envoye')) {
    return notice("Merci, votre message a bien été envoyé. (Démonstration : aucun message n'est réellement transmis.)");
  }
  const field = (id: string, label: string, input: string) =>
    `<p><label for="${escapeAttr(id)}">${label}</label>${input}</p>`;
  return `<form class="wpcf7-form" action="/contact/" method="get">
<input type="hidden" name="envoye" value="1">
${field('cf-nom', 'Nom et prénom', '<input id="cf-nom" name="nom" type="text" autocomplete="name" required>')}
${field('cf-societe', 'Entreprise', '<input id="cf-societe" name="societe" type="text" autocomplete="organization">')}
${field('cf-email', 'E-mail', '<input id="cf-email" name="email" type="email" autocomplete="email" required>')}
${field('cf-sujet', 'Objet', '<select id="cf-sujet" name="sujet"><option>Demande de compte</option><option>Question technique</option><option>Autre</option></select>')}
${field('cf-message', 'Message', '<textarea id="cf-message" name="message" rows="5"></textarea>')}
<p class="wpcf7-acceptance"><input id="cf-rgpd" type="checkbox" name="rgpd" required> <label for="cf-rgpd">J'accepte que mes données soient utilisées pour traiter ma demande.</label></p>
<p><input type="submit" value="Envoyer"></p>
</form>`;
}

const contact: ThemedPage = {
  path: '/contact/',
  title: 'Contact',
  // The one main-site page with the header's menu form (and its 'Me déconnecter').
  headerLayout: 'menu',
  sidebar: () =>
    widget('Nos coordonnées', '<p>BâtiConseil Pro<br>12 rue des Bâtisseurs<br>69000 Lyon (adresse fictive)</p>'),
  body: (ctx) =>
    [
      p(
        'Vous souhaitez accéder aux outils de BâtiConseil Pro ? Les comptes sont ouverts sur demande : écrivez-nous et un conseiller vous enverra vos identifiants.',
      ),
      list([
        'Précisez votre entreprise et votre numéro siret',
        "Indiquez votre activité (maçon, négoce, bureau d'étude…)",
        'Réponse sous 48 h ouvrées',
      ]),
      group(contactForm(ctx), 'panel'),
    ].join(''),
};

/**
 * What the CMS has at '/inscription/', where the login popup's 'Je n'ai pas de compte' leads:
 * accounts are not opened online on this site but on request, so the page says so and holds the
 * contact form (its answer shows on '/contact/').
 */
const register: ThemedPage = {
  path: '/inscription/',
  title: 'Demander un compte',
  body: (ctx) =>
    [
      p(
        "Les comptes BâtiConseil Pro ne s'ouvrent pas en ligne : ils sont créés sur demande, pour les professionnels du bâtiment.",
      ),
      p(
        `Envoyez-nous votre demande (objet « Demande de compte ») : un conseiller vous enverra vos identifiants. Vous pouvez aussi nous écrire depuis ${a('la page Contact', '/contact/')}.`,
      ),
      group(contactForm(ctx), 'panel'),
    ].join(''),
};

export const mainSite: SiteDefinition = {
  key: 'main',
  name: NAME,
  tagline: 'Le conseil technique au service des pros du bâtiment',
  topBar: 'Espace réservé aux professionnels du bâtiment',
  footerAbout:
    'BâtiConseil Pro accompagne les professionnels de la construction avec des outils de calcul et des conseils techniques.',
  menu: [
    { label: 'Accueil', path: '/' },
    { label: 'Mon espace personnel', path: '/espace-personnel/' },
    { label: 'Contact', path: '/contact/' },
  ],
  pages: [
    home,
    personalSpace,
    thermalTool,
    environmentalTool,
    psiLibrary,
    contact,
    register,
    ssoLandingPage(NAME),
    legalPage(NAME),
  ],
};
