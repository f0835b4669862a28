import { literal, nullable, record, string, type, type Infer, type Struct } from 'superstruct';

/**
 * The provider's answer envelope (account-layer §8): every reply in the accepted 200–403 range
 * carries `success`, `error`, `message` and `datas`.
 *
 * - A success has `error: null` and its payload in `datas`.
 * - A failure has `success: false`, a French `message` fit for a toast, and `error`: a map from
 *   field name to French message (the "error data" whose first value the spec's toasts show), or
 *   null when no field is to blame.
 *
 * Answers use superstruct `type` (extra keys allowed) so that the provider can add fields
 * without breaking the bundle; requests use `object` (extra keys refused) in the calls.
 */
export const FieldErrors = record(string(), string());
export type FieldErrors = Infer<typeof FieldErrors>;

export const Failure = type({
  success: literal(false),
  message: string(),
  error: nullable(FieldErrors),
});
export type Failure = Infer<typeof Failure>;

export function success<T>(datas: Struct<T, any>) {
  return type({
    success: literal(true),
    message: string(),
    error: literal(null),
    datas,
  });
}

export interface Success<T> {
  success: true;
  message: string;
  error: null;
  datas: T;
}

/** `datas` of a call whose answer is only its message. */
export const NoDatas = literal(null);
