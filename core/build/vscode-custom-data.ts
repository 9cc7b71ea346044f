// Build-time only: VS Code's HTML custom data, so page editors get tag and attribute completion with docs.
import type { ElementContract } from './element-contract.ts';

/** Quoted literals of an enum type (`'a' | 'b'`), or nothing for open types. */
const enumValues = (type: string): string[] | undefined => {
  const values = type.split('|').map((part) => /^\s*'([^']*)'\s*$/.exec(part)?.[1]);
  return values.every((value) => value !== undefined) ? (values as string[]) : undefined;
};

export function vscodeCustomData(elements: ElementContract[]) {
  return {
    version: 1.1,
    tags: elements.map((element) => ({
      name: element.tag,
      description: element.summary,
      attributes: element.attributes.map((attribute) => {
        const values = enumValues(attribute.type);
        const defaultText = attribute.default ? ` (default ${attribute.default})` : '';
        return {
          name: attribute.name,
          description: `${attribute.description}${defaultText}`,
          ...(attribute.type === 'boolean' ? { valueSet: 'v' } : {}),
          ...(values ? { values: values.map((name) => ({ name })) } : {}),
        };
      }),
    })),
  };
}
