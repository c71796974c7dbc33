/**
 * A labelled native select of the analysis pages' choices (a measure, a period, a dimension): the
 * label above, the options in the viewer's words. Native: keyboard and screen readers need
 * nothing more.
 */
import { useId } from 'react';

export interface Choice {
  value: string;
  label: string;
}

export function ChoiceSelect({
  label,
  value,
  choices,
  onChange,
}: {
  label: string;
  value: string;
  choices: Choice[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <label htmlFor={id}>
      {label}
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    </label>
  );
}
