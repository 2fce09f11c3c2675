import { Fragment } from 'react';
import { useShared } from '../../app/site-data.tsx';
import { resolveSiteLink, useSettings } from '../../app/settings.ts';
import { Button } from '../../ui/Button/Button.tsx';
import styles from './PricingPlans.module.css';

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
    // A swipeable strip on phones and tablets, three side by side from 1024 px.
    <ul className={styles.plans} aria-label="Plans">
      {pricing.plans.map((plan, index) => {
        const price =
          pricing.defaultPeriod === 'monthly' ? plan.prices.monthly : plan.prices.annually;
        // The middle plan is the one most teams pick: it stands out.
        const featured = pricing.plans.length === 3 && index === 1;
        return (
          <li key={plan.id} className={styles.plan} data-featured={featured ? '' : undefined}>
            <h2 className={styles.name}>{plan.name}</h2>
            <p className={styles.short}>{plan.shortDescription}</p>
            <p className={styles.price}>{price.price === null ? null : usd.format(price.price)}</p>
            <p className={styles.meta}>
              <PerText text={price.per} />
            </p>
            {/* Always there (empty without a note), so the plans' rows line up side by side. */}
            <p className={styles.meta}>{plan.userNote}</p>
            <Button
              href={resolveSiteLink(settings, plan.ctaLink)}
              variant={featured ? 'PRIMARY' : 'OUTLINE'}
              className={styles.cta}
            >
              {plan.ctaText}
            </Button>
            <p className={styles.description}>{plan.description}</p>
            <p className={styles.intro}>
              <strong>{plan.featuresIntro}</strong>
            </p>
            <ul className={styles.features}>
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
