import { hasSizeGuide, sizeChartTable } from './sizeChart';

const chart = {
  S: { Width: '18', Length: '28' },
  M: { Width: '20', Length: '29.5' },
  L: { Width: '34-36', Length: 'n/a' },
};

describe('sizeChartTable', () => {
  it('keeps the stored unit as it is', () => {
    expect(sizeChartTable(chart, 'inches', 'inches')).toEqual({
      dimensions: ['Width', 'Length'],
      rows: [
        { size: 'S', values: ['18', '28'] },
        { size: 'M', values: ['20', '29.5'] },
        { size: 'L', values: ['34-36', 'n/a'] },
      ],
    });
  });

  it('converts inches to cm to one decimal, ranges included, text untouched', () => {
    const t = sizeChartTable(chart, 'inches', 'cm');
    expect(t.rows[0]).toEqual({ size: 'S', values: ['45.7', '71.1'] });
    expect(t.rows[1]).toEqual({ size: 'M', values: ['50.8', '74.9'] });
    expect(t.rows[2]).toEqual({ size: 'L', values: ['86.4-91.4', 'n/a'] });
  });

  it('converts cm back to inches', () => {
    expect(sizeChartTable({ S: { Width: '50.8' } }, 'cm', 'inches').rows[0]?.values).toEqual([
      '20',
    ]);
  });

  it('leaves an empty cell for a dimension a size lacks', () => {
    const t = sizeChartTable(
      { S: { Width: '1' }, M: { Width: '2', Height: '3' } },
      'inches',
      'inches',
    );
    expect(t.dimensions).toEqual(['Width', 'Height']);
    expect(t.rows[0]?.values).toEqual(['1', '']);
  });

  it('takes a missing chart as empty', () => {
    expect(sizeChartTable(null, 'inches', 'cm')).toEqual({ dimensions: [], rows: [] });
  });
});

describe('hasSizeGuide', () => {
  const base = {
    description: '',
    materials: '',
    fit: '',
    comparableBrands: '',
    sizeChartUnit: 'inches' as const,
  };
  it('is true for a chart or a chart image', () => {
    expect(hasSizeGuide({ ...base, sizeChart: chart })).toBe(true);
    expect(hasSizeGuide({ ...base, sizeChart: {}, sizeChartUrl: 'https://x.test/c.png' })).toBe(
      true,
    );
  });
  it('is false for nothing to show', () => {
    expect(hasSizeGuide(null)).toBe(false);
    expect(hasSizeGuide({ ...base, sizeChart: {}, sizeChartUrl: null })).toBe(false);
  });
});
