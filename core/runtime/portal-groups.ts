/** Items committed together, under an id that stays theirs while some of them remain (a stable key). */
export interface Group<T> {
  readonly id: number;
  readonly items: readonly T[];
}

/** The groups without the items no longer `live` (the same array when none went). */
export function withoutRemoved<T>(groups: readonly Group<T>[], live: ReadonlySet<T>): readonly Group<T>[] {
  if (groups.every((group) => group.items.every((item) => live.has(item)))) return groups;
  return groups
    .map((group) =>
      group.items.every((item) => live.has(item)) ? group : { id: group.id, items: group.items.filter((item) => live.has(item)) },
    )
    .filter((group) => group.items.length > 0);
}
