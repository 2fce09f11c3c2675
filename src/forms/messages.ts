/**
 * docs/product.md §8.2: the required-field message of every form but the trial signup form,
 * defined here only. Its own module so the sign-up page can use it without the validator's code.
 */
export const REQUIRED_MESSAGE = 'Sorry. That is required.';
