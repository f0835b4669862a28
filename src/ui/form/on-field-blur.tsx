import { useEffect } from 'react';
import { useForm } from 'react-final-form';

/**
 * Calls `onBlur` with the field's value when the field loses focus (e.g. an availability check
 * only the server can make). A form subscription, not a render: focus then blur between two
 * renders must still count.
 */
export function OnFieldBlur({ name, onBlur }: { name: string; onBlur: (value: string) => void }) {
  const form = useForm();
  useEffect(() => {
    let previous: string | undefined;
    return form.subscribe(
      ({ active, values }) => {
        if (previous === name && active !== name) {
          const value: unknown = (values as Record<string, unknown>)[name];
          onBlur(typeof value === 'string' ? value : '');
        }
        previous = active as string | undefined;
      },
      { active: true, values: true },
    );
  }, [form, name, onBlur]);
  return null;
}
