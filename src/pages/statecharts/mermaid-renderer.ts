import type { Mermaid } from 'mermaid';

/**
 * Mermaid, loaded on first use inside the statecharts chunk (it is large), with the settings
 * of the committed pictures. Renders one diagram at a time: Mermaid measures text in a shared
 * scratch element, so overlapping renders would disturb each other.
 */

let loading: Promise<Mermaid> | null = null;
let queue: Promise<unknown> = Promise.resolve();
let renders = 0;

function loadMermaid(): Promise<Mermaid> {
  loading ??= import('mermaid').then(({ default: mermaid }) => {
    // Natural size (readable labels); the diagram frame scrolls to the highlighted state.
    mermaid.initialize({
      startOnLoad: false,
      securityLevel: 'strict',
      theme: 'default',
      state: { useMaxWidth: false },
      sequence: { useMaxWidth: false },
    });
    return mermaid;
  });
  return loading;
}

/** The SVG markup of a Mermaid text (sanitised by Mermaid's strict security level). */
export function renderMermaidSvg(text: string): Promise<string> {
  const render = async () => {
    const mermaid = await loadMermaid();
    renders += 1;
    return (await mermaid.render(`statechart-svg-${renders}`, text)).svg;
  };
  const result = queue.then(render, render);
  queue = result.catch(() => undefined);
  return result;
}
