import { useRemoteData } from '../../app/hooks/remote-data.hooks';

/** The facility's thumbnail as an object URL (first row), as section state like usePageData. */
export function useThumbnail(facilityId: number) {
  return useRemoteData('facilityCalls', 'thumbnail', { facilityId });
}

/** The facility's answers to every survey it took part in (surveys it skipped are left out). */
export function useSurveyAnswers(facilityId: number) {
  return useRemoteData('facilityCalls', 'surveyAnswers', { facilityId });
}
