/**
 * Mermaid's settings for the statechart pictures, shared by the committed SVGs
 * (svg-renderer.ts, in headless Chromium) and the live /statecharts page, so both lay a
 * machine out the same way: ELK (layered) through Mermaid's layout plugin, which keeps the
 * charts narrow (at most about 1,400 px) and their edge labels apart.
 * Pure data: no node: imports, the browser bundle uses it too.
 */
export const STATECHART_MERMAID_CONFIG = {
  startOnLoad: false,
  securityLevel: 'strict',
  theme: 'default',
  themeVariables: { fontSize: '12px' },
  deterministicIds: true,
  layout: 'elk',
  elk: { nodePlacementStrategy: 'SIMPLE', mergeEdges: false },
  state: { useMaxWidth: false },
} as const;
