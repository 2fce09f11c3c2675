import { Fragment } from 'react';
import { useShared } from '../../app/site-data.tsx';
import { resolveSiteLink, useSettings } from '../../app/settings.ts';
import { Button } from '../../ui/Button/Button.tsx';
import styles from './BasicPage.module.css';

/** `per` text: an `<info>…</info>` tag becomes the word 'user' carrying the tag's text as a tooltip. */
export function PerText({ text }: { text: string }) {
  const parts = text.split(/<info>(.*?)<\/info>/);
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} className={styles.tooltip} title={part}>
        user<span className="visually-hidden"> ({part})</span>
      </span>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** The plans of the pricing data, annual prices (the pricing hero adds the period toggle). */
export function PricingPlans() {
  const settings = useSettings();
  const pricing = useShared('pricing');
  return (
    <ul className={styles.plans}>
      {pricing.plans.map((plan) => {
        const price =
          pricing.defaultPeriod === 'monthly' ? plan.prices.monthly : plan.prices.annually;
        return (
          <li key={plan.id} className={styles.plan}>
            <h2>{plan.name}</h2>
            <p>{plan.shortDescription}</p>
            <p className={styles.price}>{price.price === null ? null : usd.format(price.price)}</p>
            <p className={styles.meta}>
              <PerText text={price.per} />
            </p>
            {plan.userNote ? <p className={styles.meta}>{plan.userNote}</p> : null}
            <Button href={resolveSiteLink(settings, plan.ctaLink)}>{plan.ctaText}</Button>
            <p>{plan.description}</p>
            <p>
              <strong>{plan.featuresIntro}</strong>
            </p>
            <ul>
              {plan.features.map((feature) => (
                <li key={feature.text} title={feature.tooltip}>
                  {feature.text}
                  {feature.isBeta ? ' (beta)' : null}
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
