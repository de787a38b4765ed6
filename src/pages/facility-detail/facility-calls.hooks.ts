import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { type FetchPageDataInput, type PageDataResult, pageDataMachine } from '../../../machines/page-data';
import { useRemoteData } from '../../app/hooks/remote-data.hooks';
import { type PageCalls, usePageCalls } from '../../components/page-kit';

type Fetcher = (calls: PageCalls, input: FetchPageDataInput, signal: AbortSignal) => Promise<unknown>;

/** A non-getResult call as section state (loading, success, empty, failure, retry), like usePageData. */
function useCallData(key: string, params: Record<string, unknown>, fetcher: Fetcher) {
  const calls = usePageCalls();
  const logic = useMemo(
    () =>
      pageDataMachine.provide({
        actors: {
          fetchPageData: fromPromise<PageDataResult | null, FetchPageDataInput>(
            async ({ input, signal }) => ({
              data: await fetcher(calls, input, signal),
              texts: {},
              options: {},
            }),
          ),
        },
      }),
    [calls, fetcher],
  );
  return useRemoteData(logic, key, params);
}

const fetchThumbnail: Fetcher = async (calls, { params }, signal) => {
  const blob = await calls.getFacilityThumbnail(params.facilityId as number, { signal });
  return [URL.createObjectURL(blob)];
};

/** The facility's thumbnail as an object URL (first row), fetched with the bearer token. */
export function useThumbnail(facilityId: number) {
  return useCallData('thumbnail', { facilityId }, fetchThumbnail);
}

export interface FacilitySurveyAnswers {
  surveyId: number;
  name: string;
  year: number;
  /** The answers given (in English, as the API names them). */
  questions: { id: number; text: string; answers: string[] }[];
}

const fetchSurveyAnswers: Fetcher = async (calls, { params }, signal) => {
  const facilityId = params.facilityId as number;
  const surveys = await calls.getSurveys({ signal });
  const answered = await Promise.all(
    surveys.map(async (survey) => {
      const answers = await calls.getSurveyAnswers({ surveyId: survey.id, facilityId }, { signal });
      const questions = answers.questions
        .map((question) => ({
          id: question.id,
          text: question.text,
          answers: question.answers.filter((entry) => entry.count > 0).map((entry) => entry.answer),
        }))
        .filter((question) => question.answers.length > 0);
      return { surveyId: survey.id, name: survey.name, year: survey.year, questions };
    }),
  );
  return answered.filter((survey) => survey.questions.length > 0);
};

/** The facility's answers to every survey it took part in (surveys it skipped are left out). */
export function useSurveyAnswers(facilityId: number) {
  return useCallData('surveyAnswers', { facilityId }, fetchSurveyAnswers);
}
