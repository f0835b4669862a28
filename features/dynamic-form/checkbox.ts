import type { ServerField } from '@/src/contracts/forms/server-field';

/**
 * A checkbox ticked or unticked (spec §4.1). Its `disabledValue` is the exclusive 'none' choice:
 * ticking it clears the others; ticking any other removes it. The list keeps the order in which
 * the choices were ticked.
 */
export function toggleChoice(
  field: ServerField,
  current: readonly string[],
  choice: string,
  checked: boolean,
): string[] {
  const none = field.disabledValue ?? null;
  if (!checked) return current.filter((value) => value !== choice);
  if (current.includes(choice)) return [...current];
  if (choice === none) return [choice];
  return [...current.filter((value) => value !== none), choice];
}
