// The parts of WordPress's editor globals (`wp.*`, loaded by the editor before the plugin's script) that the
// blocks use, typed as WordPress 6.1 and later provide them. No @wordpress/* package is bundled.
import type { ComponentType, ReactNode } from 'react';

declare global {
  namespace WordPress {
    type BlockAttributes = Record<string, unknown>;

    interface Block {
      clientId: string;
      name: string;
      attributes: BlockAttributes;
      innerBlocks: Block[];
    }

    type TemplateEntry = [string, BlockAttributes, TemplateEntry[]];

    interface EditProps {
      attributes: BlockAttributes;
      setAttributes(changed: BlockAttributes): void;
      clientId: string;
    }

    interface Transform {
      type: 'raw' | 'block';
      blocks?: string[];
      isMatch?(input: never): boolean;
      transform(...input: never[]): Block | Block[];
    }

    interface BlockSettings {
      apiVersion: number;
      title: string;
      description: string;
      category: string;
      icon: string;
      keywords?: string[];
      attributes: Record<string, Record<string, unknown>>;
      supports?: Record<string, unknown>;
      transforms?: { from?: Transform[] };
      example?: { attributes: BlockAttributes; innerBlocks?: { name: string; attributes: BlockAttributes }[] };
      edit: ComponentType<EditProps>;
      save: ComponentType<{ attributes: BlockAttributes }>;
    }

    interface ControlProps<Value> {
      label: string;
      help?: ReactNode;
      value?: Value;
      onChange(value: Value): void;
      __nextHasNoMarginBottom?: boolean;
    }
  }

  const wp: {
    element: {
      createElement: typeof import('react').createElement;
      Fragment: typeof import('react').Fragment;
      useState: typeof import('react').useState;
      useEffect: typeof import('react').useEffect;
      useMemo: typeof import('react').useMemo;
      useRef: typeof import('react').useRef;
      RawHTML: ComponentType<{ children: string }>;
    };
    apiFetch<T>(options: { path: string }): Promise<T>;
    url: { addQueryArgs(url: string, args: Record<string, string | number>): string };
    blocks: {
      registerBlockType(name: string, settings: WordPress.BlockSettings): unknown;
      createBlock(name: string, attributes?: WordPress.BlockAttributes, innerBlocks?: WordPress.Block[]): WordPress.Block;
      rawHandler(options: { HTML: string }): WordPress.Block[];
      getBlockContent(block: WordPress.Block): string;
    };
    blockEditor: {
      useBlockProps: ((props?: Record<string, unknown>) => Record<string, unknown>) & {
        save(props?: Record<string, unknown>): Record<string, unknown>;
      };
      InnerBlocks: ComponentType<{ template?: WordPress.TemplateEntry[]; templateLock?: false }> & { Content: ComponentType };
      InspectorControls: ComponentType<{ children: ReactNode }>;
      PlainText: ComponentType<{ value: string; onChange(value: string): void; 'aria-label': string; placeholder?: string }>;
    };
    components: {
      PanelBody: ComponentType<{ title: string; initialOpen?: boolean; children: ReactNode }>;
      ToggleControl: ComponentType<Omit<WordPress.ControlProps<boolean>, 'value'> & { checked: boolean }>;
      SelectControl: ComponentType<WordPress.ControlProps<string> & { options: { label: string; value: string }[] }>;
      TextControl: ComponentType<WordPress.ControlProps<string> & { type?: string; placeholder?: string; min?: number; max?: number }>;
      TextareaControl: ComponentType<WordPress.ControlProps<string> & { placeholder?: string; rows?: number }>;
      Button: ComponentType<{ variant?: string; isDestructive?: boolean; onClick(): void; children: ReactNode; label?: string }>;
      BaseControl: ComponentType<{ id?: string; label?: string; help?: ReactNode; children: ReactNode }>;
      Notice: ComponentType<{ status: string; isDismissible: boolean; children: ReactNode }>;
      ComboboxControl: ComponentType<
        Omit<WordPress.ControlProps<string | null>, 'value'> & {
          value: string | null;
          options: { label: string; value: string }[];
          onFilterValueChange(text: string): void;
        }
      >;
      Placeholder: ComponentType<{ label: string; instructions?: string; icon?: string; children?: ReactNode }>;
    };
    data: {
      useSelect<T>(
        map: (select: (store: 'core/block-editor') => { getBlock(clientId: string): WordPress.Block | null }) => T,
        deps: unknown[],
      ): T;
    };
  };

  /** What the plugin prints before the script: where the library's build is, for the live preview. */
  const shopElementsEditor: {
    entry: string;
    stylesheet: string;
    /** WooCommerce, and the plugins product blocks may name (`@block product <slug>`), when they are active. */
    plugins: string[];
  };

  /** The editor's blocks, from the custom elements manifest at build time (wordpress/build/editor-blocks.mjs). */
  const SHOP_ELEMENTS_MANIFEST: import('./manifest-blocks.ts').CustomElementsManifest;
}

export {};
