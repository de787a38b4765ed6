import { Alert, Box, Group, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DiagramZoomControls } from './DiagramZoomControls';
import { renderMermaidSvg } from './mermaid-renderer';
import { usePanZoom } from './use-pan-zoom';
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
 * One Mermaid text drawn as SVG, which zooms and pans (buttons, keyboard, drag). While a new
 * text (a new highlight) is drawn, the previous picture stays, so it does not flicker. The frame
 * has a fixed height (tall charts scroll inside it), the same while the first picture loads.
 */
export function StatechartDiagram({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation(['statecharts', 'inspector']);
  const { zoom, zoomIn, zoomOut, reset, frameHandlers } = usePanZoom();
  const hintId = useId();
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
  // The frame has its final size while Mermaid loads, so nothing below it moves when the picture comes.
  return (
    <Stack gap={4}>
      <DiagramZoomControls
        diagram={label}
        zoom={zoom}
        onZoomIn={zoomIn}
        onZoomOut={zoomOut}
        onReset={reset}
      />
      <Text size="xs" id={hintId}>
        {t('inspector:zoom.hint')}
      </Text>
      {/* A focusable scrolling frame: arrow keys pan, + - 0 zoom (use-pan-zoom.ts). */}
      <Box
        ref={frame}
        tabIndex={0}
        // A statechart is drawn left to right in every language; its pan and scroll math assume so too.
        dir="ltr"
        role="group"
        aria-label={t('inspector:zoom.frame')}
        aria-describedby={hintId}
        className={classes.diagram}
        {...frameHandlers}
      >
        {svg ? (
          <Box
            role="img"
            aria-label={label}
            className={classes.picture}
            style={{ zoom }}
            // Mermaid's output, sanitised by its strict security level.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: SVG markup drawn by Mermaid
            dangerouslySetInnerHTML={{ __html: svg }}
          />
        ) : (
          <Group gap="xs" role="status">
            <Loader size="sm" />
            <Text size="sm">{t('diagram.loading')}</Text>
          </Group>
        )}
      </Box>
    </Stack>
  );
}
