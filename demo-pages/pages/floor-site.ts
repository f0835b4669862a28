// Plancher Expert, the floor configurator site (floor slabs on joists and infill blocks).
import { card, columns, cover, group, heading, list, p, placeholder, quote, widget, linkList } from './blocks';
import { systemsPage } from './floor-systems';
import { toolsSite } from './tools-site';

const TOOL_PATH = '/configurer-un-plancher/';

export const floorSite = toolsSite({
  key: 'plancher',
  copy: {
    name: 'Plancher Expert',
    work: 'configurations de plancher',
    toolLabel: 'Configurer un plancher',
    toolPath: TOOL_PATH,
  },
  tagline: 'Le configurateur de planchers poutrelles-entrevous',
  topBar: 'Outil gratuit pour les professionnels du gros œuvre',
  footerAbout: 'Plancher Expert aide les professionnels à choisir le système de plancher adapté à chaque chantier.',
  home: {
    body: () =>
      [
        cover(
          'Configurez votre plancher en quelques minutes',
          'Poutrelles, entrevous, isolation : indiquez votre projet, nous vous proposons les systèmes adaptés avec leurs caractéristiques et leur impact carbone.',
          [
            { label: 'Configurer un plancher', href: TOOL_PATH },
            { label: 'Créer mon compte', href: '/inscription/', outline: true },
          ],
        ),
        heading(2, 'Comment ça marche ?'),
        columns([
          card('1. Votre projet', 'Code postal, nom de la configuration : deux informations pour commencer.', {
            label: 'Commencer',
            href: TOOL_PATH,
          }),
          card('2. Votre plancher', 'Portée, niveau, type de plancher et exigences thermiques.', {
            label: 'Voir les critères',
            href: TOOL_PATH,
          }),
          card('3. Les solutions', 'Comparez les systèmes, téléchargez la fiche récapitulative, partagez-la.', {
            label: 'Mon historique',
            href: '/espace-personnel/#/historique',
          }),
        ]),
        group(
          [
            heading(3, 'Vos configurations vous suivent'),
            p(
              'Avec un compte, chaque configuration est enregistrée dans votre historique : reprenez-la, modifiez-la ou envoyez-la à votre client.',
            ),
          ].join(''),
          'panel',
        ),
        quote('On sort la bonne référence de plancher pendant le rendez-vous client.', 'Un maçon, Vendée'),
      ].join(''),
  },
  tool: {
    sidebar: () =>
      widget(
        'Documentation',
        linkList([
          { label: 'Guide de pose des entrevous', href: '#' },
          { label: 'Avis techniques', href: '#' },
          { label: 'Mentions légales', href: '/mentions-legales/' },
        ]),
      ),
    body: () =>
      [
        p('Le configurateur vous guide en trois étapes vers les systèmes de plancher adaptés à votre chantier.'),
        list([
          'Étape 1 : code postal et nom de la configuration',
          'Étape 2 : caractéristiques du plancher',
          'Étape 3 : résultats et fiches détaillées',
        ]),
        group(placeholder('floor-configurator')),
        heading(2, 'Ce que vous obtenez'),
        p(
          'Pour chaque solution : description, caractéristiques techniques, coupe avec les épaisseurs, impact carbone par type de béton et documents à télécharger.',
        ),
      ].join(''),
  },
  more: [systemsPage],
});
