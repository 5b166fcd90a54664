/**
 * Measures of apps/server/src (docs/architecture.md, "Measures"): the longest non-migration file,
 * the longest functions, and which files write the ledger tables. Run it to print them:
 * `pnpm exec tsx test/support/source-measures.ts`; test/platform/source-rules.test.ts holds the limits.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src');

export interface SourceFile {
  /** path relative to src/ */
  file: string;
  text: string;
  lines: number;
}

/** Every TypeScript file of src/ (SQL migrations are not TypeScript). */
export function sourceFiles(dir = SRC): SourceFile[] {
  const files: SourceFile[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...sourceFiles(full));
    else if (entry.name.endsWith('.ts')) {
      const text = readFileSync(full, 'utf8');
      files.push({ file: path.relative(SRC, full), text, lines: text.split('\n').length - (text.endsWith('\n') ? 1 : 0) });
    }
  }
  return files;
}

export interface FunctionLength {
  file: string;
  name: string;
  line: number;
  lines: number;
}

function functionName(node: ts.Node): string {
  if ((ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node)) && node.name) return node.name.getText();
  const parent = node.parent;
  if (parent && ts.isVariableDeclaration(parent)) return parent.name.getText();
  if (parent && ts.isPropertyAssignment(parent)) return parent.name.getText();
  if (parent && ts.isCallExpression(parent)) return `(argument of ${parent.expression.getText().slice(0, 40)})`;
  return '(anonymous)';
}

/** The length in lines of every function, method and arrow function. */
export function functionLengths(files = sourceFiles()): FunctionLength[] {
  const out: FunctionLength[] = [];
  for (const { file, text } of files) {
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      if (ts.isFunctionLike(node) && 'body' in node && node.body) {
        const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
        const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
        out.push({ file, name: functionName(node), line: start + 1, lines: end - start + 1 });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return out.sort((a, b) => b.lines - a.lines);
}

/** SQL or Kysely that writes a ledger_* table. */
const LEDGER_WRITE = [
  /\b(insert\s+into|update|delete\s+from|merge\s+into|truncate)\s+(table\s+)?ledger_\w+/i,
  /\.(insertInto|updateTable|deleteFrom|mergeInto|replaceInto)\(\s*['"`]ledger_/,
];

/** Files that write the ledger tables, by the first directory of their path (ledger/, ...). */
export function ledgerWriters(files = sourceFiles()): string[] {
  return files.filter(({ text }) => LEDGER_WRITE.some((re) => re.test(text))).map((f) => f.file);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const files = sourceFiles();
  const largest = files.sort((a, b) => b.lines - a.lines).slice(0, 5);
  console.log('largest files:', largest.map((f) => `${f.file} ${f.lines}`).join(', '));
  console.log(
    'largest functions:',
    functionLengths(files)
      .slice(0, 5)
      .map((f) => `${f.file}:${f.line} ${f.name} ${f.lines}`)
      .join(', '),
  );
  console.log('writers of ledger_* tables:', [...new Set(ledgerWriters(files).map((f) => f.split('/')[0]))].join(', '));
}
