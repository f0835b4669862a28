import { hashPassword } from './auth/passwords';
import type { ApiContext } from './context';
import { seedToolData } from './data/tool-data';
import { seedHistory } from './history/seed-history';
import { seedMainHistories } from './thermal/seed-histories';
import { seedThermal } from './thermal/seed-thermal';
import { insertUser, type NewUser } from './users/users';

/** The seeded accounts; the README lists them. Passwords meet the server's criteria. */
export const SEED_ACCOUNTS = {
  mainFirstLogin: { email: 'jean.dupont@exemple.fr', password: 'Provisoire-2026' },
  mainUpdated: { email: 'sophie.bernard@exemple.fr', password: 'Conseil-2026!' },
  tools: { email: 'luc.martin@exemple.fr', password: 'Plancher-2026!' },
  toolsNotActivated: { email: 'nina.petit@exemple.fr', password: 'Attente-2026!' },
  partner: { email: 'claire.moreau@groupe-partenaire.fr', password: 'Partenaire-2026!' },
} as const;

const COMPANY = {
  company: 'Maçonnerie Dupont & Fils',
  siret: '12345678900011',
  fonction: 'Gérant',
  phone: '0102030405',
};

/** Loads the seed data into an empty database. */
export async function seed(ctx: ApiContext): Promise<void> {
  const ids = await seedUsers(ctx);
  // Before the history: its floor recommendations and carbon simulations are computed from them.
  await seedToolData(ctx.db);
  await seedHistory(ctx, ids.get(SEED_ACCOUNTS.tools.email)!);
  await seedThermal(ctx);
  await seedMainHistories(ctx, ids.get(SEED_ACCOUNTS.mainUpdated.email)!);
  await ctx.db.run(
    `INSERT INTO partner_directory (email, password_hash, firstname, lastname, company) VALUES (?, ?, ?, ?, ?)`,
    [
      SEED_ACCOUNTS.partner.email,
      await hashPassword(SEED_ACCOUNTS.partner.password, ctx.scryptCost),
      'Claire',
      'Moreau',
      'Groupe Partenaire',
    ],
  );
}

/** Inserts the seeded users, one after the other; their ids by e-mail. */
async function seedUsers(ctx: ApiContext): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const { password, ...user } of seedUserRows(ctx)) {
    const password_hash = await hashPassword(password, ctx.scryptCost);
    ids.set(user.email, await insertUser(ctx, { ...user, password_hash }));
  }
  return ids;
}

/** The seeded users (the partner excepted: it lives in the partner's directory), with their passwords. */
function seedUserRows(ctx: ApiContext): (NewUser & { password: string })[] {
  return [
    {
      realm: 'main',
      ...SEED_ACCOUNTS.mainFirstLogin,
      firstname: 'Jean',
      lastname: 'Dupont',
      ...COMPANY,
      updated_password: 0,
      activated_at: ctx.now(),
    },
    {
      realm: 'main',
      ...SEED_ACCOUNTS.mainUpdated,
      firstname: 'Sophie',
      lastname: 'Bernard',
      company: 'Bernard Architectes',
      siret: '98765432100022',
      fonction: 'Architecte',
      phone: '0611223344',
      updated_password: 1,
      activated_at: ctx.now(),
    },
    {
      realm: 'tools',
      ...SEED_ACCOUNTS.tools,
      civility: 'mr',
      firstname: 'Luc',
      lastname: 'Martin',
      company: 'Martin BTP',
      phone: '0478000000',
      siret: '55566677700033',
      fonction: 'Conducteur de travaux',
      activity: 'maçon',
      address: '12 rue des Bâtisseurs',
      address_complement: 'Bâtiment B',
      postal_code: '69003',
      city: 'Lyon',
      country: 'France',
      rgpd: 1,
      activated_at: ctx.now(),
    },
    {
      realm: 'tools',
      ...SEED_ACCOUNTS.toolsNotActivated,
      civility: 'mme',
      firstname: 'Nina',
      lastname: 'Petit',
      company: 'Petit Études',
      activity: 'bureau-etude',
      rgpd: 1,
      activated_at: null,
    },
  ];
}

export async function isEmpty(ctx: ApiContext): Promise<boolean> {
  const { n } = (await ctx.db.get(`SELECT COUNT(*) AS n FROM users`)) as { n: number };
  const { p } = (await ctx.db.get(`SELECT COUNT(*) AS p FROM partner_directory`)) as { p: number };
  return n === 0 && p === 0;
}

/**
 * A preview database seeded before the tools' data existed gets it now (and the main user's saved
 * simulations), without touching anything else.
 */
export async function seedToolsIfMissing(ctx: ApiContext): Promise<boolean> {
  const { n } = (await ctx.db.get(`SELECT COUNT(*) AS n FROM tool_filters`)) as { n: number };
  if (n > 0) return false;
  await seedThermal(ctx);
  const user = (await ctx.db.get(`SELECT id FROM users WHERE realm = 'main' AND email = ?`, [
    SEED_ACCOUNTS.mainUpdated.email,
  ])) as { id: number } | undefined;
  if (user) await seedMainHistories(ctx, user.id);
  return true;
}
