import { Select } from '@mantine/core';
import { IconBuildingHospital } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnvironmentEvents, useEnvironmentView } from '../../app/hooks/environment.hooks';

/** Select of the user's environments; choosing one sends environment.select. */
export function EnvironmentSwitcher() {
  const { t } = useTranslation('frame');
  const { environments, selectedId } = useEnvironmentView();
  const { select } = useEnvironmentEvents();
  const data = useMemo(
    () => environments.map(({ id, name }) => ({ value: id, label: name })),
    [environments],
  );
  if (data.length === 0) return null;
  return (
    <Select
      aria-label={t('environment.label')}
      data={data}
      value={selectedId}
      onChange={(id) => id && select(id)}
      allowDeselect={false}
      searchable={data.length > 6}
      leftSection={<IconBuildingHospital size={16} aria-hidden />}
      w={220}
    />
  );
}
