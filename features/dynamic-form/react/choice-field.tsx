import { useId } from 'react';
import type { ServerField } from '@/src/contracts/forms/server-field';
import { allowedValues } from '../availability';
import { choicesOf, type FieldChoice } from '../fields';
import { isRequired } from '../form-state';
import { DYNAMIC_FORM_MESSAGES as M } from '../messages';
import type { Availability } from '../types';
import { describedBy, FieldFrame } from './field-frame';
import { useFormContext } from './form-context';

/** The choices shown: those still available, in display order, grouped as the server grouped them. */
function shownGroups(field: ServerField, availability: Availability | undefined) {
  const allowed = allowedValues(field, availability);
  const groups = new Map<string, FieldChoice[]>();
  for (const choice of choicesOf(field)) {
    if (!allowed.includes(choice.value)) continue;
    const key = choice.group ?? '';
    groups.set(key, [...(groups.get(key) ?? []), choice]);
  }
  return [...groups];
}

/**
 * A radio, checkbox or fakeCheckbox field. A fakeCheckbox (load cases, say) shows its
 * choices as cards: real radio inputs, one choice, arrow keys moving between them. When its
 * choices depend on fields above that leave none, or that are not answered yet, the field says
 * so in place of the choices (§8).
 */
export function ChoiceField({ field }: { field: ServerField }) {
  const { state } = useFormContext();
  const id = useId();
  const error = state.errors[field.name];
  const availability = state.availability[field.name];
  const multiple = field.type === 'checkbox';
  const groups = shownGroups(field, availability);
  const notice =
    availability?.state === 'empty'
      ? M.noValue
      : availability?.state === 'waiting'
        ? M.fillAbove
        : groups.length === 0
          ? emptyNotice(field)
          : null;
  return (
    <FieldFrame id={id} field={field} error={error} labelKind="caption">
      {notice ? (
        <p className="oss-dform__notice">{notice}</p>
      ) : (
        <div
          role={multiple ? 'group' : 'radiogroup'}
          className={field.type === 'fakeCheckbox' ? 'oss-dform__cards' : 'oss-dform__choices'}
          aria-labelledby={`${id}-label`}
          aria-required={!multiple && isRequired(state, field) ? true : undefined}
          {...describedBy(id, field, error)}
        >
          {groups.map(([group, choices], index) => (
            <ChoiceGroup key={group} id={id} index={index} field={field} group={group} choices={choices} />
          ))}
        </div>
      )}
    </FieldFrame>
  );
}

/**
 * A choice field the server sent without choices (the blocks a span allows, before the span is
 * known): with no help it waits for the answers above; with one (the server's reason,
 * shown under the label) nothing fits them.
 */
function emptyNotice(field: ServerField): string {
  return field.help ? M.noValue : M.fillAbove;
}

interface ChoiceGroupProps {
  /** The field's id: its radios share one name, across groups. */
  id: string;
  index: number;
  field: ServerField;
  group: string;
  choices: FieldChoice[];
}

function ChoiceGroup({ id, index, field, group, choices }: ChoiceGroupProps) {
  const options = choices.map((choice) => <Choice key={choice.value} id={id} field={field} choice={choice} />);
  if (!group) return <>{options}</>;
  return (
    <div className="oss-dform__group" role="group" aria-labelledby={`${id}-group-${index}`}>
      <p className="oss-dform__group-label" id={`${id}-group-${index}`}>
        {group}
      </p>
      {options}
    </div>
  );
}

function Choice({ id, field, choice }: { id: string; field: ServerField; choice: FieldChoice }) {
  const { controller, state } = useFormContext();
  const value = state.values[field.name];
  const multiple = field.type === 'checkbox';
  const checked = multiple ? Array.isArray(value) && value.includes(choice.value) : value === choice.value;
  // A forced value is the only answer allowed: the others show, greyed.
  const forced = field.forcedValue == null ? null : String(field.forcedValue);
  return (
    <label className={field.type === 'fakeCheckbox' ? 'oss-dform__card' : 'oss-check'}>
      <input
        type={multiple ? 'checkbox' : 'radio'}
        name={`${id}-${field.name}`}
        value={choice.value}
        checked={checked}
        onChange={(event) =>
          multiple
            ? controller.toggle(field.name, choice.value, event.currentTarget.checked)
            : controller.setValue(field.name, choice.value)
        }
        // A radio picked again fires no change: the island may take the answer back (§4.2 thermal break).
        onClick={() => !multiple && checked && controller.reselect(field.name, choice.value)}
        disabled={forced !== null && forced !== choice.value}
        onBlur={() => controller.blur(field.name)}
      />
      <span>{choice.label}</span>
    </label>
  );
}
