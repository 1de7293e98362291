// The built chunks, each with its gzip size and the part of the app it belongs to, for `make bench`
// (issue 25): the feature (src/features/<x>), another folder of src/ (core, app, i18n...) or the npm
// package that holds most of its code, with the others after. vite.config.ts prints it at the end
// of a build when CHUNK_REPORT is set.
import { gzipSync } from 'node:zlib';

/** Whom a module of the build belongs to: a feature, a folder of src/, or an npm package. */
export function ownerOf(id) {
  const path = id.split('?')[0];
  const nm = path.lastIndexOf('/node_modules/');
  if (nm >= 0) {
    const [scope = '', name = ''] = path.slice(nm + '/node_modules/'.length).split('/');
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  const feature = /\/src\/features\/([\w-]+)\//.exec(path);
  if (feature) return `features/${feature[1]}`;
  const folder = /\/src\/([\w-]+)\//.exec(path);
  if (folder) return folder[1];
  return /\/src\/[^/]+$/.test(path) ? 'app' : 'vite';
}

/** One row per chunk ({ fileName, code, modules: { id: { renderedLength } } }), largest first. */
export function chunkRows(chunks) {
  return chunks
    .map((c) => {
      const owners = new Map();
      for (const [id, m] of Object.entries(c.modules))
        owners.set(ownerOf(id), (owners.get(ownerOf(id)) ?? 0) + m.renderedLength);
      const total = [...owners.values()].reduce((a, b) => a + b, 0) || 1;
      const ranked = [...owners].sort((a, b) => b[1] - a[1]);
      return {
        file: c.fileName,
        gzip: gzipSync(c.code).length,
        owners: ranked.map(([owner, size]) => ({ owner, share: Math.round((100 * size) / total) })),
      };
    })
    .sort((a, b) => b.gzip - a.gzip);
}

export function formatRows(rows) {
  return rows
    .map(
      (r) =>
        `${String(r.gzip).padStart(8)} B  ${r.file.padEnd(44)} ${r.owners
          .filter((o, i) => i === 0 || o.share >= 5)
          .map((o) => `${o.owner} ${o.share}%`)
          .join(', ')}`,
    )
    .join('\n');
}
