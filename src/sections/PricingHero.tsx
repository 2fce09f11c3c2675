import { lazy, Suspense, useReducer, useRef, useState, type TouchEvent } from 'react';
import { useShared } from '../site/site-data.tsx';
import { resolveSiteLink, signupUrl, useSettings } from '../site/settings.ts';
import { imageDataOf } from '../blocks/BlockImage.tsx';
import { INFO_TAG } from '../contracts/info-tag.ts';
import type { Plan } from '../contracts/schemas/pricing.ts';
import { Button } from '../ui/Button/Button.tsx';
import { RadioGroup } from '../ui/Field/RadioGroup.tsx';
import { Section } from '../ui/Section/Section.tsx';
import { Cluster } from '../ui/Stack/Stack.tsx';
import { Tooltip } from '../ui/Tooltip/Tooltip.tsx';
import { formatUsd } from './pricing/money.ts';
import {
  initialPricingState,
  periodState,
  isSwipe,
  pricingReducer,
  type BillingPeriod,
} from './pricing/pricing-state.ts';
import type { SectionRendererProps } from './types.ts';
import styles from './PricingHero.module.css';

/** How soon after a swipe a click is the browser's own, ending the swipe (ms). */
const SWIPE_CLICK_MS = 500;

// Its own chunk, fetched on the first 'See Pricing' click.
const MessagesPricing = lazy(() => import('./pricing/MessagesPricing.tsx'));

/** `per` text: an `<info>…</info>` tag becomes the word 'user' carrying the tag's text as a tooltip. */
export function PerText({ text }: { text: string }) {
  const parts = text.split(INFO_TAG);
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      <Tooltip key={index} text={part} placement="bottom">
        user
      </Tooltip>
    ) : (
      part
    ),
  );
}

function Feature({
  feature,
  onSeePricing,
}: {
  feature: Plan['features'][number];
  onSeePricing: () => void;
}) {
  const rich = feature.tooltipImage;
  // With a picture: its title and text, then the feature's own tooltip, neither lost.
  const text =
    rich && rich.text !== feature.tooltip ? `${rich.text} ${feature.tooltip}` : feature.tooltip;
  return (
    <li>
      <Tooltip
        text={text}
        title={rich?.title}
        image={imageDataOf(rich?.image)}
        imageAlt={rich?.image.alt}
      >
        {feature.text}
      </Tooltip>
      {feature.isBeta ? <span className={styles.beta}>Beta</span> : null}
      {feature.opensMessagesPricing ? (
        <button
          type="button"
          className={styles.seePricing}
          onClick={onSeePricing}
          aria-haspopup="dialog"
        >
          See Pricing
        </button>
      ) : null}
    </li>
  );
}

function PlanCard({
  plan,
  period,
  active,
  index,
  onSelect,
  onClick,
  onSeePricing,
}: {
  plan: Plan;
  period: BillingPeriod;
  active: boolean;
  index: number;
  onSelect: (index: number) => void;
  /** A click on the card (a tap, unless it ended a swipe). */
  onClick: (index: number) => void;
  onSeePricing: () => void;
}) {
  const settings = useSettings();
  const price = plan.prices[period];
  return (
    // A click anywhere on a card brings it into view on phones; its links and buttons still work.
    // oxlint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- keyboard users reach every card's content by Tab; this only moves the phone strip
    <li
      className={styles.plan}
      data-active={active ? '' : undefined}
      data-plan={plan.id}
      onClick={() => onClick(index)}
      // Tabbing into a plan off to the side brings it into view.
      onFocus={() => onSelect(index)}
    >
      <h2 className={styles.name}>{plan.name}</h2>
      <p className={styles.short}>{plan.shortDescription}</p>
      <p className={styles.price} data-testid="price">
        {price.price === null ? price.per : formatUsd(price.price)}
      </p>
      <p className={styles.meta}>{price.price === null ? null : <PerText text={price.per} />}</p>
      {plan.userNote ? <p className={styles.meta}>{plan.userNote}</p> : null}
      <Button
        href={resolveSiteLink(settings, plan.ctaLink)}
        variant={plan.id === 'plus' ? 'PRIMARY' : 'OUTLINE'}
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
          <Feature key={feature.text} feature={feature} onSeePricing={onSeePricing} />
        ))}
      </ul>
    </li>
  );
}

const PERIODS: { value: BillingPeriod; label: string }[] = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'annually', label: 'Annual' },
];

/**
 * The pricing hero: the headline, the Monthly/Annual choice (a radio group: arrow keys move
 * between the two), and one card per plan of the pricing data. On phones the cards are a strip
 * moved by swipes and clicks; from 1024 px they stand side by side.
 */
export function PricingHero({ tone, first }: SectionRendererProps<'PricingHero'>) {
  const pricing = useShared('pricing');
  const settings = useSettings();
  const [state, dispatch] = useReducer(pricingReducer, pricing.plans.length, (count) =>
    initialPricingState(count, pricing.defaultPeriod),
  );
  // Never opened: nothing of the modal is loaded; after, it stays mounted to play its closing.
  const [messages, setMessages] = useState<'unused' | 'open' | 'closed'>('unused');
  const touch = useRef<{ x: number; y: number } | null>(null);
  // A swipe shorter than the browser's touch slop (about 15 px) ends in a click on the card the
  // finger started on, which would bring that card straight back: a click right after a swipe
  // (the browser sends it at once) is ignored.
  const swipedAt = useRef(-Infinity);
  const onTouchStart = (event: TouchEvent) => {
    const point = event.touches[0];
    touch.current = point ? { x: point.clientX, y: point.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touch.current;
    const point = event.changedTouches[0];
    touch.current = null;
    if (!start || !point) return;
    const [dx, dy] = [point.clientX - start.x, point.clientY - start.y];
    if (isSwipe(dx, dy)) swipedAt.current = performance.now();
    dispatch({ type: 'SWIPE', dx, dy });
  };
  const onCardClick = (index: number) => {
    if (performance.now() - swipedAt.current > SWIPE_CLICK_MS) dispatch({ type: 'SELECT', index });
  };
  const annual = state.period === 'annually';
  return (
    <Section
      tone={tone}
      title={pricing.headline}
      titleLevel={first ? 1 : 2}
      align="center"
      className={styles.band}
      data-state={periodState(state.period)}
    >
      <div className={styles.toggleRow}>
        <RadioGroup
          label="Billing period"
          hideLabel
          variant="SEGMENTED"
          name="billing-period"
          options={PERIODS}
          value={state.period}
          onChange={(period) =>
            dispatch({ type: 'SET_PERIOD', period: period === 'monthly' ? 'monthly' : 'annually' })
          }
        />
        {/* Kept in the layout while hidden, so the toggle does not move. */}
        <p className={styles.save} data-hidden={annual ? undefined : ''} aria-hidden={!annual}>
          {annual ? pricing.annualSavingNote : ''}
        </p>
      </div>
      <div className={styles.viewport} onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
        <ul
          className={styles.plans}
          aria-label="Plans"
          data-active={state.active}
          style={{ '--active': state.active } as React.CSSProperties}
        >
          {pricing.plans.map((plan, index) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              period={state.period}
              active={index === state.active}
              index={index}
              onSelect={(next) => dispatch({ type: 'SELECT', index: next })}
              onClick={onCardClick}
              onSeePricing={() => setMessages('open')}
            />
          ))}
        </ul>
      </div>
      {/* Narrow screens: a plan picked without swiping (WCAG 2.5.7), each a 32 px target. */}
      <fieldset className={styles.dots}>
        <legend className="visually-hidden">Plan shown</legend>
        {pricing.plans.map((plan, index) => (
          <button
            key={plan.id}
            type="button"
            aria-label={`Show ${plan.name}`}
            aria-current={index === state.active ? 'true' : undefined}
            onClick={() => dispatch({ type: 'SELECT', index })}
          >
            <span />
          </button>
        ))}
      </fieldset>
      <Cluster justify="center" className={styles.trial}>
        <Button href={signupUrl(settings, 'free')} variant="OUTLINE">
          {settings.trial.buttonText}
        </Button>
      </Cluster>
      {messages === 'unused' ? null : (
        <Suspense fallback={null}>
          <MessagesPricing
            messages={pricing.messages}
            open={messages === 'open'}
            onClose={() => setMessages('closed')}
          />
        </Suspense>
      )}
    </Section>
  );
}
