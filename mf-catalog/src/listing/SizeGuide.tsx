import { Button, Modal, themeLink, type BlankDetails } from '@store/shared';
import { useId, useState } from 'react';
import { groupCss, inputCss, labelCss, optionCss } from './OptionPickers';
import { hasSizeGuide, sizeChartTable, type ChartUnit } from './sizeChart';

export const SIZE_GUIDE_TITLE = 'Size guide';

const UNITS: { value: ChartUnit; label: string }[] = [
  { value: 'inches', label: 'Inches' },
  { value: 'cm', label: 'Centimetres' },
];

/** The size guide: a chart with an inches / cm switch, or the product's chart image. */
function SizeGuideBody({ details, productName }: { details: BlankDetails; productName: string }) {
  const stored: ChartUnit = details.sizeChartUnit === 'cm' ? 'cm' : 'inches';
  const [unit, setUnit] = useState<ChartUnit>(stored);
  const unitsId = useId();
  const table = sizeChartTable(details.sizeChart, stored, unit);
  const image = themeLink(details.sizeChartUrl);
  const unitLabel = UNITS.find((u) => u.value === unit)?.label ?? unit;
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      {table.rows.length > 0 ? (
        <>
          <div>
            <span id={unitsId} css={{ display: 'block', fontWeight: 600, marginBottom: 6 }}>
              Units
            </span>
            <div role="radiogroup" aria-labelledby={unitsId} css={groupCss}>
              {UNITS.map((u) => (
                <label key={u.value} css={labelCss}>
                  <input
                    type="radio"
                    name={`${unitsId}-unit`}
                    value={u.value}
                    checked={unit === u.value}
                    onChange={() => setUnit(u.value)}
                    css={inputCss}
                  />
                  <span css={optionCss}>{u.label}</span>
                </label>
              ))}
            </div>
          </div>
          <div css={{ overflowX: 'auto' }}>
            <table
              css={(t) => ({
                borderCollapse: 'collapse',
                width: '100%',
                'th, td': {
                  padding: '6px 8px',
                  borderBottom: `1px solid ${t.tokens?.border}`,
                  textAlign: 'left',
                },
              })}
            >
              <caption css={{ textAlign: 'left', marginBottom: 6 }}>
                {`${productName} measurements (${unitLabel.toLowerCase()})`}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Size</th>
                  {table.dimensions.map((d) => (
                    <th key={d} scope="col">
                      {d}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {table.rows.map((r) => (
                  <tr key={r.size}>
                    <th scope="row">{r.size}</th>
                    {r.values.map((v, i) => (
                      <td key={table.dimensions[i]}>{v}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
      {image ? (
        <img
          src={image}
          alt={`Size chart for ${productName}`}
          css={{ maxWidth: '100%', height: 'auto' }}
        />
      ) : null}
    </div>
  );
}

/** "Size guide" opens `sizechart-modal`; nothing shows for a product without a chart. */
export function SizeGuide({
  details,
  productName,
}: {
  details: BlankDetails | null;
  productName: string;
}) {
  const [open, setOpen] = useState(false);
  if (!details || !hasSizeGuide(details)) return null;
  return (
    <>
      <Button type="button" variant="link" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {SIZE_GUIDE_TITLE}
      </Button>
      {open ? (
        <Modal
          name="sizechart-modal"
          title={SIZE_GUIDE_TITLE}
          onClose={() => setOpen(false)}
          maxWidth={640}
        >
          <SizeGuideBody details={details} productName={productName} />
        </Modal>
      ) : null}
    </>
  );
}
