import { object } from 'superstruct';
import { defineIsland } from '@/src/loader/island';
import { Register } from './register';
import { REGISTER_CSS } from './register.css';

/**
 * `<div data-widget="register"></div>` on /inscription/ of the floor and carbon sites: the
 * two-step registration, then the confirmation. No attributes (an unknown one is reported).
 */
export default defineIsland({
  kind: 'register',
  title: 'Inscription',
  sites: ['plancher', 'carbone'],
  summary:
    "L'inscription en deux étapes (identité et entreprise, puis mot de passe avec les critères du serveur), puis la confirmation.",
  attributes: object({}),
  attributeLabels: {},
  attributeDocs: {},
  pages: ['/inscription/'],
  reserve: { first: { phone: 1660, desktop: 1167 } },
  component: Register,
  css: REGISTER_CSS,
});
