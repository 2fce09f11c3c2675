import { useState, useSyncExternalStore } from 'react';
import type { TemplateProps } from '../../contracts/templates.ts';
import { useSettings } from '../../site/settings.ts';
import { BasicPage } from '../shared/BasicPage.tsx';
import { Button } from '../../ui/Button/index.ts';
import { EmailField, TextField } from '../../ui/Field/TextField.tsx';
import styles from './Login.module.css';

/** The preview server's answer for the login stand-in (server/stand-ins/stand-in.ts). */
const LOGIN_STAND_IN_ENDPOINT = '/api/stand-in/login';
const noSubscription = () => () => {};
/** `?registered=1` after a sign-up; the prerendered page (server snapshot) has no query string. */
const readRegistered = () => new URLSearchParams(window.location.search).get('registered') === '1';

/**
 * The stand-in for the secure host's login page (`/members/login/`). It carries a link to the
 * product's app host, which the tracking module decorates (analytics ids, `gspk`/`gsxid`).
 */
export default function LoginTemplate({ props }: TemplateProps<'templates/login'>) {
  const settings = useSettings();
  const registered = useSyncExternalStore(noSubscription, readRegistered, () => false);
  const [submitted, setSubmitted] = useState(false);
  return (
    <BasicPage props={props} eyebrow="Log in">
      {registered ? (
        <output className={styles.notice}>
          Thanks! Your account was created. Log in to get started.
        </output>
      ) : null}
      <form
        className={styles.form}
        aria-label="Log in"
        // Without JavaScript the browser posts to the server's stand-in answer; a form without
        // method would GET this page with the password in the URL.
        method="post"
        action={LOGIN_STAND_IN_ENDPOINT}
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(true);
        }}
      >
        <EmailField label="Email" name="email" autoComplete="username" />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
        />
        <Button type="submit">Log in</Button>
        {submitted ? (
          <output className={styles.notice}>
            This is a local stand-in for the login page; nothing was sent.
          </output>
        ) : null}
      </form>
      <p className={styles.app}>
        Already logged in?{' '}
        <a href={`https://${settings.hosts.app}/`}>Open the {settings.brand} app</a>
      </p>
    </BasicPage>
  );
}
