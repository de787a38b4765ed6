/**
 * The floor: the smallest real app on the portal's versions of its prescribed libraries (React,
 * React Router's data router, Mantine's provider, AppShell, Table, Button and Select, XState with
 * one machine, i18next with one language, axios with one call) drawing a 20-row table. What the
 * portal's first screen weighs and scores above this is the portal's own.
 */
import './styles.css';
import { AppShell, Button, Group, MantineProvider, Select, Table, Title } from '@mantine/core';
import { useMachine } from '@xstate/react';
import axios from 'axios';
import i18next from 'i18next';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { assign, fromPromise, setup } from 'xstate';

interface Row {
  id: number;
  name: string;
  score: number;
}

const rowsMachine = setup({
  types: { context: {} as { rows: Row[] } },
  actors: { load: fromPromise(async () => (await axios.get<Row[]>('/api/rows')).data) },
}).createMachine({
  context: { rows: [] },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        onDone: { target: 'ready', actions: assign({ rows: ({ event }) => event.output }) },
        onError: 'failed',
      },
    },
    ready: { on: { reload: 'loading' } },
    failed: { on: { reload: 'loading' } },
  },
});

void i18next.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { translation: { title: 'Certified facilities', reload: 'Reload', level: 'Level' } } },
});

function Facilities() {
  const { t } = useTranslation();
  const [state, send] = useMachine(rowsMachine);
  const [level, setLevel] = useState<string | null>('All');
  return (
    <>
      <Title order={1}>{t('title')}</Title>
      <Group my="md">
        <Select label={t('level')} data={['All', '1', '2', '3']} value={level} onChange={setLevel} />
        <Button onClick={() => send({ type: 'reload' })}>{t('reload')}</Button>
      </Group>
      <Table>
        <Table.Tbody>
          {state.context.rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>{row.name}</Table.Td>
              <Table.Td>{row.score}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}

function Layout() {
  return (
    <AppShell header={{ height: 64 }} padding="md">
      <AppShell.Header bg="#002C4A" c="white" p="md">
        Floor app
      </AppShell.Header>
      <AppShell.Main>
        <Facilities />
      </AppShell.Main>
    </AppShell>
  );
}

const router = createBrowserRouter([{ path: '*', element: <Layout /> }]);
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');
createRoot(container).render(
  <StrictMode>
    <I18nextProvider i18n={i18next}>
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>
    </I18nextProvider>
  </StrictMode>,
);
