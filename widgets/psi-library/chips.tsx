import type { MouseEvent } from 'react';
import { choiceLabel, type Catalogue } from './catalogue';
import { entriesOf, type Choices } from './choices';
import { PSI_LIBRARY_MESSAGES as M } from './messages';

export interface ChipsProps {
  catalogue: Catalogue;
  draft: Choices;
  onRemove: (filterId: number, valueId: number) => void;
  /** Where the focus goes when the last chip is removed. */
  focusAfterLast: () => void;
}

/**
 * The chosen values of the draft as removable chips ('Retirer {label}'). A removed chip's focus
 * goes to the next chip, or the previous one, or elsewhere in the panel when it was the last.
 */
export function Chips({ catalogue, draft, onRemove, focusAfterLast }: ChipsProps) {
  const chips = entriesOf(catalogue, draft).flatMap(([key, ids]) =>
    ids.map((id) => ({ filterId: Number(key), id, label: choiceLabel(catalogue, id) })),
  );
  if (chips.length === 0) return null;
  const remove = (event: MouseEvent<HTMLButtonElement>, filterId: number, id: number) => {
    const item = event.currentTarget.closest('li');
    const neighbour = (item?.nextElementSibling ?? item?.previousElementSibling)?.querySelector('button');
    onRemove(filterId, id);
    // After the chip has left: the neighbour stays (keyed), the removed button does not.
    setTimeout(() => (neighbour?.isConnected ? neighbour.focus() : focusAfterLast()));
  };
  return (
    <ul className="oss-lib-chips" aria-label={M.chipsLabel}>
      {chips.map((chip) => (
        <li key={chip.id} className="oss-lib-chip">
          <span>{chip.label}</span>
          <button
            type="button"
            className="oss-lib-chip__remove"
            aria-label={M.removeChip(chip.label)}
            onClick={(event) => remove(event, chip.filterId, chip.id)}
          >
            <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
