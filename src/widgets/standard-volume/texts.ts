import { readingUnits } from '../../../schemas/standard-volume.ts';
import type { VolumeTable } from '../../../schemas/volume-correction.ts';
import { t } from '../../i18n/t.ts';

// The words of standard volumes in the forms, the detail pages and the printed note, from the catalogue
// (src/i18n/en/volumes.ts). Getters and functions, so each render reads the language chosen then.
export const VOLUME_TEXTS = {
  temperature: (table: VolumeTable) => t('volumes.temperature', { unit: readingUnits(table).temperature }),
  gravity: (table: VolumeTable) =>
    table === '6B'
      ? t('volumes.gravity.6B')
      : t('volumes.gravity.54B', { unit: readingUnits(table).gravity }),
  get measured() {
    return t('volumes.measured');
  },
  get factor() {
    return t('volumes.factor');
  },
  get gross() {
    return t('volumes.gross');
  },
  get net() {
    return t('volumes.net');
  },
  get explained() {
    return t('volumes.explained');
  },
  table: (table: VolumeTable) => t('volumes.table', { table }),
  temperatureLabel: (what: string, table: VolumeTable) =>
    t('volumes.temperatureLabel', { unit: readingUnits(table).temperature, what }),
  gravityLabel: (what: string, table: VolumeTable) =>
    table === '6B' ? t('volumes.gravityLabel.6B', { what }) : t('volumes.gravityLabel.54B', { what }),
  measuredLabel: (what: string) => t('volumes.measuredLabel', { what }),
  netLive: (net: string, factor: string) => t('volumes.netLive', { net, factor }),
  get newCompartmentNet() {
    return t('volumes.newCompartmentNet');
  },
  get noReadings() {
    return t('volumes.noReadings');
  },
  printedNote: (table: VolumeTable) =>
    table === '6B' ? t('volumes.printedNote.6B') : t('volumes.printedNote.54B'),
};
