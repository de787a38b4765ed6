import type { Page } from 'playwright-core';

/** A headline figure card, found by its label (its accessible name is "label: value ..."). */
export const figure = (page: Page, label: string) =>
  page.getByRole('article', { name: new RegExp(`^${label}: `) });

/** Spec: a facility is active when any of its certificate, self-assessment or entry flags is set (SQL over `facilities f`). */
export const ACTIVE = '(f.is_cert_active OR f.is_self_active OR f.is_entry_active)';
