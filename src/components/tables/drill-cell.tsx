import { Anchor } from '@mantine/core';
import { Link } from 'react-router-dom';

/**
 * A table cell's figure as shown, or (drill-through) a link to the list of the facilities
 * behind it; `name` names the link where the row and column headers do not say what it opens.
 */
export function DrillCell({ shown, address, name }: { shown: string; address?: string; name?: string }) {
  return address ? (
    <Anchor component={Link} to={address} aria-label={name}>
      {shown}
    </Anchor>
  ) : (
    shown
  );
}
