import {
  avatarColors,
  avatarInitialColor,
  colorNames,
  colors,
  contrast,
  themeNames,
  tokens,
  toHex,
  parseHex,
  type ColorName,
  type ThemeName,
} from '@aurum/tokens';
import * as s from './blocks.css';

/** What a colour is checked against: text needs 4.5:1 (WCAG 1.4.3), controls and focus 3:1 (1.4.11). */
interface Check {
  /** The colour drawn (text, icon, fill). */
  fg: ColorName;
  /** The surface it sits on. */
  on: ColorName;
  /** Minimum ratio; null where the pairing is decorative and has no minimum. */
  min: 4.5 | 3 | null;
}

const page: ColorName[] = ['background', 'item'];
const surfaces: ColorName[] = ['background', 'item', 'navBar'];

/** Where each colour role is used, per the components (the pairing is the design decision). */
const checks: Record<ColorName, Check[]> = {
  // The SPEC §9 gold, green and red are fills, icons, borders and large text: 3:1 (WCAG 1.4.11,
  // 1.4.3 large). Small text in those colours uses their …Text role, checked at 4.5:1 below.
  theme: page.map((on) => ({ fg: 'theme', on, min: 3 })),
  themeText: surfaces.map((on) => ({ fg: 'themeText', on, min: 4.5 })),
  risingText: surfaces.map((on) => ({ fg: 'risingText', on, min: 4.5 })),
  fallingText: surfaces.map((on) => ({ fg: 'fallingText', on, min: 4.5 })),
  background: [
    { fg: 'text', on: 'background', min: 4.5 },
    { fg: 'textSecondary', on: 'background', min: 4.5 },
  ],
  border: page.map((on) => ({ fg: 'border', on, min: null })),
  rising: page.map((on) => ({ fg: 'rising', on, min: 3 })),
  falling: page.map((on) => ({ fg: 'falling', on, min: 3 })),
  item: [
    { fg: 'text', on: 'item', min: 4.5 },
    { fg: 'textSecondary', on: 'item', min: 4.5 },
  ],
  text: surfaces.map((on) => ({ fg: 'text', on, min: 4.5 })),
  textSecondary: surfaces.map((on) => ({ fg: 'textSecondary', on, min: 4.5 })),
  navBar: [{ fg: 'text', on: 'navBar', min: 4.5 }],
  onTheme: [
    { fg: 'onTheme', on: 'theme', min: 4.5 },
    { fg: 'onTheme', on: 'sliding', min: 4.5 },
  ],
  onRising: [{ fg: 'onRising', on: 'rising', min: 4.5 }],
  onFalling: [{ fg: 'onFalling', on: 'falling', min: 4.5 }],
  sliding: [{ fg: 'onTheme', on: 'sliding', min: 4.5 }],
  mask: [{ fg: 'mask', on: 'background', min: null }],
  focus: page.map((on) => ({ fg: 'focus', on, min: 3 })),
  toast: [{ fg: 'onToast', on: 'toast', min: 4.5 }],
  onToast: [{ fg: 'onToast', on: 'toast', min: 4.5 }],
};

/** `rgba(…)` tokens (mask, toast) are flattened over the page colour, as the eye sees them. */
function opaque(value: string, over: string): string {
  const m = /^rgba\(\s*(\d+),\s*(\d+),\s*(\d+),\s*([\d.]+)\s*\)$/.exec(value);
  if (!m) return value;
  const [r, g, b, a] = [Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4])];
  const base = parseHex(over);
  return toHex([r, g, b].map((c, i) => c * a + base[i]! * (1 - a)) as unknown as [number, number, number]);
}

function resolved(theme: ThemeName, name: ColorName): string {
  return opaque(colors[theme][name], colors[theme].background);
}

function ratio(theme: ThemeName, check: Check): number {
  return contrast(resolved(theme, check.fg), resolved(theme, check.on));
}

function description(name: ColorName): string | undefined {
  const light = tokens.themes.light.color[name] as { $description?: string };
  const dark = tokens.themes.dark.color[name] as { $description?: string };
  return light.$description ?? dark.$description;
}

function Swatch({ theme, name }: { theme: ThemeName; name: ColorName }) {
  const value = colors[theme][name];
  const fill = resolved(theme, name);
  const textOn = contrast(fill, '#000000') >= contrast(fill, '#ffffff') ? '#000000' : '#ffffff';
  return (
    <div className={s.swatch}>
      <div className={s.swatchColor} style={{ background: value, color: textOn }} aria-hidden>
        Aa
      </div>
      <div className={s.swatchLabel}>
        {theme}
        <br />
        <code>{value}</code>
      </div>
    </div>
  );
}

function Verdict({ value, min }: { value: number; min: number | null }) {
  const shown = `${value.toFixed(2)}:1`;
  if (min === null) return <span className={s.note}>{shown} · decorative</span>;
  const ok = value >= min;
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {shown} <span className={ok ? s.pass : s.fail}>{ok ? 'AA ✓' : 'AA ✗'}</span>{' '}
      <span className={s.note}>min {min}</span>
    </span>
  );
}

/** Every colour role of tokens.json, light and dark side by side, with its contrast checks. */
export function ColorTable() {
  return (
    <table className={s.table}>
      <thead>
        <tr>
          <th>role</th>
          <th>light · dark</th>
          <th>checked against</th>
          {themeNames.map((t) => (
            <th key={t}>contrast in {t}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {colorNames.map((name) => (
          <tr key={name}>
            <td>
              <code>color.{name}</code>
              <br />
              <span className={s.note}>{description(name)}</span>
            </td>
            <td>
              <div className={s.swatchPair}>
                {themeNames.map((t) => (
                  <Swatch key={t} theme={t} name={name} />
                ))}
              </div>
            </td>
            <td>
              {checks[name].map((c) => (
                <div key={`${c.fg}/${c.on}`}>
                  <code>{c.fg}</code> on <code>{c.on}</code>
                </div>
              ))}
            </td>
            {themeNames.map((t) => (
              <td key={t}>
                {checks[name].map((c) => (
                  <div key={`${c.fg}/${c.on}`}>
                    <Verdict value={ratio(t, c)} min={c.min} />
                  </div>
                ))}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The 20 avatar colours with the initial drawn on them (SPEC §3), and each one's contrast. */
export function AvatarColors() {
  return (
    <div className={s.grid}>
      {avatarColors.map((c, i) => (
        <div key={c} style={{ textAlign: 'center', fontSize: 11 }}>
          <div className={s.avatar} style={{ background: c, color: avatarInitialColor }}>
            A
          </div>
          <div>
            {i} · <code>{c}</code>
          </div>
          <Verdict value={contrast(avatarInitialColor, c)} min={4.5} />
        </div>
      ))}
    </div>
  );
}
