import { useMemo, useSyncExternalStore, type FormEvent } from 'react';
import { CardList } from '../../blocks/PostCard.tsx';
import type { Card } from '../../contracts/schemas/common.ts';
import { Button } from '../../ui/Button/Button.tsx';
import { TextField } from '../../ui/Field/TextField.tsx';
import {
  categoriesOf,
  filterCards,
  filterFromSearch,
  MAX_QUERY_LENGTH,
  resultSummary,
  searchFromFilter,
  type IntegrationFilter,
} from './filter.ts';
import { getServerSnapshot, getSnapshot, replaceSearch, subscribe } from './location-search.ts';
import styles from './IntegrationsFilter.module.css';

const ALL: IntegrationFilter = { category: null, query: '' };

export interface IntegrationsFilterProps {
  cards: readonly Card[];
}

/**
 * Search and category buttons over the integrations, filtering in place. The prerendered page
 * lists every integration, so the list is complete before (and without) JavaScript.
 */
export function IntegrationsFilter({ cards }: IntegrationsFilterProps) {
  const categories = useMemo(() => categoriesOf(cards), [cards]);
  const search = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  const filter = useMemo(() => filterFromSearch(search, categories), [search, categories]);
  const update = (next: IntegrationFilter) => replaceSearch(searchFromFilter(search, next));
  const shown = useMemo(() => filterCards(cards, filter), [cards, filter]);
  const filtered = filter.category !== null || filter.query.trim() !== '';

  // Enter must not reload the page once the list follows every keystroke; before JavaScript, the
  // form's GET submission carries `q` to the reloaded page, which applies it on hydration.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => event.preventDefault();

  return (
    <div className={styles.filter}>
      <search>
        <form className={styles.controls} onSubmit={onSubmit}>
          <TextField
            label="Search integrations"
            className={styles.search}
            type="search"
            name="q"
            value={filter.query}
            maxLength={MAX_QUERY_LENGTH}
            autoComplete="off"
            onChange={(event) => update({ ...filter, query: event.target.value })}
          />
          {/* Buttons, not form controls: a plain fieldset names the group (no hint, no error). */}
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>Category</legend>
            <div className={styles.categories}>
              {[null, ...categories].map((category) => {
                const pressed = filter.category === category;
                return (
                  <Button
                    key={category ?? ''}
                    size="S"
                    variant={pressed ? 'PRIMARY' : 'OUTLINE'}
                    aria-pressed={pressed}
                    onClick={() => update({ ...filter, category })}
                  >
                    {category ?? 'All'}
                  </Button>
                );
              })}
            </div>
          </fieldset>
        </form>
      </search>
      <output aria-live="polite" className={styles.count}>
        {resultSummary(shown.length, filter)}
      </output>
      {shown.length > 0 ? (
        <CardList cards={shown} headingLevel={2} logos />
      ) : (
        <div className={styles.empty}>
          <p>
            No integration matches your search. Check the spelling, try a broader word, or{' '}
            <a href="/lp/get-a-demo/">ask us</a> whether Harbor connects to your tool.
          </p>
          {filtered ? (
            <Button variant="OUTLINE" size="S" onClick={() => update(ALL)}>
              Show all integrations
            </Button>
          ) : null}
        </div>
      )}
    </div>
  );
}
