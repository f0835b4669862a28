// Pages that every site of the family has in the same shape, with the site's own wording.
import { a, buttons, card, columns, group, heading, list, p, pLink, placeholder, widget } from './blocks';
import type { ThemedPage } from './site';
import { ssoLandingJsonPage, ssoLandingPage } from './sso-pages';

/** The few words a shared page needs to sound like the site it is on. */
export interface SiteCopy {
  name: string;
  /** What the site's tool produces, plural: 'configurations de plancher', 'simulations carbone'. */
  work: string;
  toolLabel: string;
  toolPath: string;
}

function helpSidebar(copy: SiteCopy): string {
  return widget(
    "Besoin d'aide ?",
    `<p>Notre équipe répond aux professionnels du lundi au vendredi.</p><ul><li>${a(copy.toolLabel, copy.toolPath)}</li><li>${a('Mentions légales', '/mentions-legales/')}</li></ul>`,
  );
}

export function legalPage(siteName: string): ThemedPage {
  return {
    path: '/mentions-legales/',
    title: 'Mentions légales',
    body: () =>
      [
        heading(2, 'Éditeur du site'),
        p(
          `${siteName} est un site de démonstration édité par une société fictive, au capital fictif, dont le siège n'existe pas.`,
        ),
        heading(2, 'Données personnelles'),
        p(
          'Les données de votre compte (identité, entreprise, siret, fonction, coordonnées) servent uniquement à vous donner accès aux outils et à conserver votre historique.',
        ),
        p(
          'Elles sont conservées aussi longtemps que le site est en service. Vous pouvez les consulter et les modifier depuis votre espace personnel.',
        ),
        heading(2, 'Cookies'),
        p(
          "Le site dépose un cookie de mesure d'audience après votre accord et conserve votre session de connexion dans votre navigateur.",
        ),
      ].join(''),
  };
}

function registerPage(copy: SiteCopy): ThemedPage {
  return {
    path: '/inscription/',
    title: 'Créer mon compte',
    sidebar: () => helpSidebar(copy),
    body: () =>
      [
        p(
          `Votre compte ${copy.name} est gratuit. Il vous permet d'enregistrer vos ${copy.work}, de les retrouver depuis n'importe quel poste et de les partager avec vos clients.`,
        ),
        list([
          'Étape 1 : votre identité et votre entreprise',
          'Étape 2 : votre mot de passe',
          'Puis confirmez votre adresse e-mail grâce au lien reçu',
        ]),
        group(placeholder('register'), 'panel'),
        pLink(
          'Vos données sont traitées conformément à nos ',
          { label: 'mentions légales', href: '/mentions-legales/' },
          '.',
        ),
      ].join(''),
  };
}

function linkHandlerPage(path: string, title: string, intro: string, copy: SiteCopy): ThemedPage {
  return {
    path,
    title,
    body: () =>
      [
        p(intro),
        group(placeholder('link-handler'), 'panel'),
        p(
          "Un lien ne fonctionne qu'une fois et pendant une durée limitée. S'il a expiré, recommencez la démarche depuis le site.",
        ),
        buttons([
          { label: "Retour à l'accueil", href: '/' },
          { label: copy.toolLabel, href: copy.toolPath, outline: true },
        ]),
      ].join(''),
  };
}

function passwordResetPage(copy: SiteCopy): ThemedPage {
  return {
    path: '/mot-de-passe-oublie/',
    prefix: true,
    title: 'Mot de passe oublié',
    sidebar: () => helpSidebar(copy),
    body: () =>
      [
        p(
          "Vous avez demandé à changer votre mot de passe. Choisissez-en un nouveau dans la fenêtre qui s'ouvre, puis connectez-vous.",
        ),
        group(placeholder('password-reset'), 'panel'),
        heading(2, `Pourquoi un compte ${copy.name} ?`),
        columns([
          card('Vos travaux enregistrés', `Retrouvez vos ${copy.work} dans votre historique.`, {
            label: 'Mon espace',
            href: '/espace-personnel/',
          }),
          card(copy.toolLabel, 'Reprenez là où vous en étiez, sur ordinateur comme sur tablette de chantier.', {
            label: 'Y aller',
            href: copy.toolPath,
          }),
        ]),
      ].join(''),
  };
}

function accountSpacePage(copy: SiteCopy): ThemedPage {
  return {
    path: '/espace-personnel/',
    title: 'Mon espace personnel',
    headerLayout: 'menu',
    body: () =>
      [
        p(`Gérez votre compte et retrouvez l'historique de vos ${copy.work}.`),
        group(placeholder('account-space')),
        pLink(
          'Une question sur vos données ? Consultez nos ',
          { label: 'mentions légales', href: '/mentions-legales/' },
          '.',
        ),
      ].join(''),
  };
}

/** The account pages of the floor and carbon sites, in menu order of the toolbar. */
export function accountPages(copy: SiteCopy): ThemedPage[] {
  return [
    registerPage(copy),
    linkHandlerPage(
      '/activation/',
      'Activation de votre compte',
      "Nous vérifions votre lien d'activation. Une fois votre compte activé, connectez-vous avec le bouton « Me connecter ».",
      copy,
    ),
    linkHandlerPage(
      '/user/data/email/',
      'Confirmation de votre adresse e-mail',
      'Nous confirmons votre nouvelle adresse e-mail. Elle deviendra votre identifiant de connexion.',
      copy,
    ),
    passwordResetPage(copy),
    accountSpacePage(copy),
    ssoLandingPage(copy.name),
    ssoLandingJsonPage(copy.name),
    legalPage(copy.name),
  ];
}
