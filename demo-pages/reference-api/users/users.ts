import type { MainProfile, ToolsProfile } from '@/src/contracts/account/profile';
import type { MainUser, ToolsUser } from '@/src/contracts/account/user';
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

export function findUserByEmail(ctx: ApiContext, realm: Realm, email: string): UserRow | undefined {
  return ctx.db.prepare(`SELECT * FROM users WHERE realm = ? AND email = ?`).get(realm, email.trim()) as
    UserRow | undefined;
}

export function findUserById(ctx: ApiContext, id: number): UserRow | undefined {
  return ctx.db.prepare(`SELECT * FROM users WHERE id = ?`).get(id) as UserRow | undefined;
}

/** The user behind an authenticated call: its session was checked, so the row exists. */
export function requireUser(ctx: ApiContext, id: number): UserRow {
  const row = findUserById(ctx, id);
  if (!row) throw new Error(`user ${id} vanished during the request`);
  return row;
}

export function insertUser(ctx: ApiContext, user: NewUser): number {
  const row = { ...user, email: user.email.trim(), created_at: ctx.now() };
  const columns = Object.keys(row);
  const result = ctx.db
    .prepare(`INSERT INTO users (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`)
    .run(row);
  return Number(result.lastInsertRowid);
}

/** Updates the given columns only; names come from code, never from a request. */
export function updateUser(ctx: ApiContext, id: number, changes: Partial<UserRow>): void {
  const columns = Object.keys(changes).filter((k) => (changes as Record<string, unknown>)[k] !== undefined);
  if (columns.length === 0) return;
  ctx.db
    .prepare(`UPDATE users SET ${columns.map((c) => `${c} = @${c}`).join(', ')} WHERE id = @id`)
    .run({ ...changes, id });
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
