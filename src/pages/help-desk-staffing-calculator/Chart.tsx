/**
 * Service level by number of agents around the answer: bars in SVG for the eye, and the same
 * numbers as a table for everyone else (the SVG is decorative once the table is there).
 */
import type { StaffingPoint } from './erlang.ts';
import { formatDuration, formatPercent } from './format.ts';
import styles from './Calculator.module.css';

const WIDTH = 320;
const HEIGHT = 160;
// Left: room for '100%' at the labels' size.
const PAD = { top: 12, right: 8, bottom: 24, left: 40 };

export function ServiceLevelChart({
  curve,
  target,
  required,
}: {
  curve: StaffingPoint[];
  /** Target service level, as a fraction. */
  target: number;
  required: number;
}) {
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const band = plotWidth / curve.length;
  const y = (fraction: number) => PAD.top + plotHeight * (1 - fraction);
  return (
    <figure className={styles.chart}>
      <figcaption className={styles.chartCaption}>Service level by agents on shift</figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true" focusable="false">
        {[0, 0.5, 1].map((tick) => (
          <g key={tick}>
            <line
              className={styles.gridLine}
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={y(tick)}
              y2={y(tick)}
            />
            <text className={styles.axisLabel} x={PAD.left - 4} y={y(tick) + 4} textAnchor="end">
              {tick * 100}%
            </text>
          </g>
        ))}
        {curve.map((point, index) => (
          <g key={point.agents}>
            <rect
              className={styles.bar}
              data-required={point.agents === required || undefined}
              data-meets={point.serviceLevel >= target || undefined}
              x={PAD.left + index * band + band * 0.15}
              width={band * 0.7}
              y={y(point.serviceLevel)}
              height={Math.max(0, plotHeight * point.serviceLevel)}
              rx={2}
            />
            <text
              className={styles.axisLabel}
              x={PAD.left + index * band + band / 2}
              y={HEIGHT - 8}
              textAnchor="middle"
            >
              {point.agents}
            </text>
          </g>
        ))}
        <line
          className={styles.targetLine}
          x1={PAD.left}
          x2={WIDTH - PAD.right}
          y1={y(target)}
          y2={y(target)}
        />
      </svg>
      <details className={styles.tableToggle}>
        <summary>Show these numbers as a table</summary>
        <table className={styles.table}>
          <caption className="visually-hidden">Service level by agents on shift</caption>
          <thead>
            <tr>
              <th scope="col">Agents</th>
              <th scope="col">Service level</th>
              <th scope="col">Average speed of answer</th>
              <th scope="col">Occupancy</th>
            </tr>
          </thead>
          <tbody>
            {curve.map((point) => (
              <tr key={point.agents} aria-current={point.agents === required ? 'true' : undefined}>
                <th scope="row">{point.agents}</th>
                <td>{formatPercent(point.serviceLevel)}</td>
                <td>{formatDuration(point.asaSeconds)}</td>
                <td>{formatPercent(point.occupancy)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
