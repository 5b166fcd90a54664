/**
 * Splits a locale catalog (src/i18n/catalogs/<locale>.ts) into the parts named by the import's
 * query: `./catalogs/fr.ts?catalog=first` is a module with the same export holding only the
 * first-screen namespaces (src/i18n/parts.ts), `?catalog=rest` the others; `?catalog=shell` the
 * shell's namespaces and `?catalog=auth` / `?catalog=home` one first screen's. The catalogs stay one
 * file per locale for the people who write them; the browser gets the part it needs. Without
 * this plugin the query is ignored and the whole catalog loads, which is still correct.
 */
import { readFile } from 'node:fs/promises';
import ts from 'typescript';
import type { Plugin } from 'vite';
import { isInPiece, type CatalogPiece } from '../src/i18n/parts.ts';

const partQuery = /^(.+\/i18n\/catalogs\/[\w-]+\.ts)\?catalog=(first|rest|shell|auth|home)$/;

/** Evaluates a catalog file (plain object literals, type imports only) in Node. */
async function evaluateCatalog(file: string): Promise<Record<string, Record<string, unknown>>> {
  const source = await readFile(file, 'utf8');
  const js = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  }).outputText;
  if (/^\s*import\s/m.test(js)) throw new Error(`${file}: a catalog may import types only`);
  return (await import(`data:text/javascript;base64,${Buffer.from(js).toString('base64')}`)) as Record<
    string,
    Record<string, unknown>
  >;
}

export function catalogParts(): Plugin {
  return {
    name: 'aurum-catalog-parts',
    enforce: 'pre',
    async load(id) {
      const match = partQuery.exec(id);
      if (!match) return null;
      const [, file, piece] = match as unknown as [string, string, CatalogPiece];
      this.addWatchFile(file);
      const exports = await evaluateCatalog(file);
      const code = Object.entries(exports)
        .map(([name, catalog]) => {
          const picked = Object.fromEntries(
            Object.entries(catalog).filter(([namespace]) => isInPiece(namespace, piece)),
          );
          return `export const ${name} = JSON.parse(${JSON.stringify(JSON.stringify(picked))});`;
        })
        .join('\n');
      return code;
    },
  };
}
