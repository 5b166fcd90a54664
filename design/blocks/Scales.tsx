import {
  colors,
  durations,
  fontFamily,
  fontWeights,
  lineHeights,
  monoFontFamily,
  sizes,
  spaces,
  tokens,
  type MotionName,
  type SizeName,
} from '@aurum/tokens';
import { useState } from 'react';
import * as s from './blocks.css';

type Described = { $value: string | number; $description?: string };
const describe = (group: Record<string, unknown>, name: string) => (group[name] as Described).$description;

const typeSizes: SizeName[] = ['fontSizeSmall', 'fontSize', 'fontSizeLarge'];

export function TypeScale() {
  return (
    <table className={s.table}>
      <thead>
        <tr>
          <th>token</th>
          <th>value</th>
          <th>sample (regular · medium · bold)</th>
        </tr>
      </thead>
      <tbody>
        {typeSizes.map((name) => (
          <tr key={name}>
            <td>
              <code>size.{name}</code>
            </td>
            <td>{sizes[name]}</td>
            <td style={{ fontFamily, fontSize: sizes[name], lineHeight: lineHeights.normal }}>
              {Object.entries(fontWeights).map(([w, value]) => (
                <span key={w} style={{ fontWeight: value, marginInlineEnd: 16 }}>
                  Withdraw $1,234.56
                </span>
              ))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function TypeFamilies() {
  const rows = [
    ['font.family', fontFamily, 'all text', 'The quick brown fox · 黄金 · Türkçe'],
    ['font.mono', monoFontFamily, describe(tokens.font, 'mono'), 'INV 7K2Q9X · 0123456789'],
  ];
  return (
    <table className={s.table}>
      <thead>
        <tr>
          <th>token</th>
          <th>stack</th>
          <th>sample</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([name, stack, use, sample]) => (
          <tr key={name}>
            <td>
              <code>{name}</code>
              <br />
              <span className={s.note}>{use}</span>
            </td>
            <td>
              <code>{stack}</code>
            </td>
            <td style={{ fontFamily: stack, fontSize: 17 }}>{sample}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function WeightsAndLineHeights() {
  return (
    <table className={s.table}>
      <thead>
        <tr>
          <th>token</th>
          <th>value</th>
          <th>sample</th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(fontWeights).map(([name, value]) => (
          <tr key={name}>
            <td>
              <code>fontWeight.{name}</code>
            </td>
            <td>{value}</td>
            <td style={{ fontFamily, fontWeight: value, fontSize: 17 }}>Recharge</td>
          </tr>
        ))}
        {Object.entries(lineHeights).map(([name, value]) => (
          <tr key={name}>
            <td>
              <code>lineHeight.{name}</code>
            </td>
            <td>{value}</td>
            <td
              style={{
                fontFamily,
                lineHeight: value,
                fontSize: 14,
                maxInlineSize: 280,
                background: '#f2f2f4',
              }}
            >
              Withdrawals reach your bank within 72 hours; a handling fee may apply.
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function SpacingScale() {
  return (
    <table className={s.table}>
      <thead>
        <tr>
          <th>token</th>
          <th>value</th>
          <th />
        </tr>
      </thead>
      <tbody>
        {Object.entries(spaces).map(([step, value]) => (
          <tr key={step}>
            <td>
              <code>space.{step}</code>
            </td>
            <td>{value}</td>
            <td>
              <div className={s.bar} style={{ inlineSize: value }} />
            </td>
          </tr>
        ))}
        <tr>
          <td>
            <code>size.spacing</code>
          </td>
          <td>{sizes.spacing}</td>
          <td>
            <div className={s.bar} style={{ inlineSize: sizes.spacing }} />
            <span className={s.note}>page gutter</span>
          </td>
        </tr>
      </tbody>
    </table>
  );
}

const radiusNames: SizeName[] = ['radiusSmall', 'radius', 'popupRadius', 'radiusPill'];

export function Radii() {
  return (
    <div className={s.grid}>
      {radiusNames.map((name) => (
        <div key={name} style={{ fontSize: 12 }}>
          <div className={s.radiusBox} style={{ borderRadius: sizes[name] }} />
          <code>size.{name}</code> {sizes[name]}
          <div className={s.note}>{describe(tokens.size, name)}</div>
        </div>
      ))}
    </div>
  );
}

/**
 * Aurum has no shadow tokens: depth is shown by surface colour (page → card → nav bar) and by the mask
 * behind popups. Drawn from the colour and size tokens, light and dark.
 */
export function Elevation() {
  return (
    <div className={s.layers}>
      {(['light', 'dark'] as const).map((theme) => {
        const c = colors[theme];
        return (
          <div key={theme} className={s.layerStage} style={{ background: c.background, color: c.text }}>
            <div
              className={s.layerBox}
              style={{ insetBlockStart: 0, insetInline: 0, borderRadius: 0, background: c.navBar }}
            >
              level 2 · <code>navBar</code> ({theme})
            </div>
            <div className={s.layerBox} style={{ insetBlockStart: 44, color: c.textSecondary }}>
              level 0 · <code>background</code>
            </div>
            <div
              className={s.layerBox}
              style={{ insetBlockStart: 76, background: c.item, border: `1px solid ${c.border}` }}
            >
              level 1 · <code>item</code> card, <code>border</code>
            </div>
            <div style={{ position: 'absolute', inset: '130px 0 0', background: c.mask }} />
            <div
              className={s.layerBox}
              style={{
                insetBlockEnd: 0,
                insetInline: 0,
                blockSize: 110,
                padding: '20px 24px',
                background: c.item,
                borderRadius: `${sizes.popupRadius} ${sizes.popupRadius} 0 0`,
              }}
            >
              level 3 · popup on <code>mask</code>, corner <code>popupRadius</code>
            </div>
          </div>
        );
      })}
    </div>
  );
}

/** Durations that animate something you see (the rest are timings: see Behaviour constants). */
const visibleMotion: MotionName[] = ['settle', 'retract', 'shake', 'doneHold', 'loadingDelay'];

function MotionDemo({ ms, easing }: { ms: number; easing: string }) {
  const [moved, setMoved] = useState(false);
  return (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <button type="button" className={s.playButton} onClick={() => setMoved((m) => !m)}>
        Play
      </button>
      <div className={s.track}>
        <div
          className={`${s.dot} ${moved ? s.moved : ''}`}
          style={{ transition: `transform ${ms}ms ${easing}` }}
        />
      </div>
    </div>
  );
}

/** The easing each kind of movement uses in the components (CSS keywords; there is no easing token yet). */
export const easings = [
  [
    'ease-out',
    'things that arrive or settle: a handle running back, the pull-to-refresh head, a button press',
  ],
  [
    'ease-in-out',
    'things that go and come back: the shake of a wrong code, the skeleton pulse, a toast popping in',
  ],
] as const;

export function MotionTable() {
  return (
    <table className={s.table}>
      <thead>
        <tr>
          <th>token</th>
          <th>duration</th>
          <th>what moves</th>
          <th>live (ease-out)</th>
        </tr>
      </thead>
      <tbody>
        {visibleMotion.map((name) => (
          <tr key={name}>
            <td>
              <code>motion.{name}</code>
            </td>
            <td>{durations[name]} ms</td>
            <td>{describe(tokens.motion, name) ?? behaviourMeaning[name] ?? ''}</td>
            <td>
              <MotionDemo ms={durations[name]} easing="ease-out" />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function EasingTable() {
  return (
    <table className={s.table}>
      <thead>
        <tr>
          <th>easing</th>
          <th>used for</th>
          <th>live ({durations.settle * 2} ms)</th>
        </tr>
      </thead>
      <tbody>
        {easings.map(([easing, use]) => (
          <tr key={easing}>
            <td>
              <code>{easing}</code>
            </td>
            <td>{use}</td>
            <td>
              <MotionDemo ms={durations.settle * 2} easing={easing} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const layoutSizes: SizeName[] = [
  'layoutBase',
  'layoutMax',
  'navBarHeight',
  'tabBarHeight',
  'touchTarget',
  'minTarget',
  'scrollTop',
  'scrollBottom',
];

export function LayoutTable() {
  return (
    <table className={s.table}>
      <thead>
        <tr>
          <th>token</th>
          <th>value</th>
          <th>meaning</th>
        </tr>
      </thead>
      <tbody>
        {layoutSizes.map((name) => (
          <tr key={name}>
            <td>
              <code>size.{name}</code>
            </td>
            <td>{sizes[name]}</td>
            <td>{describe(tokens.size, name) ?? layoutMeaning[name] ?? ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Plain words for the layout tokens that carry no $description in tokens.json. */
const layoutMeaning: Partial<Record<SizeName, string>> = {
  layoutBase: 'the phone width every screen is drawn for',
  layoutMax: 'widest the content column grows; wider windows centre it',
  navBarHeight: 'top navigation bar',
  scrollTop: 'scroll area starts below the nav bar',
  scrollBottom: 'scroll area stops above the bottom bar and its safe area',
};

/** A to-scale sketch of a screen at the base width: nav bar, content, tab bar, a 44 px target. */
export function LayoutSketch() {
  const c = colors.light;
  return (
    <div style={{ inlineSize: sizes.layoutBase, margin: '12px 0 24px' }}>
      <div className={s.phone}>
        <div
          style={{
            blockSize: sizes.navBarHeight,
            background: c.navBar,
            display: 'flex',
            alignItems: 'center',
            paddingInline: sizes.spacing,
          }}
        >
          navBarHeight {sizes.navBarHeight}
        </div>
        <div style={{ flex: 1, padding: sizes.spacing }}>
          <div
            style={{
              background: c.item,
              borderRadius: sizes.radius,
              padding: spaces['3'],
              display: 'flex',
              gap: 8,
              alignItems: 'center',
            }}
          >
            <div
              style={{
                inlineSize: sizes.touchTarget,
                blockSize: sizes.touchTarget,
                background: c.theme,
                borderRadius: sizes.radiusSmall,
              }}
            />
            touchTarget {sizes.touchTarget} × {sizes.touchTarget}; gutter {sizes.spacing}
          </div>
        </div>
        <div
          style={{
            blockSize: sizes.tabBarHeight,
            background: c.item,
            borderBlockStart: `1px solid ${c.border}`,
            display: 'flex',
            alignItems: 'center',
            paddingInline: sizes.spacing,
          }}
        >
          tabBarHeight {sizes.tabBarHeight}
        </div>
      </div>
      <div className={s.note} style={{ textAlign: 'center' }}>
        layoutBase {sizes.layoutBase}, drawn to scale
      </div>
    </div>
  );
}

type Row = [token: string, value: string, meaning: string];

/** SPEC §9's business and behaviour constants, as tokens.json holds them. */
export function BehaviourTable() {
  const ms = (n: MotionName): Row => [
    `motion.${n}`,
    `${durations[n]} ms`,
    describe(tokens.motion, n) ?? behaviourMeaning[n] ?? '',
  ];
  const px = (n: SizeName): Row => [
    `size.${n}`,
    sizes[n],
    describe(tokens.size, n) ?? behaviourMeaning[n] ?? '',
  ];
  const rows: Row[] = [
    ms('toastDuration'),
    ms('noticeWait'),
    ms('longPressDuration'),
    px('longPressTolerance'),
    ms('reachBottomHoldOff'),
    px('reachBottomDistance'),
    px('pullRefreshHeight'),
    px('pullRefreshRange'),
    ms('loadingDelay'),
    ms('networkTimeout'),
    ms('chunkTimeout'),
    px('sliderHeight'),
    px('sliderBorder'),
    [
      'ratio.slideThreshold',
      `${tokens.ratio.slideThreshold.$value * 100} %`,
      tokens.ratio.slideThreshold.$description,
    ],
    [
      'limit.fundPasswordLength',
      String(tokens.limit.fundPasswordLength.$value),
      'digits of the fund password',
    ],
    ['limit.amountDecimals', String(tokens.limit.amountDecimals.$value), 'decimals an amount may have'],
    [
      'limit.avatarColours',
      String(tokens.limit.avatarColours.$value),
      'avatar background colours (index 0 to 19)',
    ],
  ];
  return (
    <table className={s.table}>
      <thead>
        <tr>
          <th>token</th>
          <th>value</th>
          <th>meaning</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([token, value, meaning]) => (
          <tr key={token}>
            <td>
              <code>{token}</code>
            </td>
            <td>{value}</td>
            <td>{meaning}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Plain words for behaviour tokens that carry no $description in tokens.json. */
const behaviourMeaning: Partial<Record<string, string>> = {
  toastDuration: 'how long a toast stays',
  noticeWait: 'countdown before "I know it" can be pressed on a notice (the server may set another)',
  longPressDuration: 'how long a press lasts before it counts as a long press',
  longPressTolerance: 'how far the finger may move during a long press',
  reachBottomHoldOff: 'pause between two "load more" calls at the end of a list',
  reachBottomDistance: 'how close to the end of a list loading more starts',
  pullRefreshHeight: 'height of the pull-to-refresh head',
  pullRefreshRange: 'how far to pull before releasing refreshes',
  loadingDelay: 'a spinner appears only after this wait (fast answers show none)',
  networkTimeout: 'a request gives up after this',
  chunkTimeout: 'a screen that has not loaded after this offers to retry',
};
