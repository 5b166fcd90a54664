/**
 * Library build of a workspace package (@aurum/tokens, @aurum/ui) into its dist/, for publishing:
 *
 * - JavaScript: ES modules, one per source module (rolldown `preserveModules`), so a consumer's
 *   bundler keeps only the components it imports. Every bare import (react, react-aria,
 *   @vanilla-extract/*, @aurum/tokens) stays external: a dependency or peer of the package.
 * - CSS: each `.css.ts` becomes a `.css.js` that imports its own `.css` file
 *   (@vanilla-extract/rollup-plugin), so the CSS of a component arrives with the component and
 *   nothing else does. No vanilla-extract build is needed by the consumer.
 * - Types: `tsc -p tsconfig.build.json` emits .d.ts beside the JS; relative specifiers in them get
 *   their `.js` so they resolve under `moduleResolution: node16` too (arethetypeswrong checks it).
 *
 * Usage: node ../scripts/build-package.mjs <entry> [<entry>...]   (run in the package folder)
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { rolldown } from 'rolldown';
import { vanillaExtractPlugin } from '@vanilla-extract/rollup-plugin';

const cwd = process.cwd();
const entries = process.argv.slice(2);
if (entries.length === 0) throw new Error('usage: build-package.mjs <entry>...');
const dist = path.join(cwd, 'dist');
rmSync(dist, { recursive: true, force: true });

const isBare = (id) => !id.startsWith('.') && !path.isAbsolute(id) && !id.startsWith('\0');

const bundle = await rolldown({
  input: entries,
  cwd,
  external: (id, importer) => isBare(id) && importer !== undefined && !id.includes('.vanilla.css'),
  plugins: [
    vanillaExtractPlugin({
      identifiers: 'short',
      // Evaluating a .css.ts that imports the built @aurum/tokens/theme.css: its own CSS import is
      // irrelevant at build time (the contract's values are plain strings).
      esbuildOptions: { loader: { '.css': 'empty' } },
    }),
  ],
  transform: { jsx: { runtime: 'automatic' } },
  treeshake: true,
  // Keep `import { visuallyHidden } from '../internal/a11y.css.js'` a named import: inlined, the
  // class name would leave a bare import that consumers' bundlers drop (sideEffects), taking the CSS.
  optimization: { inlineConst: false },
  logLevel: 'warn',
});
await bundle.write({
  dir: dist,
  format: 'esm',
  preserveModules: true,
  preserveModulesRoot: 'src',
  sourcemap: false,
  entryFileNames: '[name].js',
  // Each component's CSS beside its JS: dist/Button/Button.css.ts.vanilla.css.
  assetFileNames: ({ names, originalFileNames }) => {
    const original = originalFileNames?.[0];
    if (original) return path.relative(path.join(cwd, 'src'), path.resolve(cwd, original)).replace(/\?.*$/, '');
    return names?.[0] ?? '[name][extname]';
  },
});
await bundle.close();

// vanilla-extract inlines what a .css.ts reads from another package's stylesheet module (the
// contract's `var(--aurum-…)` strings), dropping the import; put it back so that module's CSS
// (the contract's defaults, the theme classes) always loads before the component's own.
for (const file of walk(dist)) {
  if (!file.endsWith('.css.js')) continue;
  const source = path.join(cwd, 'src', path.relative(dist, file).replace(/\.js$/, '.ts'));
  if (!existsSync(source)) continue;
  const sheets = [...readFileSync(source, 'utf8').matchAll(/from\s+'([^.'][^']*\.css)'/g)].map((m) => m[1]);
  if (sheets.length === 0) continue;
  const js = readFileSync(file, 'utf8');
  writeFileSync(file, [...new Set(sheets)].map((s) => `import ${JSON.stringify(s)};\n`).join('') + js);
}

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
execFileSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { stdio: 'inherit', cwd });
for (const file of walk(dist)) if (file.endsWith('.d.ts')) addJsExtensions(file);

function* walk(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* walk(full);
    else yield full;
  }
}

/** './Button/Button' → './Button/Button.js' (or './x/index.js' for a folder) in a declaration file. */
function addJsExtensions(file) {
  const dir = path.dirname(file);
  const text = readFileSync(file, 'utf8').replace(
    /((?:from|import)\s*\(?\s*['"])(\.{1,2}\/[^'"]+?)(['"])/g,
    (whole, before, spec, after) => {
      // A JSON module needs its import attribute under node16/nodenext resolution.
      if (spec.endsWith('.json')) return `${before}${spec}${after}`;
      // './Button.css' is the module Button.css.ts (declared in Button.css.d.ts).
      if (existsSync(path.join(dir, `${spec}.d.ts`))) return `${before}${spec}.js${after}`;
      if (existsSync(path.join(dir, spec, 'index.d.ts'))) return `${before}${spec}/index.js${after}`;
      return whole;
    },
  );
  writeFileSync(file, text.replace(/(import \w+ from '[^']+\.json')(;)/g, "$1 with { type: 'json' }$2"));
}
