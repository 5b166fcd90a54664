import * as styles from './BarChart.css';

export type BarChartTone = 'theme' | 'rising' | 'falling' | 'neutral';

export interface BarChartSeries {
  key: string;
  label: string;
  /** One value per category, in the categories' order. */
  values: readonly number[];
  /** @default 'theme' */
  tone?: BarChartTone;
}

export interface BarChartProps {
  /** What the chart shows; the caption of its data table and the figure's name. */
  label: string;
  /** The groups along the axis (e.g. "Today", "7 days", "30 days"). */
  categories: readonly string[];
  series: readonly BarChartSeries[];
  /** How a value is written on its bar and in the table. @default String */
  formatValue?: (value: number) => string;
  /** Height of the plot in px. @default 200 */
  height?: number;
  className?: string;
}

const GAP = 24;
const BAR = 36;
const LABEL = 20;
const VALUE = 18;

/**
 * A small grouped bar chart drawn as SVG with the theme's colours: one group per category, one bar
 * per series, each labelled with its value. The same figures are in a data table for screen
 * readers (the drawing itself is hidden from them). No charting library: a few bars do not need
 * one, and this keeps the package small.
 */
export function BarChart({
  label,
  categories,
  series,
  formatValue = String,
  height = 200,
  className,
}: BarChartProps) {
  const max = Math.max(0, ...series.flatMap((s) => s.values.map((v) => Math.abs(v))));
  const groupWidth = series.length * BAR + (series.length - 1) * 4;
  const width = categories.length * groupWidth + (categories.length + 1) * GAP;
  const plot = height - LABEL - VALUE;
  return (
    <figure className={[styles.root, className].filter(Boolean).join(' ')}>
      <svg
        className={styles.svg}
        viewBox={`0 0 ${width} ${height}`}
        preserveAspectRatio="xMidYMid meet"
        aria-hidden="true"
        focusable="false"
      >
        <line x1={0} x2={width} y1={VALUE + plot} y2={VALUE + plot} className={styles.axis} />
        {categories.map((category, c) => {
          const x0 = GAP + c * (groupWidth + GAP);
          return (
            <g key={category}>
              {series.map((s, i) => {
                const value = s.values[c] ?? 0;
                const h = max === 0 ? 0 : Math.max(value === 0 ? 0 : 2, (Math.abs(value) / max) * plot);
                const x = x0 + i * (BAR + 4);
                const y = VALUE + plot - h;
                return (
                  <g key={s.key}>
                    <rect
                      x={x}
                      y={y}
                      width={BAR}
                      height={h}
                      rx={3}
                      className={styles.bar[s.tone ?? 'theme']}
                    />
                    <text x={x + BAR / 2} y={y - 4} textAnchor="middle" className={styles.valueText}>
                      {formatValue(value)}
                    </text>
                  </g>
                );
              })}
              <text
                x={x0 + groupWidth / 2}
                y={height - 4}
                textAnchor="middle"
                className={styles.categoryText}
              >
                {category}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className={styles.legend}>
        <span className={styles.title}>{label}</span>
        {series.map((s) => (
          <span key={s.key} className={styles.legendItem}>
            <span aria-hidden="true" className={styles.swatch[s.tone ?? 'theme']} />
            {s.label}
          </span>
        ))}
      </figcaption>
      <table className={styles.hiddenTable}>
        <caption>{label}</caption>
        <thead>
          <tr>
            <td />
            {series.map((s) => (
              <th key={s.key} scope="col">
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {categories.map((category, c) => (
            <tr key={category}>
              <th scope="row">{category}</th>
              {series.map((s) => (
                <td key={s.key}>{formatValue(s.values[c] ?? 0)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
