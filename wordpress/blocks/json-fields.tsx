// JSON attributes as fields where their shape is known: a list of strings one a line, a list of records a row
// of fields each; any other shape as its JSON text, written only when it parses.
import type { AttributeField, Control } from './manifest-blocks.ts';

const { useState } = wp.element;
const { BaseControl, Button, TextareaControl, TextControl } = wp.components;

type JsonControl = Extract<Control, { kind: 'list' | 'records' | 'json' }>;
type RecordControl = Extract<Control, { kind: 'records' }>;
type Row = Record<string, string | number>;

interface JsonFieldsProps {
  field: AttributeField;
  control: JsonControl;
  value: string | undefined;
  onChange(value: string | undefined): void;
}

function parsed(value: string | undefined): unknown {
  try {
    return value ? (JSON.parse(value) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

const rowsOf = (value: string | undefined): Row[] => {
  const rows = parsed(value);
  return Array.isArray(rows) ? rows.filter((row): row is Row => typeof row === 'object' && row !== null) : [];
};

function Records({ field, control, value, onChange }: JsonFieldsProps & { control: RecordControl }) {
  const rows = rowsOf(value);
  const write = (next: Row[]) => onChange(next.length ? JSON.stringify(next) : undefined);
  const cell = (field: RecordControl['fields'][number], text: string): string | number =>
    field.numeric && text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : text;
  return (
    <BaseControl label={field.label} help={field.help}>
      {rows.map((row, index) => (
        <fieldset key={index} className="shop-elements-record">
          <legend>{`${field.label} ${index + 1}`}</legend>
          {control.fields.map((recordField) => (
            <TextControl
              __nextHasNoMarginBottom
              key={recordField.name}
              label={recordField.name}
              value={String(row[recordField.name] ?? '')}
              onChange={(text) =>
                write(rows.map((each, at) => (at === index ? { ...each, [recordField.name]: cell(recordField, text) } : each)))
              }
            />
          ))}
          <Button variant="link" isDestructive onClick={() => write(rows.filter((_, at) => at !== index))}>
            {`Remove ${field.label.toLowerCase()} ${index + 1}`}
          </Button>
        </fieldset>
      ))}
      <Button variant="secondary" onClick={() => write([...rows, Object.fromEntries(control.fields.map(({ name }) => [name, '']))])}>
        {`Add to ${field.label.toLowerCase()}`}
      </Button>
    </BaseControl>
  );
}

function JsonText({ field, value, onChange }: JsonFieldsProps) {
  const [text, setText] = useState(value ?? '');
  const broken = text.trim() !== '' && parsed(text) === undefined;
  return (
    <TextareaControl
      __nextHasNoMarginBottom
      label={field.label}
      placeholder={field.placeholder}
      help={broken ? `Not used: this is not valid JSON. ${field.help}` : field.help}
      value={text}
      onChange={(next) => {
        setText(next);
        if (next.trim() === '') onChange(undefined);
        else if (parsed(next) !== undefined) onChange(next);
      }}
    />
  );
}

/** A list of strings, one a line; blank lines are left out of the attribute. */
function Lines({ field, value, onChange }: JsonFieldsProps) {
  const [text, setText] = useState(() => {
    const lines = parsed(value);
    return Array.isArray(lines) ? lines.join('\n') : '';
  });
  return (
    <TextareaControl
      __nextHasNoMarginBottom
      label={field.label}
      placeholder={field.placeholder}
      help={`One a line. ${field.help}`}
      value={text}
      onChange={(next) => {
        setText(next);
        const entries = next.split('\n').filter((line) => line.trim() !== '');
        onChange(entries.length ? JSON.stringify(entries) : undefined);
      }}
    />
  );
}

export function JsonFields(props: JsonFieldsProps) {
  const { control } = props;
  if (control.kind === 'records') return <Records {...props} control={control} />;
  if (control.kind === 'json') return <JsonText {...props} />;
  return <Lines {...props} />;
}
