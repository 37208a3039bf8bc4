/** What the build plugins read of a Rollup chunk (Vite's `OutputChunk`, without depending on its exact type). */
export interface ChunkLike {
  type: 'chunk';
  fileName: string;
  code: string;
  imports: string[];
  isEntry: boolean;
  facadeModuleId: string | null;
  viteMetadata?: { importedCss: Set<string> };
}

/** The bundle's chunks by file name. */
export function chunksOf(bundle: Record<string, { type: string }>): Map<string, ChunkLike> {
  const chunks = new Map<string, ChunkLike>();
  for (const [fileName, item] of Object.entries(bundle)) {
    if (item.type === 'chunk') chunks.set(fileName, item as unknown as ChunkLike);
  }
  return chunks;
}

/** The files `start` loads statically, themselves included (what a browser fetches before running them). */
export function staticClosure(
  chunks: Map<string, ChunkLike>,
  start: string[],
  into = new Set<string>(),
): Set<string> {
  for (const file of start) {
    if (into.has(file)) continue;
    into.add(file);
    staticClosure(chunks, chunks.get(file)?.imports ?? [], into);
  }
  return into;
}
