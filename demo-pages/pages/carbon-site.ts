// Carbone Bâtiment, the carbon-footprint simulator site; also served as the neo and partner variants.
import { card, columns, cover, group, heading, list, p, placeholder, quote, widget, linkList } from './blocks';
import { toolsSite } from './tools-site';

const TOOL_PATH = '/simuler-mon-empreinte-carbone/';

export const carbonSite = toolsSite({
  key: 'carbone',
  copy: {
    name: 'Carbone Bâtiment',
    work: "simulations d'empreinte carbone",
    toolLabel: 'Simuler mon empreinte carbone',
    toolPath: TOOL_PATH,
  },
  menuLabel: 'Simuler mon empreinte',
  tagline: "Le simulateur d'empreinte carbone des planchers",
  topBar: 'Simulateur gratuit pour les professionnels de la construction',
  footerAbout: "Carbone Bâtiment aide les professionnels à mesurer et réduire l'empreinte carbone de leurs ouvrages.",
  home: {
    sidebar: () =>
      widget(
        'À lire',
        linkList([
          { label: 'RE2020 : le seuil carbone expliqué', href: '#' },
          { label: 'Comprendre le kg CO2 eq/m²', href: '#' },
        ]),
      ),
    body: () =>
      [
        cover(
          "Mesurez l'empreinte carbone de vos planchers",
          'Comparez plusieurs systèmes constructifs et obtenez leur impact en kg CO2 eq par m², prêt à joindre à votre étude.',
          [
            { label: 'Simuler mon empreinte carbone', href: TOOL_PATH },
            { label: 'Créer mon compte', href: '/inscription/', outline: true },
          ],
        ),
        heading(2, 'Un simulateur en trois étapes'),
        p(
          "Décrivez votre projet, choisissez les systèmes à comparer, lisez les résultats : chaque simulation s'ajoute à un groupement que vous retrouvez dans votre historique.",
        ),
        columns([
          card('Comparer', 'Ajoutez plusieurs simulations au même projet pour comparer les systèmes.', {
            label: 'Essayer',
            href: TOOL_PATH,
          }),
          card('Exporter', 'Téléchargez un récapitulatif PDF de toutes vos simulations.', {
            label: 'En savoir plus',
            href: TOOL_PATH,
          }),
          card('Retrouver', 'Connecté, vos groupements de simulations sont sauvegardés.', {
            label: 'Mon historique',
            href: '/espace-personnel/#/historique',
          }),
        ]),
        quote(
          "Les résultats sont clairs pour nos clients maîtres d'ouvrage.",
          'Une économiste de la construction, Nantes',
        ),
      ].join(''),
  },
  tool: {
    body: () =>
      [
        p("Le simulateur calcule l'empreinte carbone de vos planchers, exprimée en kg CO2 eq par m²."),
        list([
          'Étape 1 : code postal et nom du projet',
          'Étape 2 : hypothèses du système constructif',
          'Étape 3 : résultats, export PDF et sauvegarde',
        ]),
        group(placeholder('carbon-simulator')),
        group(
          [
            heading(3, 'Méthode de calcul'),
            p(
              "Les valeurs s'appuient sur les fiches de déclaration environnementale des produits et sur les hypothèses que vous saisissez.",
            ),
          ].join(''),
          'panel',
        ),
      ].join(''),
  },
});
