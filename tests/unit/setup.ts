import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';

// The unit tier shares one jsdom per worker across files (vitest.unit.config.ts, isolate: false): what a test
// rendered, and what a file left in the document or storage, must not reach the next one.
// (files that ask for the node environment have no document)
const hasDocument = typeof document !== 'undefined';
afterEach(() => {
  if (hasDocument) cleanup();
});
afterAll(() => {
  if (!hasDocument) return;
  cleanup();
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('style');
  document.body.removeAttribute('style');
  localStorage.clear();
  sessionStorage.clear();
});
