import type { Param, Params } from './db';

interface Translated {
  text: string;
  /** For named parameters: the name of each `$n`, in order. */
  names: string[] | null;
}

const translations = new Map<string, Translated>();

/**
 * SQL written with `?` (or `@name`) placeholders, as PostgreSQL takes it: `$1`, `$2`… Quoted
 * strings, quoted names and comments are left alone. Kept per SQL text: the same few hundred
 * statements come back all the time.
 */
export function toNumbered(sql: string, params: Params | undefined): { text: string; values: Param[] } {
  let translated = translations.get(sql);
  if (!translated) translations.set(sql, (translated = translate(sql)));
  if (params === undefined) return { text: translated.text, values: [] };
  if (Array.isArray(params)) return { text: translated.text, values: params as Param[] };
  const named = params as Readonly<Record<string, Param | undefined>>;
  return { text: translated.text, values: (translated.names ?? []).map((name) => named[name] ?? null) };
}

function translate(sql: string): Translated {
  let text = '';
  const names: string[] = [];
  let positional = 0;
  for (let i = 0; i < sql.length; i++) {
    const char = sql[i]!;
    const skipTo = skipped(sql, i);
    if (skipTo > i) {
      text += sql.slice(i, skipTo);
      i = skipTo - 1;
    } else if (char === '?') {
      text += `$${++positional}`;
    } else if (char === '@' && /[A-Za-z_]/.test(sql[i + 1] ?? '')) {
      const name = /^[A-Za-z_]\w*/.exec(sql.slice(i + 1))![0];
      if (!names.includes(name)) names.push(name);
      text += `$${names.indexOf(name) + 1}`;
      i += name.length;
    } else {
      text += char;
    }
  }
  return { text, names: names.length > 0 ? names : null };
}

/** The end of a quoted string, quoted name or comment starting at `i`; `i` when none does. */
function skipped(sql: string, i: number): number {
  const char = sql[i];
  if (char === "'" || char === '"') {
    let j = i + 1;
    while (j < sql.length && !(sql[j] === char && sql[j + 1] !== char)) j += sql[j] === char ? 2 : 1;
    return j + 1;
  }
  if (char === '-' && sql[i + 1] === '-') {
    const end = sql.indexOf('\n', i);
    return end === -1 ? sql.length : end;
  }
  return i;
}
