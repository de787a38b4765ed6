import { describe, expect, it } from 'vitest';
import { placeClick } from '../../../src/components/page-kit/map/place-click';

const region = { kind: 'region', id: 4 } as const;
const district = { kind: 'district', id: 41 } as const;
const placeList = (place: { kind: string; id: number }) => `/facilities?${place.kind}=${place.id}`;

describe('a click on a map place', () => {
  it('on Home (a list, no drill) a region or a district opens the list of its facilities', () => {
    expect(placeClick(region, { drillsRegions: false, placeList })).toEqual({
      action: 'list',
      address: '/facilities?region=4',
    });
    expect(placeClick(district, { drillsRegions: false, placeList })).toEqual({
      action: 'list',
      address: '/facilities?district=41',
    });
  });

  it('on Network Level a region drills the page down, a district opens its facilities', () => {
    expect(placeClick(region, { drillsRegions: true, placeList })).toEqual({ action: 'drill' });
    expect(placeClick(district, { drillsRegions: true, placeList })).toEqual({
      action: 'list',
      address: '/facilities?district=41',
    });
  });

  it('a map without a list zooms to the place', () => {
    expect(placeClick(district, { drillsRegions: false })).toEqual({ action: 'zoom' });
    expect(placeClick(region, { drillsRegions: false })).toEqual({ action: 'zoom' });
  });
});
