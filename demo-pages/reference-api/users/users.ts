import type { MainProfile, ToolsProfile } from '@/src/contracts/account/profile';
import type { MainUser, ToolsUser } from '@/src/contracts/account/user';
import type { Param } from '../db/db';
import { forUpdate, placeholders } from '../db/dialect';
import type { ApiContext, Realm } from '../context';

/** A users row as stored. */
export interface UserRow {
  id: number;
  realm: Realm;
  email: string;
  password_hash: string | null;
  civility: string;
  firstname: string;
  lastname: string;
  company: string;
  phone: string;
  siret: string;
  fonction: string;
  activity: string;
  address: string;
  address_complement: string;
  postal_code: string;
  city: string;
  country: string;
  rgpd: number;
  activated_at: number | null;
  updated_password: number;
  created_at: number;
}

export type NewUser = Partial<Omit<UserRow, 'id' | 'created_at'>> & { realm: Realm; email: string };

export async function findUserByEmail(ctx: ApiContext, realm: Realm, email: string): Promise<UserRow | undefined> {
  return (await ctx.db.get(`SELECT * FROM users WHERE realm = ? AND email = ?`, [realm, email.trim()])) as
    UserRow | undefined;
}

export async function findUserById(ctx: ApiContext, id: number): Promise<UserRow | undefined> {
  return (await ctx.db.get(`SELECT * FROM users WHERE id = ?`, [id])) as UserRow | undefined;
}

/**
 * Inside a transaction that reads a user's row then writes it: on PostgreSQL, locks the row until
 * the transaction ends, so a concurrent one waits and reads what this one wrote.
 */
export async function lockUser(ctx: ApiContext, id: number): Promise<void> {
  await ctx.db.get(`SELECT id FROM users WHERE id = ?${forUpdate(ctx.db.dialect)}`, [id]);
}

/** The user behind an authenticated call: its session was checked, so the row exists. */
export async function requireUser(ctx: ApiContext, id: number): Promise<UserRow> {
  const row = await findUserById(ctx, id);
  if (!row) throw new Error(`user ${id} vanished during the request`);
  return row;
}

export function insertUser(ctx: ApiContext, user: NewUser): Promise<number> {
  const row = { ...user, email: user.email.trim(), created_at: ctx.now() };
  const columns = Object.keys(row);
  const values = Object.values(row).map((value) => value ?? null);
  return ctx.db.insert(`INSERT INTO users (${columns.join(', ')}) VALUES (${placeholders(columns)})`, values);
}

/**
 * As `insertUser`, unless the realm already has an account with this address (whatever its
 * case): then null, and nothing is written. One statement, so two requests registering the
 * same address at once cannot both get in, on any database.
 */
export async function insertUserIfNew(ctx: ApiContext, user: NewUser): Promise<number | null> {
  const row = { ...user, email: user.email.trim(), created_at: ctx.now() };
  const columns = Object.keys(row);
  const values = Object.values(row).map((value) => value ?? null);
  const inserted = await ctx.db.get<{ id: number }>(
    `INSERT INTO users (${columns.join(', ')}) VALUES (${placeholders(columns)})
      ON CONFLICT (realm, email) DO NOTHING RETURNING id`,
    values,
  );
  return inserted ? Number(inserted.id) : null;
}

/** Updates the given columns only; names come from code, never from a request. */
export async function updateUser(ctx: ApiContext, id: number, changes: Partial<UserRow>): Promise<void> {
  const columns = Object.keys(changes).filter((k) => (changes as Record<string, unknown>)[k] !== undefined);
  if (columns.length === 0) return;
  const values = columns.map((c) => (changes as Record<string, Param>)[c]!);
  await ctx.db.run(`UPDATE users SET ${columns.map((c) => `${c} = ?`).join(', ')} WHERE id = ?`, [...values, id]);
}

export function toMainUser(row: UserRow, token: string): MainUser {
  return {
    token,
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    company: row.company,
    updated_password: row.updated_password === 1,
    id: row.id,
  };
}

export function toMainProfile(row: UserRow): MainProfile {
  return {
    lastname: row.lastname,
    firstname: row.firstname,
    email: row.email,
    phone: row.phone,
    company: row.company,
    siret: row.siret,
    fonction: row.fonction,
  };
}

export function toToolsUser(row: UserRow): ToolsUser {
  return { email: row.email, firstname: row.firstname, lastname: row.lastname, id: row.id, company: row.company };
}

export function toToolsProfile(row: UserRow): ToolsProfile {
  return {
    id: row.id,
    email: row.email,
    civility: row.civility,
    firstname: row.firstname,
    lastname: row.lastname,
    company: row.company,
    phone: row.phone,
    siret: row.siret,
    fonction: row.fonction,
    activity: row.activity,
    address: row.address,
    addressComplement: row.address_complement,
    postalCode: row.postal_code,
    city: row.city,
    country: row.country,
  };
}
