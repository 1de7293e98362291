// The types of chunk-report.mjs, which vite.config.ts imports.
export interface BuiltChunk {
  fileName: string;
  code: string;
  modules: Record<string, { renderedLength: number }>;
}
export function ownerOf(id: string): string;
export function chunkRows(chunks: BuiltChunk[]): { file: string; gzip: number; owners: { owner: string; share: number }[] }[];
export function formatRows(rows: ReturnType<typeof chunkRows>): string;
