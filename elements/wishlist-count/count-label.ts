/** The theme's badge rule: no label at 0, the number otherwise ('1' for one). */
export function countLabel(count: number): string {
  return count === 0 ? '' : String(count);
}
