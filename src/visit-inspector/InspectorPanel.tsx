/**
 * The attribution inspector's panel (docs/product.md §4.8): a non-modal `<dialog>` that takes focus
 * when it opens, closes with Escape or its Close button and gives focus back. Every value is
 * rendered as text by React, so referrers and query strings can never inject markup.
 */
import { useEffect, useId, useRef } from 'react';
import type { Pair } from '../tracking/decorate.ts';
import type { CookieRow, InspectorModel, Row } from '../tracking/inspector-model.ts';
import { cls, INSPECTOR_CSS } from './inspector-styles.ts';

function RowTable({ caption, rows }: { caption: string; rows: readonly Row[] }) {
  return (
    <table className={cls('table')}>
      <caption className={cls('section')}>{caption}</caption>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td className={cls('code')}>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function PairList({ pairs, empty }: { pairs: readonly Pair[]; empty: string }) {
  if (pairs.length === 0) return <p>{empty}</p>;
  return (
    <ul className={cls('list')}>
      {pairs.map(([name, value]) => (
        <li key={name} className={cls('code')}>
          {name}={value}
        </li>
      ))}
    </ul>
  );
}

function CookieTable({ cookies }: { cookies: readonly CookieRow[] }) {
  return (
    <table className={cls('table')}>
      <caption className={cls('section')}>Cookies</caption>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Value</th>
          <th scope="col">Lifetime</th>
        </tr>
      </thead>
      <tbody>
        {cookies.map((cookie) => (
          <tr key={cookie.name}>
            <th scope="row" className={cls('code')}>
              {cookie.name}
            </th>
            <td className={cls('code')}>{cookie.value}</td>
            <td>{cookie.lifetime}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export interface InspectorPanelProps {
  model: InspectorModel;
  onClose: () => void;
}

export function InspectorPanel({ model, onClose }: InspectorPanelProps) {
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    closeRef.current?.focus();
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <dialog open aria-labelledby={titleId} className={cls('panel')}>
      <style>{INSPECTOR_CSS}</style>
      <div className={cls('header')}>
        <h2 id={titleId} className={cls('title')}>
          Attribution inspector
        </h2>
        <button ref={closeRef} type="button" className={cls('close')} onClick={onClose}>
          Close
        </button>
      </div>
      <RowTable caption="This page view" rows={model.classification} />
      <RowTable caption="First touch" rows={model.firstTouch} />
      <RowTable caption="Last touch" rows={model.lastTouch} />
      <CookieTable cookies={model.cookies} />
      <h3 className={cls('section')}>Sign-up links</h3>
      <PairList pairs={model.signupParams} empty="No attribution to add to sign-up links yet." />
      <p>
        Example: <span className={cls('code')}>{model.signupExample.before}</span> becomes{' '}
        <span className={cls('code')}>{model.signupExample.after}</span>
      </p>
      <h3 className={cls('section')}>Links to the app and across our domains</h3>
      <PairList
        pairs={model.crossDomainParams}
        empty="No analytics ids are added to cross-domain links."
      />
      <h3 className={cls('section')}>Consent</h3>
      <ul className={cls('list')}>
        {model.consent.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </dialog>
  );
}
