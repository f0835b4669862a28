import { object } from 'superstruct';
import { defineIsland } from '@/src/loader/island';
import { LinkHandler } from './link-handler';

/**
 * `<div data-widget="link-handler"></div>` on the pages the mailed links open: /activation/
 * (account activation) and /user/data/email/ (e-mail change confirmation). It reads id, token,
 * expires and signature from the query string. No attributes (an unknown one is reported).
 */
export default defineIsland({
  kind: 'link-handler',
  title: 'Liens reçus par e-mail',
  sites: ['plancher', 'carbone'],
  summary:
    'Ouvre les liens reçus par e-mail : active le compte, ou confirme la nouvelle adresse e-mail et connecte le visiteur.',
  attributes: object({}),
  attributeLabels: {},
  attributeDocs: {},
  reads: "`id`, `token`, `expires` et `signature` dans l'adresse du lien",
  pages: ['/activation/', '/user/data/email/'],
  reserve: { first: { phone: 96, desktop: 24 } },
  component: LinkHandler,
  css: `
.oss-link-handler__success { color: var(--_success); font-weight: 600; }
.oss-link-handler__error { color: var(--_danger); font-weight: 600; }
`,
});
