import { Alert, Box, Group, Loader, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { renderMermaidSvg } from './mermaid-renderer';
import classes from './statecharts.module.css';

/** Scrolls the frame (not the page) so the first highlighted state is in the middle. */
function centreOnHighlight(frame: HTMLElement): void {
  const current = frame.querySelector('.current');
  if (!current || typeof frame.scrollTo !== 'function') return;
  const outer = frame.getBoundingClientRect();
  const box = current.getBoundingClientRect();
  frame.scrollTo({
    left: frame.scrollLeft + box.left - outer.left - (outer.width - box.width) / 2,
    top: frame.scrollTop + box.top - outer.top - (outer.height - box.height) / 2,
  });
}

/**
 * One Mermaid text drawn as SVG. While a new text (a new highlight) is drawn, the previous
 * picture stays, so the diagram does not flicker as the state changes.
 */
export function StatechartDiagram({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation('statecharts');
  const [svg, setSvg] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const frame = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let current = true;
    renderMermaidSvg(text).then(
      (drawn) => {
        if (!current) return;
        setSvg(drawn);
        setFailure(null);
      },
      (error: unknown) => {
        if (current) setFailure(error instanceof Error ? error.message : String(error));
      },
    );
    return () => {
      current = false;
    };
  }, [text]);

  useEffect(() => {
    if (svg && frame.current) centreOnHighlight(frame.current);
  }, [svg]);

  if (failure) return <Alert color="red">{t('diagram.failed', { message: failure })}</Alert>;
  if (!svg)
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" />
        <Text size="sm">{t('diagram.loading')}</Text>
      </Group>
    );
  return (
    <Box
      ref={frame}
      role="img"
      aria-label={label}
      // A statechart is drawn left to right in every language; its scroll position math assumes so too.
      dir="ltr"
      // A wide diagram scrolls: keyboard users reach it to scroll it (axe: scrollable-region-focusable).
      tabIndex={0}
      className={classes.diagram}
      // Mermaid's output, sanitised by its strict security level.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: SVG markup drawn by Mermaid
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
