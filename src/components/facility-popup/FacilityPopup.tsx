import { Button, Group, Modal } from '@mantine/core';
import { IconBabyCarriage, IconListDetails } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { generatePath, Link } from 'react-router-dom';
import { ROUTES } from '../../../machines/shared/routes';
import { FacilitySummary } from './FacilitySummary';
import { closeFacilityPopup, useFacilityPopupRequest } from './facility-popup.store';

/** The facility popup host: a modal with the facility's summary and links to its details and MomCare pages. */
export function FacilityPopup() {
  const { t } = useTranslation(['frame', 'a11y']);
  const request = useFacilityPopupRequest();
  const facilityId = request?.facilityId;
  const search = request?.query ? `?${new URLSearchParams(request.query)}` : '';
  const linkTo = (path: string) => `${generatePath(path, { facilityId: String(facilityId) })}${search}`;
  return (
    <Modal
      opened={request !== null}
      onClose={closeFacilityPopup}
      title={t('popup.title')}
      size="lg"
      centered
      // The close button says what it closes; the dialog's header is no second banner.
      closeButtonProps={{ 'aria-label': t('a11y:closePopup') }}
      attributes={{ header: { role: 'presentation' } }}
    >
      {facilityId !== undefined && (
        <>
          <FacilitySummary key={facilityId} facilityId={facilityId} />
          <Group mt="md" justify="flex-end">
            <Button
              component={Link}
              to={linkTo(ROUTES.MomCare.path)}
              variant="light"
              onClick={closeFacilityPopup}
              leftSection={<IconBabyCarriage size={16} aria-hidden />}
            >
              {t('popup.momCare')}
            </Button>
            <Button
              component={Link}
              to={linkTo(ROUTES.FacilityDetail.path)}
              onClick={closeFacilityPopup}
              leftSection={<IconListDetails size={16} aria-hidden />}
            >
              {t('popup.details')}
            </Button>
          </Group>
        </>
      )}
    </Modal>
  );
}
