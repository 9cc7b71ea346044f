// Each element's attributes and events for /demo/elements/, from the custom elements manifest the build writes
// (dist/custom-elements.json, generated from the element definitions), so the catalogue never restates them.
import { readDistJson } from '../dist-json.ts';

export interface ContractAttribute {
  name: string;
  type: string;
  default?: string;
  description: string;
}

export interface ContractEvent {
  name: string;
  type: string;
  description: string;
}

interface ManifestDeclaration {
  tagName?: string;
  attributes?: { name: string; type?: { text: string }; default?: string; description?: string; deprecated?: string }[];
  events?: { name: string; type?: { text: string }; description?: string; deprecated?: string }[];
}

interface Manifest {
  modules: { declarations?: ManifestDeclaration[] }[];
}

/** The tag's current (not deprecated) attributes and events, or undefined when the build has not written it. */
export function elementContract(distDir: string, tag: string): { attributes: ContractAttribute[]; events: ContractEvent[] } | undefined {
  const declaration = readDistJson<Manifest>(distDir, 'custom-elements.json')
    ?.modules.flatMap((module) => module.declarations ?? [])
    .find((candidate) => candidate.tagName === tag);
  if (!declaration) return undefined;
  return {
    attributes: (declaration.attributes ?? [])
      .filter((attribute) => !attribute.deprecated)
      .map((attribute) => ({
        name: attribute.name,
        type: attribute.type?.text ?? 'string',
        default: attribute.default,
        description: attribute.description ?? '',
      })),
    events: (declaration.events ?? [])
      .filter((event) => !event.deprecated)
      .map((event) => ({ name: event.name, type: event.type?.text ?? 'CustomEvent', description: event.description ?? '' })),
  };
}
