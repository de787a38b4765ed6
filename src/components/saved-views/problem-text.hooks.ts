import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { SAVED_VIEW_LIMITS } from '../../../contract/saved-view-limits';
import type { SavedViewIssue, SavedViewStep } from '../../../machines/saved-views';

/** The user's words for the problem of `step` (about `viewId` when given), or undefined when there is none. */
export function useIssueText(issue: SavedViewIssue | null) {
  const { t } = useTranslation('views');
  return useCallback(
    (step: SavedViewStep, viewId?: string) =>
      issue && issue.step === step && (viewId === undefined || issue.viewId === viewId)
        ? t(`problems.${issue.problem}`, { max: SAVED_VIEW_LIMITS.viewsPerUser })
        : undefined,
    [issue, t],
  );
}
