// Writes the demo home slides (assets/slides/<slug>-<locale>-v1.svg), one per slide and locale,
// from the texts in modules/platform/translations/demo.ts. Run after changing a text, and bump the file
// version (-v2) in demo.ts and migration/seed URLs: the files are cached as immutable.
//   pnpm --filter @aurum/server exec tsx src/scripts/demo-slides.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { serverAssetsDir } from '../http/delivery.js';
import { DEMO_SLIDES, slideFile } from '../modules/platform/translations/demo.js';

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

function slideSvg(heading: string, line: string, from: string, to: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="320" viewBox="0 0 750 320">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="750" height="320" rx="24" fill="url(#g)"/>
<circle cx="640" cy="90" r="120" fill="#ffffff" fill-opacity="0.12"/>
<text x="48" y="150" font-family="Georgia, serif" font-size="48" fill="#ffffff">${escape(heading)}</text>
<text x="48" y="200" font-family="Helvetica, Arial, sans-serif" font-size="24" fill="#ffffff" fill-opacity="0.85">${escape(line)}</text>
</svg>
`;
}

const dir = path.join(serverAssetsDir, 'slides');
mkdirSync(dir, { recursive: true });
for (const slide of Object.values(DEMO_SLIDES)) {
  for (const [locale, text] of Object.entries(slide.text) as [keyof typeof slide.text, (typeof slide.text)['en-US']][]) {
    writeFileSync(path.join(dir, slideFile(slide.slug, locale)), slideSvg(text.heading, text.line, ...slide.colours));
  }
}
console.log(`slides written to ${dir}`);
