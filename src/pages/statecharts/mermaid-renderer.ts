import type { Mermaid } from 'mermaid';
import { STATECHART_MERMAID_CONFIG } from './model/mermaid-config';

/**
 * Mermaid and its ELK layout plugin, loaded on first use inside the statecharts chunk (they are
 * large), with the settings of the committed pictures, so the live view lays a machine out as
 * docs/statecharts/ does. Renders one diagram at a time: Mermaid measures text in a shared
 * scratch element, so overlapping renders would disturb each other.
 */

let loading: Promise<Mermaid> | null = null;
let queue: Promise<unknown> = Promise.resolve();
let renders = 0;

function loadMermaid(): Promise<Mermaid> {
  loading ??= Promise.all([import('mermaid'), import('@mermaid-js/layout-elk')]).then(
    ([{ default: mermaid }, { default: elkLayouts }]) => {
      // The plugin registers a loader only: ELK itself is fetched with the first ELK picture.
      mermaid.registerLayoutLoaders(elkLayouts);
      // Natural size (readable labels); the diagram frame scrolls to the highlighted state.
      mermaid.initialize({ ...STATECHART_MERMAID_CONFIG, sequence: { useMaxWidth: false } });
      return mermaid;
    },
  );
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
