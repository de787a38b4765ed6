import { Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { emptyWhen, PageHeader, PageState, SectionSkeleton } from '../../components/page-kit';
import { useFilteredPageData } from '../../components/page-kit/page-data.hooks';
import { useMyFacility } from '../../app/hooks/my-facility.hooks';
import { YourFacilityCard } from '../../components/my-facility/YourFacilityCard';
import { HomeFigures } from './HomeFigures';
import { HomeMaps } from './HomeMaps';
import { HomeSkeleton } from './HomeSkeleton';
import { useHomeToggles } from './home.hooks';

// Below the fold, so loaded after the first screen (the picker and period model stay out of its budget)
const PeriodAssessments = lazy(() => import('./PeriodAssessments'));
import { RecentAssessments } from './RecentAssessments';
import { DatabaseSyncBanner, LastSync } from './SyncStatus';

/** Home (QAP.HomePage): the filtered network at a glance. */
export default function HomePage() {
  const { t } = useTranslation(['home', 'periods']);
  const toggles = useHomeToggles();
  const summary = useFilteredPageData('Home/Summary');
  const row = summary.rows[0];
  const section = emptyWhen(summary, !row || row.facilityCount === 0);
  const myFacility = useMyFacility();
  return (
    <>
      <PageHeader title={t('title')} subtitle={<LastSync />} />
      <DatabaseSyncBanner />
      <Stack gap="md">
        {/* Item 8: shares, counts and maps of a one-facility "network" say nothing. */}
        {myFacility.isFacilityUser ? (
          <YourFacilityCard facilityId={myFacility.facilityId} finding={myFacility.finding} />
        ) : (
          <PageState
            data={section}
            label={t('figures.loading')}
            placeholder={
              <HomeSkeleton
                extended={toggles.showExtendedKpis}
                maps={Number(toggles.showServiceLevelMap) + Number(toggles.showAvailableServiceMap)}
              />
            }
          >
            {() => (
              <Stack gap="md">
                <HomeFigures row={row} extended={toggles.showExtendedKpis} />
                <HomeMaps
                  showServiceLevel={toggles.showServiceLevelMap}
                  showAvailableService={toggles.showAvailableServiceMap}
                />
              </Stack>
            )}
          </PageState>
        )}
        <RecentAssessments />
        {row && row.facilityCount > 0 && row.latestYear !== null && (
          <Suspense fallback={<SectionSkeleton shape="stats" label={t('periods:home.loading')} />}>
            <PeriodAssessments latestYear={row.latestYear} drills={!myFacility.isFacilityUser} />
          </Suspense>
        )}
      </Stack>
    </>
  );
}
