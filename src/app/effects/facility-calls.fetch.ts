import type { FetchPageDataInput, PageDataResult } from '../../../machines/page-data';
import type { QpsClient } from '../../services/api';

/** The facility page's data that is not a getResult query: its thumbnail and its survey answers. */
export type FacilityCallKey = 'thumbnail' | 'surveyAnswers';

type FacilityCallsClient = Pick<QpsClient, 'getFacilityThumbnail' | 'getSurveys' | 'getSurveyAnswers'>;

export interface FacilitySurveyAnswers {
  surveyId: number;
  name: string;
  year: number;
  /** The answers given (in English, as the API names them). */
  questions: { id: number; text: string; answers: string[] }[];
}

/** The thumbnail as an object URL (the one row), fetched with the bearer token. */
async function thumbnail(qps: FacilityCallsClient, facilityId: number, signal: AbortSignal) {
  const blob = await qps.getFacilityThumbnail(facilityId, { signal });
  return [URL.createObjectURL(blob)];
}

/** The facility's answers to every survey it took part in (surveys it skipped are left out). */
async function surveyAnswers(
  qps: FacilityCallsClient,
  facilityId: number,
  signal: AbortSignal,
): Promise<FacilitySurveyAnswers[]> {
  const surveys = await qps.getSurveys({ signal });
  const answered = await Promise.all(
    surveys.map(async (survey) => {
      const answers = await qps.getSurveyAnswers({ surveyId: survey.id, facilityId }, { signal });
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
}

/** The fetch of the app actor's `facilityCalls` children (key = a FacilityCallKey, params.facilityId). */
export function createFacilityCallsFetch(qps: FacilityCallsClient) {
  return async ({ key, params }: FetchPageDataInput, signal: AbortSignal): Promise<PageDataResult> => {
    const facilityId = params.facilityId as number;
    const data =
      (key as FacilityCallKey) === 'thumbnail'
        ? await thumbnail(qps, facilityId, signal)
        : await surveyAnswers(qps, facilityId, signal);
    return { data, texts: {}, options: {} };
  };
}
