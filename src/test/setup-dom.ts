import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';

// A visitor outside the consent regions, as the server's region cookie says (src/consent/);
// tests of consent itself clear or set it.
beforeEach(() => {
  document.cookie = 'hs_consent_region=r=0&c=US; path=/';
});
afterEach(() => cleanup());
