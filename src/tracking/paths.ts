/**
 * Page kinds by path (SPEC §2.1). Dependency-free, so every page view can tell sign-up and login
 * pages apart without loading the sign-up helpers.
 */

/** SPEC §2.1: sign-up pages are recognised by this path prefix. */
export const SIGNUP_PATH_PREFIX = '/members/register/';
/** SPEC §2.1: login pages are recognised by this path prefix. */
export const LOGIN_PATH_PREFIX = '/members/login/';

export const isSignupPath = (path: string) => path.startsWith(SIGNUP_PATH_PREFIX);
export const isLoginPath = (path: string) => path.startsWith(LOGIN_PATH_PREFIX);
