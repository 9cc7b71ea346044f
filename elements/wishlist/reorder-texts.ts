/**
 * What keyboard reordering says, with `{name}`, `{position}` and `{total}` filled in. YITH prints no such
 * texts (its table is sortable by mouse only); the instructions can be replaced with the element's
 * `reorder-instructions` attribute.
 */
export const REORDER_TEXTS = {
  instructions:
    'Press Space or Enter to pick the product up, the up and down arrow keys to move it, Space or Enter again to drop it, Escape to cancel.',
  handle: 'Reorder {name}',
  picked: 'Picked up {name}, position {position} of {total}.',
  moved: '{name}: position {position} of {total}.',
  edge: '{name} is already at position {position} of {total}.',
  dropped: '{name} dropped at position {position} of {total}.',
  cancelled: 'Move cancelled: {name} is back at position {position} of {total}.',
};

export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
