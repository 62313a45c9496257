import { Button, Modal, themeLink } from '@store/shared';
import type { BlankDetails } from './listingData';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { LISTING_MESSAGES as m } from './messages';
import { groupCss, inputCss, labelCss, optionCss } from './OptionPickers';
import { hasSizeGuide, sizeChartTable, type ChartUnit } from './sizeChart';

const UNITS = [
  { value: 'inches', label: m.inches },
  { value: 'cm', label: m.centimetres },
] as const;

/** The size guide: a chart with an inches / cm switch, or the product's chart image. */
function SizeGuideBody({ details, productName }: { details: BlankDetails; productName: string }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const stored: ChartUnit = details.sizeChartUnit === 'cm' ? 'cm' : 'inches';
  const [unit, setUnit] = useState<ChartUnit>(stored);
  const unitsId = useId();
  const table = sizeChartTable(details.sizeChart, stored, unit, intl.locale);
  const image = themeLink(details.sizeChartUrl);
  const caption = unit === 'cm' ? m.captionCm : m.captionInches;
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      {table.rows.length > 0 ? (
        <>
          <div>
            <span id={unitsId} css={{ display: 'block', fontWeight: 600, marginBottom: 6 }}>
              {t(m.units)}
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
                  <span css={optionCss}>{t(u.label)}</span>
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
                  borderBottom: `1px solid ${t.tokens.border}`,
                  textAlign: 'left',
                },
              })}
            >
              <caption css={{ textAlign: 'left', marginBottom: 6 }}>
                {t(caption, { product: productName })}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t(m.size)}</th>
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
          alt={t(m.sizeChartAlt, { product: productName })}
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
  const { formatMessage: t } = useIntl();
  const [open, setOpen] = useState(false);
  if (!details || !hasSizeGuide(details)) return null;
  return (
    <>
      <Button type="button" variant="link" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t(m.sizeGuide)}
      </Button>
      {open ? (
        <Modal
          name="sizechart-modal"
          title={t(m.sizeGuide)}
          onClose={() => setOpen(false)}
          maxWidth={640}
        >
          <SizeGuideBody details={details} productName={productName} />
        </Modal>
      ) : null}
    </>
  );
}
