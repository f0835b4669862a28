import { is } from 'superstruct';
import { Failure } from '@/src/contracts';

/** A stack line as Node prints it: "    at fn (file.ts:12:34)". */
export const STACK_LINE = /^\s*at .+:\d+:\d+\)?$/m;

export interface Read {
  status: number;
  text: string;
  json: unknown;
  headers: Headers;
}

/** Reads a response once, keeping its text (to look for stack traces) and its JSON, if any. */
export async function read(response: Response): Promise<Read> {
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, text, json, headers: response.headers };
}

/** Asserts a refusal envelope with this status and answers it. */
export async function expectEnvelope(response: Response, status: number): Promise<Failure> {
  const { json, text } = await read(response);
  expect({ status: response.status, text }).toEqual({ status, text: expect.any(String) });
  if (!is(json, Failure)) throw new Error(`not a Failure envelope: ${text}`);
  expect(text).not.toMatch(STACK_LINE);
  return json;
}
