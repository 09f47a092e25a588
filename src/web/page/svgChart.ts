/**
 * Small SVG charts drawn by the page (no library: a line of points and a bar histogram are all the progress pages
 * need, in far fewer bytes than any charting package). Colours come from the page's theme (currentColor and the
 * accent), so both themes read; each chart has a title for screen readers, which also get a table beside it.
 */
const SVG = 'http://www.w3.org/2000/svg';
const WIDTH = 640;
const HEIGHT = 240;
const MARGIN = { left: 56, right: 12, top: 12, bottom: 36 };

type SvgAttributes = Record<string, string | number>;

function svg<K extends keyof SVGElementTagNameMap>(
  tag: K,
  attributes: SvgAttributes = {},
  ...children: (SVGElement | string)[]
): SVGElementTagNameMap[K] {
  const element = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, String(value));
  element.append(...children);
  return element;
}

export interface Axis {
  readonly label: string;
  readonly format: (value: number) => string;
}

export interface PointsChart {
  readonly title: string;
  readonly points: readonly { readonly x: number; readonly y: number }[];
  readonly x: Axis;
  readonly y: Axis;
}

export interface BarsChart {
  readonly title: string;
  readonly bars: readonly { readonly label: string; readonly value: number }[];
  readonly x: Axis;
  readonly y: Axis;
}

/** Up to about five round tick values from 0 (or the lowest value) to past the highest. */
export function ticks(low: number, high: number): number[] {
  const span = Math.max(high - low, Math.abs(high) * 1e-3, 1e-9);
  const raw = span / 4;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((f) => f * power).find((s) => s >= raw) ?? 10 * power;
  const first = Math.floor(low / step) * step;
  const result: number[] = [];
  for (let v = first; v < high + step * 0.999; v += step) result.push(Number(v.toPrecision(12)));
  return result.length >= 2 ? result : [first, first + step];
}

function frame(title: string, kind: string): SVGSVGElement {
  return svg('svg', {
    class: `chart chart-${kind}`,
    viewBox: `0 0 ${WIDTH} ${HEIGHT}`,
    role: 'img',
    'aria-label': title,
    preserveAspectRatio: 'xMidYMid meet',
  });
}

function axes(
  chart: SVGSVGElement,
  yTicks: readonly number[],
  y: (value: number) => number,
  axis: { x: Axis; y: Axis },
): void {
  const plotRight = WIDTH - MARGIN.right;
  for (const value of yTicks) {
    chart.append(
      svg('line', { class: 'chart-grid', x1: MARGIN.left, x2: plotRight, y1: y(value), y2: y(value) }),
      svg(
        'text',
        { class: 'chart-tick', x: MARGIN.left - 6, y: y(value) + 4, 'text-anchor': 'end' },
        axis.y.format(value),
      ),
    );
  }
  chart.append(
    svg(
      'text',
      { class: 'chart-axis', x: (MARGIN.left + plotRight) / 2, y: HEIGHT - 4, 'text-anchor': 'middle' },
      axis.x.label,
    ),
    svg(
      'text',
      {
        class: 'chart-axis',
        x: 12,
        y: HEIGHT / 2,
        'text-anchor': 'middle',
        transform: `rotate(-90 12 ${HEIGHT / 2})`,
      },
      axis.y.label,
    ),
  );
}

/** Points joined in order (a value over the games played), with round ticks on both axes. */
export function pointsChart(spec: PointsChart): SVGSVGElement {
  const chart = frame(spec.title, 'points');
  const xs = spec.points.map((p) => p.x);
  const ys = spec.points.map((p) => p.y);
  const yTicks = ticks(0, Math.max(...ys, 0));
  const xLow = Math.min(...xs);
  const xHigh = Math.max(...xs, xLow + 1);
  const plotRight = WIDTH - MARGIN.right;
  const plotBottom = HEIGHT - MARGIN.bottom;
  const x = (value: number) => MARGIN.left + ((value - xLow) / (xHigh - xLow)) * (plotRight - MARGIN.left);
  const yTop = yTicks[yTicks.length - 1];
  const y = (value: number) => plotBottom - (value / yTop) * (plotBottom - MARGIN.top);
  axes(chart, yTicks, y, spec);
  for (const value of ticks(xLow, xHigh).filter((v) => v >= xLow && v <= xHigh && Number.isInteger(v)))
    chart.append(
      svg(
        'text',
        { class: 'chart-tick', x: x(value), y: plotBottom + 16, 'text-anchor': 'middle' },
        spec.x.format(value),
      ),
    );
  chart.append(
    svg('polyline', {
      class: 'chart-line',
      fill: 'none',
      points: spec.points.map((p) => `${x(p.x).toFixed(1)},${y(p.y).toFixed(1)}`).join(' '),
    }),
  );
  for (const p of spec.points)
    chart.append(
      svg(
        'circle',
        { class: 'chart-point', cx: x(p.x).toFixed(1), cy: y(p.y).toFixed(1), r: 3.5 },
        svg('title', {}, `${spec.x.label} ${spec.x.format(p.x)}: ${spec.y.format(p.y)}`),
      ),
    );
  return chart;
}

/** Bars of a histogram, labelled below. */
export function barsChart(spec: BarsChart): SVGSVGElement {
  const chart = frame(spec.title, 'bars');
  const yTicks = ticks(0, Math.max(...spec.bars.map((b) => b.value), 1));
  const plotRight = WIDTH - MARGIN.right;
  const plotBottom = HEIGHT - MARGIN.bottom;
  const yTop = yTicks[yTicks.length - 1];
  const y = (value: number) => plotBottom - (value / yTop) * (plotBottom - MARGIN.top);
  axes(chart, yTicks, y, spec);
  const slot = (plotRight - MARGIN.left) / Math.max(1, spec.bars.length);
  spec.bars.forEach((bar, i) => {
    const left = MARGIN.left + i * slot;
    chart.append(
      svg(
        'rect',
        {
          class: 'chart-bar',
          x: (left + slot * 0.1).toFixed(1),
          y: y(bar.value).toFixed(1),
          width: (slot * 0.8).toFixed(1),
          height: (plotBottom - y(bar.value)).toFixed(1),
        },
        svg('title', {}, `${bar.label}: ${spec.y.format(bar.value)}`),
      ),
    );
    if (spec.bars.length <= 12 || i % 2 === 0)
      chart.append(
        svg(
          'text',
          {
            class: 'chart-tick',
            x: (left + slot / 2).toFixed(1),
            y: plotBottom + 16,
            'text-anchor': 'middle',
          },
          bar.label,
        ),
      );
  });
  return chart;
}
