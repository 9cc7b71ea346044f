/**
 * A variation form that needs no code before the shopper chooses: nothing is preselected (the product's defaults,
 * `attribute_…` in the URL), and no choice would narrow the options of another select, as WooCommerce's script does
 * while the shopper chooses. That holds where every combination of the printed options is an active variation (or
 * an "any" attribute covers it), and where the variations are looked up by AJAX (`data-product_variations="false"`,
 * which WooCommerce does not filter either). Such a form waits for the shopper's first pointer, focus, key or touch
 * in it (`loading="interaction"`). Anything else (an incomplete matrix, unreadable data, more combinations than are
 * worth checking as the page loads) keeps it eager, so the options narrow as the shopper chooses.
 */
export function variationFormWaits(form: Element): boolean {
  const selects = [...form.querySelectorAll<HTMLSelectElement>('select[name^="attribute_"]')];
  if (selects.length === 0 || selects.some((select) => select.value !== '')) return false;
  const data = form.getAttribute('data-product_variations');
  if (data === 'false') return true;
  const variations = parsedVariations(data);
  if (!variations) return false;
  const options = selects.map((select) => ({
    name: select.name,
    values: [...select.options].map((option) => option.value).filter(Boolean),
  }));
  const combinations = options.reduce((count, { values }) => count * values.length, 1);
  if (combinations > MAX_COMBINATIONS) return false;
  const active = variations.filter((variation) => variation.variation_is_active !== false);
  return everyCombination(options).every((chosen) =>
    active.some((variation) => chosen.every(([name, value]) => [value, '', undefined].includes(variation.attributes[name]))),
  );
}

/** Beyond this many combinations the check would cost the page's load more than the code it saves. */
const MAX_COMBINATIONS = 500;

interface VariationAttributes {
  attributes: Record<string, string | undefined>;
  variation_is_active?: boolean;
}

/**
 * Not the variation form's own reader (`readEmbeddedVariations`): auto mode is bundled into `auto.js`, loaded on
 * every page, and that reader would bring the form's index and entity decoder with it. This check needs the
 * attribute maps only, and anything it cannot read keeps the form eager.
 */
function parsedVariations(data: string | null): VariationAttributes[] | null {
  try {
    const parsed: unknown = JSON.parse(data ?? '');
    const hasAttributes = (entry: unknown): boolean => {
      const attributes = (entry as { attributes?: unknown } | null)?.attributes;
      return typeof attributes === 'object' && attributes !== null;
    };
    const valid = Array.isArray(parsed) && parsed.every(hasAttributes);
    return valid ? (parsed as VariationAttributes[]) : null;
  } catch {
    return null;
  }
}

function everyCombination(options: Array<{ name: string; values: string[] }>): Array<Array<[string, string]>> {
  return options.reduce<Array<Array<[string, string]>>>(
    (combinations, { name, values }) =>
      combinations.flatMap((chosen) => values.map((value) => [...chosen, [name, value] as [string, string]])),
    [[]],
  );
}
