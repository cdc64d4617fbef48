import { describe, expect, it } from 'vitest';
import { frenchHeading } from '../../helpers/translatedHeading.ts';

// The accessibility sweep's French pass expects the catalogue's French of the English texts it names.
describe("the sweep's French texts", () => {
  it('are the French of an English text, exactly', () => {
    const dashboard = frenchHeading('Dashboard') as RegExp;
    expect(dashboard.test('Tableau de bord')).toBe(true);
    expect(dashboard.test('Dashboard')).toBe(false);
    expect(dashboard.test('Tableau de bord des rapports')).toBe(false);
    expect((frenchHeading('Side menu') as RegExp).test('Menu latéral')).toBe(true);
  });

  it("hold the French of a message an English pattern matches, and not another page's", () => {
    const stockUpdate = frenchHeading(/stock update/i) as RegExp;
    expect(stockUpdate.test('Soumettre une mise à jour de stock')).toBe(true);
    expect(stockUpdate.test('Submit Stock Update')).toBe(false);
    expect(stockUpdate.test('Créer un ordre de transfert')).toBe(false);
  });

  it('leave a text the catalogues do not hold as it is', () => {
    expect(frenchHeading('Atlantic Petroleum Importers')).toBe('Atlantic Petroleum Importers');
    expect(frenchHeading(/.+/)).toEqual(/.+/);
  });
});
