import { AppShell, ScrollArea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFilterView } from '../../app/hooks/filter.hooks';
import { FilterPanel } from './FilterPanel';
import classes from './filter-drawer-section.module.css';

/**
 * The drawer's scrolling section holding the filter panel. Locked (a facility user), every select
 * is disabled and nothing inside takes focus, so the scrolling area itself becomes a named region
 * that Tab reaches and the arrow keys scroll (axe `scrollable-region-focusable`, WCAG 2.1.1).
 * Unlocked, its selects already take focus and scroll it into view.
 */
export function FilterDrawerSection() {
  const { t } = useTranslation('frame');
  const { isLocked } = useFilterView();
  const viewportProps = isLocked
    ? { tabIndex: 0, role: 'region', 'aria-label': t('filter.lockedRegion'), className: classes.viewport }
    : undefined;
  return (
    <AppShell.Section grow component={ScrollArea} p="sm" viewportProps={viewportProps}>
      <FilterPanel />
    </AppShell.Section>
  );
}
