import userEvent from '@testing-library/user-event';

/** A person at the keyboard and the mouse, as `person()` gives it. */
export type Person = ReturnType<typeof userEvent.setup>;

/**
 * A person at the keyboard and the mouse: every key and click fires what a browser fires (set up
 * afresh for each test). `delay: null`: no pause between events, so user-event sets no timer and
 * works as it is under Jest's fake timers (its `advanceTimers` option only serves those pauses).
 */
export function person(): Person {
  return userEvent.setup({ delay: null });
}

/**
 * Types `value` into the field key by key, over what it held (selected first, as a person would);
 * an empty `value` erases it (Backspace over the selection). The focus first leaves the island, as
 * after a click elsewhere on the page: user-event readies a field when its focus event reaches the
 * document, which a focus moving inside one shadow root never does (the event's target and related
 * target are then the same host), and `user.clear` does not find the focus inside a shadow root.
 */
export async function typeInto(user: Person, field: HTMLElement, value: string): Promise<void> {
  const input = field as HTMLInputElement;
  await user.click(document.body);
  // '{' and '[' open user-event's key descriptors: doubled, they are typed as such.
  const keys = value === '' ? '{Backspace}' : value.replace(/[{[]/g, '$&$&');
  await user.type(input, keys, { initialSelectionStart: 0, initialSelectionEnd: input.value.length });
}
