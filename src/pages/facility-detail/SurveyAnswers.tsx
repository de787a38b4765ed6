import { Accordion, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useReferenceLabel } from '../../app/hooks/reference-label.hooks';
import { PageState, SectionCard } from '../../components/page-kit';
import { useSurveyAnswers } from './facility-calls.hooks';

/** The facility's answers, one accordion item per survey (POST /api/qps/survey/answers). */
export function SurveyAnswers({ facilityId }: { facilityId: number }) {
  const { t } = useTranslation('facility');
  const data = useSurveyAnswers(facilityId);
  const label = useReferenceLabel();
  const surveys = data.result?.data ?? [];
  return (
    <SectionCard title={t('surveys.title')}>
      <PageState
        data={data}
        skeleton="table"
        emptyTitle={t('surveys.emptyTitle')}
        emptyMessage={t('surveys.emptyMessage')}
      >
        {() => (
          <Accordion variant="separated" defaultValue={String(surveys[0]?.surveyId)}>
            {surveys.map((survey) => (
              <Accordion.Item key={survey.surveyId} value={String(survey.surveyId)}>
                <Accordion.Control>
                  {t('surveys.survey', { name: label('surveys', survey.name), year: survey.year })}
                </Accordion.Control>
                <Accordion.Panel>
                  <Table>
                    <caption style={{ textAlign: 'start', fontSize: 'var(--mantine-font-size-xs)' }}>
                      {t('surveys.caption', { name: label('surveys', survey.name) })}
                    </caption>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th scope="col">{t('surveys.question')}</Table.Th>
                        <Table.Th scope="col">{t('surveys.answer')}</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {survey.questions.map((question) => (
                        <Table.Tr key={question.id}>
                          <Table.Td>{label('questions', question.text)}</Table.Td>
                          <Table.Td>
                            {question.answers.map((answer) => label('answers', answer)).join(', ')}
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        )}
      </PageState>
    </SectionCard>
  );
}
