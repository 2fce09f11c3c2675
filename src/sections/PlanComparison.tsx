import { Fragment } from 'react';
import { useShared } from '../site/site-data.tsx';
import type { Plan } from '../contracts/schemas/pricing.ts';
import { Section } from '../ui/Section/Section.tsx';
import { formatUsd } from './pricing/money.ts';
import type { SectionRendererProps } from './types.ts';
import styles from './PlanComparison.module.css';

/** '2 shared inboxes' → 'shared inboxe', '1 knowledge base' → 'knowledge base': one row per kind. */
function kindOf(text: string): string | null {
  const match = /^\d+\+?\s+(\S+\s+\S+)/.exec(text);
  return match?.[1] ? match[1].toLowerCase().replace(/s$/, '') : null;
}

/**
 * Which plans have a feature. Each plan lists what it adds to the one before ('All of Standard,
 * plus'), so a feature of a plan is in every later plan too; a counted feature ('2 shared
 * inboxes') is one row whose later plans show their own count ('5 shared inboxes').
 */
export function comparisonRows(plans: readonly Plan[]): { label: string; cells: string[] }[] {
  const rows: { label: string; kind: string | null; cells: string[] }[] = [];
  plans.forEach((plan, column) => {
    for (const feature of plan.features) {
      const kind = kindOf(feature.text);
      const same = kind ? rows.find((row) => row.kind === kind) : undefined;
      const included = feature.isBeta ? 'Included (beta)' : 'Included';
      const cells = same?.cells ?? plans.map(() => '—');
      for (let later = column; later < plans.length; later++)
        cells[later] = kind ? feature.text : included;
      if (!same) {
        const label = kind ? feature.text.replace(/^\d+\+?\s+/, '') : feature.text;
        rows.push({ label: label.charAt(0).toUpperCase() + label.slice(1), kind, cells });
      }
    }
  });
  return rows.map(({ label, cells }) => ({ label, cells }));
}

/** Every feature by plan: a real table, plan names sticky while it scrolls, scrolling sideways on phones. */
export function PlanComparison({ tone }: SectionRendererProps<'PlanComparison'>) {
  const pricing = useShared('pricing');
  const plans = pricing.plans;
  const rows = comparisonRows(plans);
  const price = (plan: Plan, period: 'annually' | 'monthly') => {
    const value = plan.prices[period].price;
    return value === null ? plan.prices[period].per : `${formatUsd(value)}/user/mo`;
  };
  return (
    <Section tone={tone} title="Compare plans" align="center">
      {/* Focusable and named, so keyboard users can scroll it on a phone. */}
      {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll region must be reachable by keyboard */}
      <section className={styles.scroll} tabIndex={0} aria-label="Plan comparison">
        <table className={styles.table}>
          <caption className="visually-hidden">Features and prices of each plan</caption>
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">Feature</span>
              </th>
              {plans.map((plan) => (
                <th key={plan.id} scope="col">
                  {plan.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">Billed annually</th>
              {plans.map((plan) => (
                <td key={plan.id}>{price(plan, 'annually')}</td>
              ))}
            </tr>
            <tr>
              <th scope="row">Billed monthly</th>
              {plans.map((plan) => (
                <td key={plan.id}>{price(plan, 'monthly')}</td>
              ))}
            </tr>
            <tr>
              <th scope="row">Users</th>
              {plans.map((plan) => (
                <td key={plan.id}>{plan.userNote ?? 'Any number'}</td>
              ))}
            </tr>
            {rows.map((row) => (
              <Fragment key={row.label}>
                <tr>
                  <th scope="row">{row.label}</th>
                  {row.cells.map((cell, index) => (
                    <td key={index} data-included={cell === '—' ? undefined : ''}>
                      {cell === '—' ? (
                        <>
                          <span aria-hidden="true">—</span>
                          <span className="visually-hidden">Not included</span>
                        </>
                      ) : (
                        cell
                      )}
                    </td>
                  ))}
                </tr>
              </Fragment>
            ))}
          </tbody>
        </table>
      </section>
    </Section>
  );
}
