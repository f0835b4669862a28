import type { ServerField } from '@/src/contracts/forms/server-field';
import { ChoiceField } from './choice-field';
import { useFormContext } from './form-context';
import { InputField } from './input-field';

/** One server field of any type, unless hidden, with its shown sub-fields under it. */
export function DynamicField({ field }: { field: ServerField }) {
  const { state } = useFormContext();
  if (state.hidden.has(field.name)) return null;
  const control =
    field.type === 'text' || field.type === 'number' ? <InputField field={field} /> : <ChoiceField field={field} />;
  const children = field.children?.filter((child) => !state.hidden.has(child.name)) ?? [];
  if (children.length === 0) return control;
  return (
    <>
      {control}
      <div className="oss-dform__children">
        {children.map((child) => (
          <DynamicField key={child.name} field={child} />
        ))}
      </div>
    </>
  );
}
