import { lazy, Suspense, useEffect, useReducer, useRef } from 'react';
import { modalReducer } from '../ui/Modal/modal-machine.ts';
import { Button } from '../ui/Button/Button.tsx';
import { Section } from '../ui/Section/Section.tsx';
import { Cluster } from '../ui/Stack/Stack.tsx';
import type { SectionRendererProps } from './types.ts';
import { TOUR_CLOSE_MS } from './tour/tour-url.ts';

// The modal and its iframe load only when the visitor starts the tour.
const TourModal = lazy(() => import('./tour/TourModal.tsx'));

/**
 * The product tour card: 'Start the tour' opens the tour full-screen (closed → open → closing
 * for 350 ms → closed, on `data-state`); focus goes back to the button. Without JavaScript the
 * button is a link to /product-tour/.
 */
export function ProductTour({ section, tone }: SectionRendererProps<'ProductTour'>) {
  const [state, dispatch] = useReducer(modalReducer, 'closed');
  const opener = useRef<HTMLAnchorElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (state === 'open') wasOpen.current = true;
    if (state === 'closing') {
      const timer = window.setTimeout(() => dispatch({ type: 'CLOSE_DONE' }), TOUR_CLOSE_MS);
      return () => window.clearTimeout(timer);
    }
    if (state === 'closed' && wasOpen.current) {
      wasOpen.current = false;
      opener.current?.focus();
    }
    return undefined;
  }, [state]);

  return (
    <Section
      tone={tone}
      title="Take an interactive tour"
      lead="Click through Harbor the way your team would use it. No sign-up needed."
      align="center"
      spacing="compact"
      data-state={state}
      data-testid="product-tour"
    >
      <Cluster justify="center">
        <Button
          ref={opener}
          href="/product-tour/"
          variant="OUTLINE"
          size="L"
          aria-haspopup="dialog"
          onClick={(event) => {
            event.preventDefault();
            dispatch({ type: 'OPEN' });
          }}
        >
          Start the tour
        </Button>
      </Cluster>
      {state === 'closed' ? null : (
        <Suspense fallback={null}>
          <TourModal
            state={state}
            area={section.area}
            onClose={() => dispatch({ type: 'CLOSE' })}
          />
        </Suspense>
      )}
    </Section>
  );
}
