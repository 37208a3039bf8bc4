/** The rows of a raw SQL answer: both drivers (PGlite and node-postgres) answer with an object that has `rows`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
