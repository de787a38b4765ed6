import { vi } from 'vitest';

/**
 * Mermaid needs a real layout engine; in jsdom a picture is the Mermaid text it was given. One spy
 * for the whole project (mocked in setup.ts): the files share one module cache, so the portal's
 * statecharts page and every test read this same function whichever file loaded it first.
 */
export const renderMermaidSvg = vi.fn(async (text: string) => `<svg><desc>${text}</desc></svg>`);

/** The Mermaid texts drawn since the last `renderMermaidSvg.mockClear()`, oldest first. */
export const drawnTexts = () => renderMermaidSvg.mock.calls.map(([text]) => text);
