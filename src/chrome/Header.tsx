import { useEffect, useReducer, useRef, useState } from 'react';
import { loginUrl, signupUrl, useSettings } from '../site/settings.ts';
import { useCurrentPath, useShared } from '../site/site-data.tsx';
import type { HeaderVariant } from './layout-variations.ts';
import { CLOSED_MENU, menuReducer } from './menu-state.ts';
import { NavMenu, triggerId } from './NavMenu.tsx';
import { SearchButton } from './SearchButton.tsx';
import { INITIAL_SCROLL_STATE, scrollReducer, type ScrollStateName } from './scroll-state.ts';
import styles from './Header.module.css';

const NAV_ID = 'site-nav';

/**
 * Feeds the scroll state machine once per animation frame from a passive listener, and
 * re-renders only when the named state changes.
 */
function useHeaderScroll(enabled: boolean, menuOpen: boolean): ScrollStateName {
  const [name, setName] = useState<ScrollStateName>('uninitialized');
  const menuOpenRef = useRef(menuOpen);
  useEffect(() => {
    menuOpenRef.current = menuOpen;
  }, [menuOpen]);
  useEffect(() => {
    if (!enabled) return;
    let state = INITIAL_SCROLL_STATE;
    let frame = 0;
    const update = () => {
      frame = 0;
      state = scrollReducer(state, {
        y: window.scrollY,
        viewportHeight: window.innerHeight,
        documentHeight: document.documentElement.scrollHeight,
        menuOpen: menuOpenRef.current,
      });
      setName(state.name);
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(update);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    update();
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [enabled]);
  return enabled ? name : 'uninitialized';
}

const isTouch = () => navigator.maxTouchPoints > 0 || matchMedia('(pointer: coarse)').matches;

export function Header({ variant = 'default' }: { variant?: HeaderVariant }) {
  const settings = useSettings();
  const path = useCurrentPath();
  const { items } = useShared('navigation');
  const [menu, dispatch] = useReducer(menuReducer, CLOSED_MENU);
  const open = menu.name === 'open';
  const scroll = useHeaderScroll(variant !== 'static', open);

  // A new page (links, back and forward) starts with the menu closed.
  const [menuPath, setMenuPath] = useState(path);
  if (menuPath !== path) {
    setMenuPath(path);
    dispatch({ type: 'close' });
  }
  // The narrow-screen menu covers the page: the page behind it must not scroll.
  useEffect(() => {
    if (!menu.panel) return;
    const root = document.documentElement;
    root.dataset.scrollLocked = 'true';
    return () => void delete root.dataset.scrollLocked;
  }, [menu.panel]);

  // Escape closes the menu and returns focus to what opened it.
  const focusTarget = menu.panel || !menu.active ? `${NAV_ID}-toggle` : triggerId(menu.active);
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      dispatch({ type: 'close' });
      document.getElementById(focusTarget)?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, focusTarget]);

  return (
    <div className={styles.slot} data-variant={variant}>
      {/* The narrow-screen menu covers the page: when focus moves on into the page, it closes, so
          the element focused is never hidden under it (WCAG 2.4.11). Focus leaving the window
          (no related target) keeps it open. */}
      <header
        className={styles.header}
        data-state={scroll}
        data-menu={menu.name}
        onBlur={(event) => {
          const next = event.relatedTarget;
          if (menu.panel && next && !event.currentTarget.contains(next))
            dispatch({ type: 'close' });
        }}
      >
        <div className={styles.bar}>
          <a className={styles.logo} href="/" aria-label={`${settings.brand} home`}>
            {settings.brand}
          </a>
          <button
            id={`${NAV_ID}-toggle`}
            className={styles.toggle}
            type="button"
            aria-expanded={menu.panel}
            aria-controls={NAV_ID}
            onClick={() =>
              dispatch({
                type: 'toggle-panel',
                firstDrawer: isTouch() ? (items[0]?.id ?? null) : null,
              })
            }
          >
            <span className={styles.burger} aria-hidden="true" />
            <span className={styles.toggleLabel}>Menu</span>
          </button>
          <NavMenu id={NAV_ID} items={items} menu={menu} dispatch={dispatch}>
            <li>
              <a href="/pricing/">Pricing</a>
            </li>
            <li>
              {path === '/' ? (
                <a href={loginUrl(settings)}>Login</a>
              ) : (
                <a href="/lp/get-a-demo/">Get a demo</a>
              )}
            </li>
          </NavMenu>
          <SearchButton />
          <a className={styles.trial} href={signupUrl(settings, 'free')}>
            Free Trial
          </a>
        </div>
      </header>
      {/* Pointer convenience only: Escape and the toggle close the menu from the keyboard. */}
      <div
        className={styles.overlay}
        data-menu={menu.name}
        aria-hidden="true"
        onClick={() => dispatch({ type: 'close' })}
      />
    </div>
  );
}
