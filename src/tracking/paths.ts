/**
 * Page kinds by path (docs/product.md §2.2). Dependency-free, so every page view can tell sign-up
 * and login pages apart without loading the sign-up helpers.
 */

/** Sign-up pages are recognised by this path prefix (docs/product.md §2.2). */
export const SIGNUP_PATH_PREFIX = '/members/register/';
/** Login pages are recognised by this path prefix (docs/product.md §2.2). */
export const LOGIN_PATH_PREFIX = '/members/login/';

export const isSignupPath = (path: string) => path.startsWith(SIGNUP_PATH_PREFIX);
export const isLoginPath = (path: string) => path.startsWith(LOGIN_PATH_PREFIX);
