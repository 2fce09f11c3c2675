/**
 * The drop-down navigation menu (docs/product.md §5.4), rendered from the navigation content as a
 * disclosure navigation: each drawer has a button trigger with aria-expanded/aria-controls.
 */
import {
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ActionDispatch,
  type FocusEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import type { ContentImage } from '../contracts/schemas/common.ts';
import type { DrawerItem, NavItem, NavLink } from '../contracts/schemas/navigation.ts';
import type { ImageData } from '../images/image-data.ts';
import { linkProps } from '../ui/link/link.ts';
import { HOVER_CLOSE_DELAY_MS, type MenuEvent, type MenuState } from './menu-state.ts';
import styles from './NavMenu.module.css';

export const triggerId = (id: string) => `nav-${id}`;
const drawerId = (id: string) => `nav-${id}-drawer`;

/** Wide screens with a mouse open drawers on hover (docs/product.md §5.4). */
const hoverMenu = (event: { pointerType?: string }) =>
  event.pointerType === 'mouse' && matchMedia('(min-width: 1024px)').matches;

function LinkList({ title, items, text }: { title: string; items: NavLink[]; text?: string }) {
  return (
    <>
      <p className={styles.listTitle}>{title}</p>
      {text ? <p className={styles.text}>{text}</p> : null}
      <ul className={styles.links}>
        {items.map((link) => (
          <li key={link.url}>
            <a {...linkProps(link.url)}>
              {link.icon ? (
                // Drawn here rather than by <Icon>: the menu is on every page's first load.
                <svg
                  viewBox="0 0 24 24"
                  width={20}
                  height={20}
                  className={styles.linkIcon}
                  data-icon={link.icon.name}
                  aria-hidden="true"
                  focusable="false"
                >
                  {link.icon.paths.map((d) => (
                    <path key={d} d={d} />
                  ))}
                </svg>
              ) : null}
              {link.title}
              {link.isNew ? <span className={styles.new}>New</span> : null}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * The picture itself, loaded with the first drawer that opens: a closed menu needs none of the
 * image code, so it stays out of the JavaScript every page loads first.
 */
const NavCardImage = lazy(() => import('./NavCardImage.tsx'));

/**
 * A card's picture (660 px wide, built at build time; docs/product.md §9.6). Its box is reserved
 * from the start so nothing shifts, but the <img> is only created once its drawer has opened:
 * a closed drawer never downloads its pictures.
 */
function NavImage({
  image,
  open,
  fullWidth,
}: {
  image: ContentImage;
  open: boolean;
  fullWidth: boolean;
}) {
  const [shown, setShown] = useState(open);
  // Once opened, the picture stays (re-opening shows it at once).
  if (open && !shown) setShown(true);
  const data = (image as ContentImage & { data?: ImageData | null }).data;
  if (!data) return null;
  return (
    <div
      className={styles.cardImage}
      data-position={fullWidth ? 'FULL_WIDTH' : 'INSET'}
      style={{ aspectRatio: `${data.width} / ${data.height}` }}
    >
      {shown ? (
        <Suspense fallback={null}>
          <NavCardImage data={data} fullWidth={fullWidth} />
        </Suspense>
      ) : null}
    </div>
  );
}

function Entry({ entry, open }: { entry: DrawerItem; open: boolean }) {
  if (entry.layout === 'LIST') return <LinkList title={entry.title} items={entry.items} />;
  const fullWidth = entry.imagePosition === 'FULL_WIDTH';
  return (
    <a
      className={styles.card}
      data-layout={entry.layout}
      data-image={entry.image ? (fullWidth ? 'FULL_WIDTH' : 'INSET') : undefined}
      {...linkProps(entry.url)}
    >
      {entry.image ? <NavImage image={entry.image} open={open} fullWidth={fullWidth} /> : null}
      <span className={styles.cardTitle}>{entry.title}</span>
      <span className={styles.text}>{entry.text}</span>
    </a>
  );
}

interface NavMenuProps {
  id: string;
  items: NavItem[];
  menu: MenuState;
  dispatch: ActionDispatch<[MenuEvent]>;
  /** Plain links after the drawers. */
  children: ReactNode;
}

export function NavMenu({ id, items, menu, dispatch, children }: NavMenuProps) {
  const closeTimer = useRef(0);
  const cancelClose = () => clearTimeout(closeTimer.current);
  useEffect(() => () => clearTimeout(closeTimer.current), [closeTimer]);

  const onPointerEnter = (event: PointerEvent, itemId: string) => {
    if (!hoverMenu(event)) return;
    cancelClose();
    dispatch({ type: 'open-drawer', id: itemId });
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (!hoverMenu(event) || menu.panel) return;
    cancelClose();
    closeTimer.current = window.setTimeout(() => dispatch({ type: 'close' }), HOVER_CLOSE_DELAY_MS);
  };
  // A mouse click on a drawer already opened by hover keeps it open; keyboard and touch toggle.
  const onTrigger = (event: MouseEvent, itemId: string) =>
    dispatch(
      event.detail > 0 && hoverMenu(event.nativeEvent as globalThis.PointerEvent)
        ? { type: 'open-drawer', id: itemId }
        : { type: 'toggle-drawer', id: itemId },
    );
  const onClick = (event: MouseEvent) => {
    if ((event.target as Element).closest('a')) dispatch({ type: 'close' });
  };
  // Wide screens: tabbing out of the menu closes its drawer.
  const onBlur = (event: FocusEvent) => {
    if (!menu.panel && menu.active && !event.currentTarget.contains(event.relatedTarget))
      dispatch({ type: 'close' });
  };

  return (
    // oxlint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- delegation: closes the menu after any link inside is followed
    <nav
      id={id}
      className={styles.nav}
      aria-label="Main"
      data-state={menu.name}
      onClick={onClick}
      onBlur={onBlur}
    >
      <ul className={styles.menu}>
        {items.map((item) => {
          const active = menu.active === item.id;
          return (
            <li
              key={item.id}
              onPointerEnter={(event) => onPointerEnter(event, item.id)}
              onPointerLeave={onPointerLeave}
            >
              <button
                id={triggerId(item.id)}
                className={styles.trigger}
                type="button"
                aria-expanded={active}
                aria-controls={drawerId(item.id)}
                onClick={(event) => onTrigger(event, item.id)}
              >
                {item.title}
              </button>
              <div
                id={drawerId(item.id)}
                className={styles.drawer}
                data-state={active ? 'open' : 'closed'}
              >
                <div className={styles.columns}>
                  {item.columns.map((column, index) => (
                    <div key={index} className={styles.column}>
                      {column.items.map((entry) => (
                        <Entry key={entry.title} entry={entry} open={active} />
                      ))}
                      {column.footer ? (
                        <div className={styles.columnFooter} data-layout={column.footer.layout}>
                          <LinkList
                            title={column.footer.title}
                            items={column.footer.items}
                            text={column.footer.layout === 'CTA' ? column.footer.text : undefined}
                          />
                        </div>
                      ) : null}
                    </div>
                  ))}
                </div>
              </div>
            </li>
          );
        })}
        {children}
      </ul>
    </nav>
  );
}
