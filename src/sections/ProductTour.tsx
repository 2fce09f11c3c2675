import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { ModalState } from '../ui/Modal/modal-machine.ts';
import { Button } from '../ui/Button/Button.tsx';
import { Section } from '../ui/Section/Section.tsx';
import { Cluster } from '../ui/Stack/Stack.tsx';
import type { SectionRendererProps } from './types.ts';

// The modal and its iframe load only when the visitor starts the tour.
const TourModal = lazy(() => import('./tour/TourModal.tsx'));

/**
 * The product tour card: 'Start the tour' opens the tour full-screen (closed → open → closing
 * for 350 ms → closed, the modal's states shown on `data-state`); focus goes back to the button.
 * Without JavaScript the button is a link to /product-tour/.
 */
export function ProductTour({ section, tone }: SectionRendererProps<'ProductTour'>) {
  const [open, setOpen] = useState(false);
  /** Set on the first start: the modal's chunk loads then, and stays for later starts. */
  const [started, setStarted] = useState(false);
  const [state, setState] = useState<ModalState>('closed');
  const opener = useRef<HTMLAnchorElement>(null);
  const wasOpen = useRef(false);

  // The opener gets focus back even where a click does not focus a link (Safari).
  useEffect(() => {
    if (state === 'open') wasOpen.current = true;
    if (state === 'closed' && wasOpen.current) {
      wasOpen.current = false;
      opener.current?.focus();
    }
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
            setStarted(true);
            setOpen(true);
          }}
        >
          Start the tour
        </Button>
      </Cluster>
      {started ? (
        <Suspense fallback={null}>
          <TourModal
            open={open}
            area={section.area}
            onClose={() => setOpen(false)}
            onStateChange={setState}
          />
        </Suspense>
      ) : null}
    </Section>
  );
}
