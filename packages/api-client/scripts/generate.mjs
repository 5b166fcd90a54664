// Generates the typed client's schema from the server's OpenAPI document.
//   node scripts/generate.mjs          write openapi.json and src/schema.d.ts
//   node scripts/generate.mjs --check  fail when the committed files are stale
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const here = path.dirname(fileURLToPath(import.meta.url));
const pkg = path.resolve(here, '..');
const server = path.resolve(pkg, '../../apps/server');
const check = process.argv.includes('--check');

const raw = execFileSync('npx', ['tsx', 'src/scripts/print-openapi.ts'], {
  cwd: server,
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
  env: { ...process.env, DATABASE_URL: '', TEST_HOOKS: '0' },
});
const doc = JSON.parse(raw);
// The client talks to paths relative to the /core/ base, as the spec writes them.
doc.servers = [{ url: '/core' }];
doc.paths = Object.fromEntries(
  Object.entries(doc.paths)
    .filter(([p]) => p.startsWith('/core/'))
    .map(([p, v]) => [p.slice('/core'.length), v])
    .sort(([a], [b]) => a.localeCompare(b)),
);
const json = JSON.stringify(doc, null, 2) + '\n';
const ast = await openapiTS(doc, { alphabetize: true });
const types = '// Generated from the server\'s OpenAPI document by scripts/generate.mjs. Do not edit.\n' + astToString(ast);

// Each shared enum of the document (components/schemas) also as a list of values, so the apps take
// status words, transfer codes and content types from here instead of declaring them again.
const lowerFirst = (name) => name[0].toLowerCase() + name.slice(1);
const enums = Object.entries(doc.components?.schemas ?? {})
  .filter(([, schema]) => Array.isArray(schema.enum))
  .sort(([a], [b]) => a.localeCompare(b))
  .map(
    ([name, schema]) =>
      `/** ${schema.description ?? name} */\n` +
      `export const ${lowerFirst(name)}Values = ${JSON.stringify(schema.enum)} as const satisfies readonly components['schemas']['${name}'][];\n` +
      `export type ${name} = components['schemas']['${name}'];\n`,
  );
const enumsFile =
  "// Generated from the server's OpenAPI document by scripts/generate.mjs. Do not edit.\n" +
  "import type { components } from './schema';\n\n" +
  enums.join('\n');

const targets = [
  [path.join(pkg, 'openapi.json'), json],
  [path.join(pkg, 'src/schema.d.ts'), types],
  [path.join(pkg, 'src/enums.ts'), enumsFile],
];
if (check) {
  const stale = targets.filter(([file, content]) => !existsSync(file) || readFileSync(file, 'utf8') !== content);
  if (stale.length) {
    console.error(`api-client is stale against the server schema: ${stale.map(([f]) => path.relative(pkg, f)).join(', ')}`);
    console.error('run: pnpm gen:client   and commit the result');
    process.exit(1);
  }
  console.log(`api-client is up to date (${Object.keys(doc.paths).length} paths)`);
} else {
  for (const [file, content] of targets) writeFileSync(file, content);
  console.log(`generated ${Object.keys(doc.paths).length} paths`);
}
