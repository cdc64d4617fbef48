import { afterAll, describe, expect, it } from 'vitest';
import { chartSummary } from '../../../src/pages/reports/chartSummary.ts';
import { i18nProvider } from '../../../src/providers/i18nProvider.ts';
import { formatCount } from '../../../src/widgets/format/formatNumber.ts';
import { VOLUME_TEXTS } from '../../../src/widgets/standard-volume/texts.ts';

// The texts main brought beside the catalogues (standard volumes, capped counts, the charts' summary):
// in English exactly what main shows (its literals, here as expected values), and French once chosen.

afterAll(() => i18nProvider.changeLocale('en'));

const chart = {
  kind: 'bars' as const,
  categories: ['T-101', 'T-102'],
  series: [{ label: 'PMS', values: [1, 2_000] }],
};

describe('texts merged from main', () => {
  it('read in English as main wrote them', () => {
    expect(VOLUME_TEXTS.temperature('6B')).toBe('Temp. (°F)');
    expect(VOLUME_TEXTS.gravity('6B')).toBe('API Gravity');
    expect(VOLUME_TEXTS.gravity('54B')).toBe('Density (kg/m³)');
    expect(VOLUME_TEXTS.gravityLabel('tank T-101 (PMS)', '54B')).toBe(
      'Density at 15 °C for tank T-101 (PMS)',
    );
    expect(VOLUME_TEXTS.net).toBe('Net (Gal.)');
    expect(VOLUME_TEXTS.printedNote('6B')).toBe(
      'Volumes corrected to 60 °F by Table 6B (net = gross × factor).',
    );
    expect(formatCount(2_000, true)).toBe('2,000+');
    expect(formatCount(100)).toBe('100');
    expect(chartSummary(chart, 'tonnes')).toBe(
      'PMS: highest T-102 (2,000 metric tonnes), lowest T-101 (1 metric tonne).',
    );
  });

  it('read in French once it is chosen, at the next render', async () => {
    await i18nProvider.changeLocale('fr');
    expect(VOLUME_TEXTS.net).toBe('Net (gal.)');
    expect(VOLUME_TEXTS.gravity('54B')).toBe('Masse vol. (kg/m³)');
    expect(VOLUME_TEXTS.printedNote('54B')).toBe(
      'Volumes ramenés à 15 °C par la table 54B (net = brut × facteur).',
    );
    expect(formatCount(2_000, true)).toMatch(/^2\s000\+$/u);
    expect(chartSummary(chart, 'tonnes')).toMatch(
      /^PMS : le plus haut T-102 \(2\s000 tonnes métriques\), le plus bas T-101 \(1 tonne métrique\)\.$/u,
    );
  });
});
