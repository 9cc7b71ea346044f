// The sidebar control of one attribute, chosen by its type (manifest-blocks.ts). An empty control removes the
// attribute, so the element's default applies; the default is shown as the placeholder, never written.
import { followableUrl } from '../../core/dom/navigate.ts';
import type { AttributeField } from './manifest-blocks.ts';
import { JsonFields } from './json-fields.tsx';

const { useState } = wp.element;
const { SelectControl, TextControl, ToggleControl } = wp.components;

export type AttributeValue = string | boolean | undefined;

interface ControlProps {
  field: AttributeField;
  value: AttributeValue;
  onChange(value: AttributeValue): void;
}

/** Why the element would refuse `text`, or '' when it reads it. */
function refusal(field: AttributeField, text: string): string {
  const { control } = field;
  if (control.kind === 'url') {
    return followableUrl(text, { sameOrigin: false }) ? '' : 'Not used: the element follows only http(s) addresses.';
  }
  if (control.kind !== 'number') return '';
  const number = Number(text);
  if (!Number.isFinite(number)) return 'Not used: enter a number.';
  if (control.min !== undefined && number < control.min) return `Not used: the smallest value is ${control.min}.`;
  if (control.max !== undefined && number > control.max) return `Not used: the largest value is ${control.max}.`;
  return '';
}

/**
 * A text, URL or number field checked as the element checks it: what the element would refuse stays in the
 * field with the reason, and the attribute keeps its last accepted value.
 */
function CheckedField({ field, value, onChange }: ControlProps) {
  const [text, setText] = useState(typeof value === 'string' ? value : '');
  const problem = text === '' ? '' : refusal(field, text);
  const { control } = field;
  return (
    <TextControl
      __nextHasNoMarginBottom
      label={field.label}
      type={control.kind === 'number' ? 'number' : control.kind === 'url' ? 'url' : 'text'}
      {...(control.kind === 'number' ? { min: control.min, max: control.max } : {})}
      placeholder={field.placeholder}
      help={
        problem ? (
          <>
            <strong role="alert">{problem}</strong> {field.help}
          </>
        ) : (
          field.help
        )
      }
      value={text}
      onChange={(next) => {
        setText(next);
        if (next === '' || !refusal(field, next)) onChange(next === '' ? undefined : next);
      }}
    />
  );
}

export function AttributeControl(props: ControlProps) {
  const { field, value, onChange } = props;
  const { control } = field;
  switch (control.kind) {
    case 'toggle':
      return (
        <ToggleControl
          __nextHasNoMarginBottom
          label={field.label}
          help={field.help}
          checked={value === true}
          onChange={(on) => onChange(on || undefined)}
        />
      );
    case 'select':
      return (
        <SelectControl
          __nextHasNoMarginBottom
          label={field.label}
          help={field.help}
          value={typeof value === 'string' ? value : ''}
          options={[
            { label: field.placeholder ? `Default (${field.placeholder})` : 'Default', value: '' },
            ...control.options.map((option) => ({ label: option, value: option })),
          ]}
          onChange={(next) => onChange(next || undefined)}
        />
      );
    case 'list':
    case 'records':
    case 'json':
      return <JsonFields field={field} control={control} value={typeof value === 'string' ? value : undefined} onChange={onChange} />;
    default:
      return <CheckedField {...props} />;
  }
}
