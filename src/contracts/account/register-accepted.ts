import { coerce, dynamic, object, optional, refine, unknown, type Infer, type Struct } from 'superstruct';
import { isObject } from '../is-object';
import { RegisterAccountBody, RegisterToolsBody } from './register';

/**
 * What the reference API accepts for a registration, wider than what the client sends: the
 * spec keeps the main-site spelling `lastname`/`firstname` too (account-layer §3). Its own
 * module, imported by the reference API only, so that none of it reaches the bundle.
 */

/** The main-site spelling of the account reading's names (account-layer §3), and its usual one. */
const LOWER_CASE_NAMES = { lastname: 'lastName', firstname: 'firstName' } as const;

export const NAME_GIVEN_TWICE = {
  lastname: 'Le nom est donné deux fois, dans lastName et dans lastname, avec des valeurs différentes.',
  firstname: 'Le prénom est donné deux fois, dans firstName et dans firstname, avec des valeurs différentes.',
} as const;

/** Left in place by the coercion only when it contradicts the other spelling: always refused. */
const givenTwice = (message: string) => optional(refine(unknown(), 'givenTwice', () => message));

const sameName = (a: unknown, b: unknown) =>
  typeof a === 'string' && typeof b === 'string' ? a.trim() === b.trim() : a === b;

/** Moves `lastname`/`firstname` onto `lastName`/`firstName`, unless both are given and differ. */
function normaliseNameSpellings(value: unknown): unknown {
  if (!isObject(value) || Array.isArray(value)) return value;
  const body: Record<string, unknown> = { ...value };
  for (const [lower, usual] of Object.entries(LOWER_CASE_NAMES)) {
    if (!Object.hasOwn(body, lower)) continue;
    if (!Object.hasOwn(body, usual)) body[usual] = body[lower];
    else if (!sameName(body[usual], body[lower])) continue;
    delete body[lower];
  }
  return body;
}

/**
 * What the reference API accepts for the account reading: `RegisterAccountBody`, or the same with
 * the main-site spelling `lastname`/`firstname` (the spec keeps both). Validated with coercion
 * (as the API does), it yields the same record as `RegisterAccountBody`; a body giving both
 * spellings of a name with different values is refused on the lower-case field.
 */
export const RegisterAccountAcceptedBody = coerce(
  object({
    ...RegisterAccountBody.schema,
    lastname: givenTwice(NAME_GIVEN_TWICE.lastname),
    firstname: givenTwice(NAME_GIVEN_TWICE.firstname),
  }),
  unknown(),
  normaliseNameSpellings,
);

/**
 * The registration bodies the reference API accepts (`RegisterBody` plus the lower-case names of
 * the account reading). The client keeps sending `RegisterBody`: `register.body` is unchanged.
 */
export const RegisterAcceptedBody: Struct<
  Infer<typeof RegisterToolsBody> | Infer<typeof RegisterAccountAcceptedBody>,
  null
> = dynamic(
  (value) => (isObject(value) && 'plainPassword' in value ? RegisterAccountAcceptedBody : RegisterToolsBody) as never,
);
export type RegisterAcceptedBody = Infer<typeof RegisterAcceptedBody>;
