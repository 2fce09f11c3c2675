import type { ReactNode } from 'react';
import { helpWidgetId, useSettings, type HelpWidgetType } from '../site/settings.ts';

/** Where the footer's Contact link takes the widget: its contact form (docs/product.md §5.7). */
export const CONTACT_WIDGET_PATH = '/ask/';

/**
 * A link to support (docs/product.md §5.7): a mail to `supportEmail`, which opens the product's
 * help widget of `type` instead when one is configured (its code loads on the click). Should the
 * widget not arrive, the mail link is followed after all.
 */
export function HelpLink({
  type,
  path,
  children,
}: {
  type: HelpWidgetType;
  /** Where the widget opens, e.g. its contact form; none: its home. */
  path?: string;
  children: ReactNode;
}) {
  const { supportEmail, helpWidget } = useSettings();
  const mail = `mailto:${supportEmail}`;
  const onClick = async () => {
    const widget = await import('../integrations/help-widget.ts');
    if (!(await widget.openHelpWidget(window, helpWidget, type, path))) window.location.href = mail;
  };
  return (
    <a
      href={mail}
      onClick={(event) => {
        // Without a widget for this type (nor a DEFAULT one), the plain mail link does.
        if (!helpWidget.scriptUrl || !helpWidgetId(helpWidget, type)) return;
        event.preventDefault();
        void onClick();
      }}
    >
      {children}
    </a>
  );
}
