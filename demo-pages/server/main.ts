import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { withAllowedOrigins } from '@/demo-pages/reference-api/allowed-origins';
import { defaultSiteOrigins, loadSecret, type ApiContext } from '@/demo-pages/reference-api/context';
import { exclusively, openFromEnv } from '@/demo-pages/reference-api/db/connect';
import { clearDb } from '@/demo-pages/reference-api/db/open';
import { createReportPool, reportPoolOptionsFromEnv } from '@/demo-pages/reference-api/pdf/pool';
import { isEmpty, seed, seedToolsIfMissing } from '@/demo-pages/reference-api/seed';
import { listen } from './listen';
import { createPreviewApp } from './preview-app';
import { urlTable } from './url-table';

/**
 * `npm start [-- --reset] [-- --no-build] [-- --allow-origin=[site=]origin]…`: builds the bundle
 * when the project has a build, opens (and seeds) the preview database, and serves everything on
 * one port. The APIs answer the demo pages' origins, plus those of `OSSATURE_API_ORIGINS` and the
 * `--allow-origin=` flags (a CMS on another host: docs/reference-api.md#allowed-origins).
 */
async function main() {
  const argv = process.argv.slice(2);
  const args = new Set(argv);
  const extraOrigins = [
    process.env.OSSATURE_API_ORIGINS ?? '',
    ...argv.filter((a) => a.startsWith('--allow-origin=')).map((a) => a.slice('--allow-origin='.length)),
  ].join(' ');
  const root = resolve(import.meta.dirname, '../..');
  const port = Number(process.env.PORT ?? 8080);
  const dbFile = process.env.PREVIEW_DB ?? resolve(root, '.data/preview.db');

  const scripts = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')).scripts ?? {};
  if (scripts.build && !args.has('--no-build')) {
    console.log('Construction du bundle (npm run build)…');
    execSync('npm run build', { cwd: root, stdio: 'inherit' });
  }

  // SQLite in .data/ by default; PostgreSQL when DATABASE_URL names one (several instances may share it).
  const db = await openFromEnv(process.env, dbFile);
  const where = db.dialect === 'postgres' ? 'PostgreSQL, DATABASE_URL' : dbFile;
  const ctx: ApiContext = {
    db,
    now: Date.now,
    secret: new Uint8Array(),
    sites: withAllowedOrigins(defaultSiteOrigins(port), extraOrigins),
    scryptCost: 16384,
    // PDFs and zips are drawn in worker threads (OSSATURE_REPORT_THREADS, OSSATURE_REPORT_QUEUE).
    reports: createReportPool(reportPoolOptionsFromEnv()),
  };
  // One instance at a time: the second one to start finds the secret and the seed of the first.
  await exclusively(db, async () => {
    ctx.secret = await loadSecret(db);
    if (args.has('--reset')) await clearDb(db);
    if (await isEmpty(ctx)) {
      await seed(ctx);
      console.log(`Base de données initialisée avec les comptes de démonstration (${where}).`);
    } else if (await seedToolsIfMissing(ctx)) {
      console.log(`Données des outils (rupteurs, psi, données environnementales) ajoutées (${where}).`);
    }
  });

  const app = createPreviewApp({ ctx, port, distDir: resolve(root, 'dist'), benchDir: resolve(root, 'dist-bench') });
  const server = listen(app, port, () => {
    console.log(`\nAperçu Ossature prêt sur le port ${port} :\n`);
    const rows = urlTable(port);
    const width = Math.max(...rows.map((r) => r.what.length));
    for (const r of rows) console.log(`  ${r.what.padEnd(width)}  ${r.url}`);
    console.log('\nComptes de démonstration : voir README.md. Ctrl+C pour arrêter.');
  });
  const stop = () => server.close(() => void ctx.reports!.close().finally(() => process.exit(0)));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
