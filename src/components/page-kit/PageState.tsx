import {
  Alert,
  Card,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
} from '@mantine/core';
import { IconAlertTriangle, IconFilterOff } from '@tabler/icons-react';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageDataStatus } from '../../../machines/page-data';
import classes from './page-kit.module.css';
import { RetryButton } from './RetryButton';

/** What a section needs to know about its data: usePageData's answer fits. */
export interface SectionData {
  status: PageDataStatus;
  /** Loading again with the previous answer on screen (selectIsPageDataRefreshing: a kept result). */
  refreshing?: boolean;
  errorMessage?: string | null;
  retry: () => void;
}

export type SkeletonShape = 'stats' | 'chart' | 'table' | 'details';

export interface PageStateProps {
  data: SectionData;
  /** Rendered only when the data has arrived. */
  children: () => ReactNode;
  /** The shape of the loading placeholder, close to what will appear. */
  skeleton?: SkeletonShape;
  /** Overrides the default empty message ("no facilities match the filter"). */
  emptyTitle?: string;
  emptyMessage?: string;
  /** Accessible name of the section, announced while it loads. */
  label?: string;
  /** A placeholder of the page's own, instead of `skeleton`, when the content's size is known (no layout shift). */
  placeholder?: ReactNode;
}

/**
 * Loading, empty, error or the content: a section is never blank. Once content has been shown, a
 * reload keeps it on screen, unchanged, with an "Updating…" notice instead of the skeleton.
 */
export function PageState({
  data,
  children,
  skeleton = 'chart',
  emptyTitle,
  emptyMessage,
  label,
  placeholder,
}: PageStateProps) {
  const { t } = useTranslation('pages-common');
  const refreshing = data.status === 'loading' && data.refreshing === true;
  // While reloading, the content stays exactly as last rendered: the old answer with the inputs
  // that asked for it (not new inputs over old rows), and React skips it instead of redrawing
  // every chart for nothing.
  const shown = useRef<ReactNode>(null);
  if (data.status === 'success') shown.current = children();
  if (data.status === 'loading' && !refreshing)
    return (
      <SectionSkeleton shape={skeleton} label={label ?? t('state.loading')}>
        {placeholder}
      </SectionSkeleton>
    );
  if (data.status === 'failure') {
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertTriangle aria-hidden />}
        title={t('state.errorTitle')}
        role="alert"
      >
        <Stack gap="xs" align="flex-start">
          {/* a failed call's message says what went wrong in the user's words; only a lost connection says to check it */}
          <Text size="sm">{data.errorMessage || t('state.errorMessage')}</Text>
          <RetryButton onRetry={data.retry}>{t('state.retry')}</RetryButton>
        </Stack>
      </Alert>
    );
  }
  if (data.status === 'empty') {
    return (
      <Card withBorder padding="lg" role="status">
        <Group wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" color="gray" size="lg" aria-hidden>
            <IconFilterOff size={20} />
          </ThemeIcon>
          <Stack gap={4}>
            <Text fw={600}>{emptyTitle ?? t('state.emptyTitle')}</Text>
            <Text size="sm" c="gray.7">
              {emptyMessage ?? t('state.emptyMessage')}
            </Text>
          </Stack>
        </Group>
      </Card>
    );
  }
  // Same tree refreshing or not, so the content is updated in place, not mounted again.
  return (
    <>
      {shown.current}
      {refreshing && <RefreshingNotice label={t('state.refreshing')} />}
    </>
  );
}

/**
 * Shown while a section's data reloads (a filter change) over the content it replaces: a small
 * pill under the header, the same place for every section, so several reloading read as one.
 */
function RefreshingNotice({ label }: { label: string }) {
  return (
    <Paper
      role="status"
      shadow="sm"
      radius="xl"
      px="sm"
      py={4}
      className={classes.refreshing}
      data-print="hide"
    >
      <Group gap={6} wrap="nowrap">
        <Loader size={14} aria-hidden />
        <Text size="xs">{label}</Text>
      </Group>
    </Paper>
  );
}

/**
 * Grey blocks in the shape of the coming content, marked busy for assistive technology; a page's
 * own blocks (`children`) replace the generic shape.
 */
export function SectionSkeleton({
  shape,
  label,
  children,
}: {
  shape: SkeletonShape;
  label: string;
  children?: ReactNode;
}) {
  return (
    <div role="status" aria-busy="true" aria-label={label} data-testid={`skeleton-${shape}`}>
      {children}
      {!children && shape === 'stats' && (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }}>
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} height={88} radius="md" />
          ))}
        </SimpleGrid>
      )}
      {!children && shape === 'chart' && <Skeleton height={280} radius="md" />}
      {!children && shape === 'table' && (
        <Stack gap={6}>
          {[0, 1, 2, 3, 4, 5].map((index) => (
            <Skeleton key={index} height={28} radius="sm" />
          ))}
        </Stack>
      )}
      {!children && shape === 'details' && (
        <Stack gap="sm">
          <Skeleton height={32} width="50%" radius="sm" />
          <Skeleton height={120} radius="md" />
        </Stack>
      )}
    </div>
  );
}
